import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { PostcardOrderState, PostcardOrderStatus } from '@ensemble/contracts';

/**
 * A post card order (spec 2 §3 'Order'). The row is written before the provider is called, so the provider's
 * idempotency key derives from it; the provider's status is mirrored here and refreshed on reads.
 */
@Entity('postcard_orders')
@Index(['organizationId', 'id'])
@Index(['organizationId', 'providerOrderId'])
export class PostcardOrder {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  organizationId!: number;

  @Column({ type: 'int' })
  templateId!: number;

  @Column({ type: 'varchar', length: 64 })
  designId!: string;

  @Column({ type: 'varchar', length: 16 })
  provider!: string;

  /** The provider's order id; null until the provider has answered. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  providerOrderId!: string | null;

  @Column({ type: 'varchar', length: 32 })
  status!: PostcardOrderStatus;

  @Column({ type: 'varchar', length: 32 })
  mailClass!: string;

  @Column({ type: 'int' })
  totalRecipients!: number;

  @Column({ type: 'int', default: 0 })
  leadCutoff!: number;

  @Column({ type: 'json' })
  orderState!: PostcardOrderState;

  @Column({ type: 'varchar', length: 64, nullable: true })
  priceId!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  addonId!: string | null;

  /** Cents. */
  @Column({ type: 'int', default: 0 })
  totalPrice!: number;

  /** The payments provider's invoice of the one-time payment. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  paymentInvoiceId!: string | null;

  @Column({ type: 'datetime', nullable: true })
  paidAt!: Date | null;

  @Column({ type: 'int', nullable: true })
  createdById!: number | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;
}
