import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import type { InvoiceStatus } from '@ensemble/contracts';

/**
 * An invoice an organization sends to one of its clients, held by the local provider (Stripe keeps the same as
 * a send_invoice invoice). The client pays it on our hosted page, reached through the unguessable `payToken`.
 */
@Entity('local_customer_invoices')
@Index(['organizationId', 'idempotencyKey'], { unique: true })
export class LocalCustomerInvoice {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id!: string;

  @Column({ type: 'int' })
  organizationId!: number;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  payToken!: string;

  @Column({ type: 'varchar', length: 128 })
  idempotencyKey!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /** Cents. */
  @Column({ type: 'int' })
  amount!: number;

  @Column({ type: 'varchar', length: 3 })
  currency!: string;

  @Column({ type: 'varchar', length: 500 })
  description!: string;

  @Column({ type: 'int' })
  daysUntilDue!: number;

  @Column({ type: 'datetime' })
  dueAt!: Date;

  @Column({ type: 'varchar', length: 16 })
  status!: InvoiceStatus;

  @Column({ type: 'json' })
  metadata!: Record<string, string>;

  @Column({ type: 'datetime', nullable: true })
  paidAt!: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
