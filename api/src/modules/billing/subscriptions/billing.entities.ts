import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { PlanMetadata } from '@ensemble/contracts';

/** The organization's current subscription at the provider (one per organization). */
@Entity('organization_subscriptions')
export class OrganizationSubscription {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index({ unique: true })
  @Column({ type: 'int' })
  organizationId!: number;

  @Column({ type: 'varchar', length: 255 })
  subscriptionId!: string;

  @Column({ type: 'varchar', length: 32 })
  status!: string;

  @Column({ type: 'varchar', length: 255 })
  productId!: string;

  @Column({ type: 'int', default: 0 })
  seatQuantity!: number;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;
}

/** An add-on bought by an organization (both providers): what it adds to the plan's limits. */
@Entity('addon_purchases')
@Index(['organizationId', 'createdAt'])
export class AddonPurchaseRow {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  organizationId!: number;

  @Column({ type: 'varchar', length: 255 })
  productId!: string;

  @Column({ type: 'varchar', length: 255 })
  productName!: string;

  @Column({ type: 'json' })
  metadata!: Partial<PlanMetadata>;

  /** Cents charged (after any coupon). */
  @Column({ type: 'int' })
  amount!: number;

  @Column({ type: 'varchar', length: 255, nullable: true })
  invoiceId!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}

/** Provider events already applied: the event id is unique, so a replayed webhook changes nothing. */
@Entity('billing_events')
@Index(['organizationId', 'createdAt'])
export class BillingEventRow {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 255, unique: true })
  eventId!: string;

  @Column({ type: 'varchar', length: 64 })
  type!: string;

  @Column({ type: 'int', nullable: true })
  organizationId!: number | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
