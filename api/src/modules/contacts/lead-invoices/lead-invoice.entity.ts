import { Entity, Index } from 'typeorm';
import { LeadRecordRow } from '../leads/lead-record-row';
import { col } from '../../../engine/database/columns';
import type { LeadInvoiceStatus, PaymentsProviderName } from '@ensemble/contracts';

/**
 * An invoice sent to a client (spec 2 §3 'Invoice'). The row is written before the provider is called, so the
 * provider's idempotency key derives from it; the provider's status is mirrored here and refreshed on reads.
 */
@Entity('lead_invoices')
@Index(['organizationId', 'leadId', 'id'])
export class LeadInvoice extends LeadRecordRow {
  @col.str(16) provider!: PaymentsProviderName;

  /** null until the provider has answered. */
  @col.strNull(255) providerInvoiceId!: string | null;

  /** Cents. */
  @col.int() amount!: number;
  @col.str(254) email!: string;
  @col.str(500) description!: string;
  @col.int() daysUntilDue!: number;
  @col.str(16) status!: LeadInvoiceStatus;
  @col.strNull(2048) hostedUrl!: string | null;
  @col.bool(false) emailSent!: boolean;
  @col.bool(false) smsSent!: boolean;
  @col.intNull() createdById!: number | null;
  @col.createdAt() createdAt!: Date;
  @col.updatedAt() updatedAt!: Date;
}
