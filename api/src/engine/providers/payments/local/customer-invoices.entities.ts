import { Entity, Index } from 'typeorm';
import { col } from '../../../database/columns';
import { LocalOrganizationRow } from './local-rows';
import type { InvoiceStatus } from '@ensemble/contracts';

/**
 * An invoice an organization sends to one of its clients, held by the local provider (Stripe keeps the same as
 * a send_invoice invoice). The client pays it on our hosted page, reached through the unguessable `payToken`.
 */
@Entity('local_customer_invoices')
@Index(['organizationId', 'idempotencyKey'], { unique: true })
export class LocalCustomerInvoice extends LocalOrganizationRow {
  @Index({ unique: true })
  @col.str(64)
  payToken!: string;
  @col.str(128) idempotencyKey!: string;
  @col.str(254) email!: string;

  /** Cents. */
  @col.int() amount!: number;
  @col.str(3) currency!: string;
  @col.str(500) description!: string;
  @col.int() daysUntilDue!: number;
  @col.datetime() dueAt!: Date;
  @col.str(16) status!: InvoiceStatus;
  @col.json() metadata!: Record<string, string>;
  @col.datetimeNull() paidAt!: Date | null;
  @col.createdAt() createdAt!: Date;
}
