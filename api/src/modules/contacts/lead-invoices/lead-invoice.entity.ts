import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Lead } from '../leads/lead.entity';
import type { LeadInvoiceStatus, PaymentsProviderName } from '@ensemble/contracts';

/**
 * An invoice sent to a client (spec 2 §3 'Invoice'). The row is written before the provider is called, so the
 * provider's idempotency key derives from it; the provider's status is mirrored here and refreshed on reads.
 */
@Entity('lead_invoices')
@Index(['organizationId', 'leadId', 'id'])
export class LeadInvoice {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  organizationId!: number;

  @Column({ type: 'int' })
  leadId!: number;

  /** The contact's sub-records go with it (spec 2 §3: they belong to one lead). */
  @ManyToOne(() => Lead, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lead_id' })
  lead?: Lead;

  @Column({ type: 'varchar', length: 16 })
  provider!: PaymentsProviderName;

  /** null until the provider has answered. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  providerInvoiceId!: string | null;

  /** Cents. */
  @Column({ type: 'int' })
  amount!: number;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 500 })
  description!: string;

  @Column({ type: 'int' })
  daysUntilDue!: number;

  @Column({ type: 'varchar', length: 16 })
  status!: LeadInvoiceStatus;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  hostedUrl!: string | null;

  @Column({ type: 'boolean', default: false })
  emailSent!: boolean;

  @Column({ type: 'boolean', default: false })
  smsSent!: boolean;

  @Column({ type: 'int', nullable: true })
  createdById!: number | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;
}
