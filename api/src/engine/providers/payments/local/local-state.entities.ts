import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import type { BillingInterval, InvoiceStatus } from '@ensemble/contracts';

/** The local provider's own state per organization (Stripe keeps the same on its side). */
@Entity('local_customers')
export class LocalCustomer {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id!: string;

  @Index({ unique: true })
  @Column({ type: 'int' })
  organizationId!: number;

  @Column({ type: 'varchar', length: 255 })
  name!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  defaultPaymentMethodId!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}

/** 'ok' charges fine; 'charge_declined' attaches but every charge is declined (Stripe's 4000000000000341). */
export type LocalCardBehaviour = 'ok' | 'charge_declined';

@Entity('local_payment_methods')
@Index(['organizationId', 'customerId'])
export class LocalPaymentMethod {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id!: string;

  @Column({ type: 'int' })
  organizationId!: number;

  @Column({ type: 'varchar', length: 64, nullable: true })
  customerId!: string | null;

  @Column({ type: 'varchar', length: 32 })
  brand!: string;

  @Column({ type: 'varchar', length: 4 })
  last4!: string;

  @Column({ type: 'int' })
  expMonth!: number;

  @Column({ type: 'int' })
  expYear!: number;

  @Column({ type: 'varchar', length: 32 })
  behaviour!: LocalCardBehaviour;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}

@Entity('local_setup_intents')
@Index(['organizationId', 'customerId'])
export class LocalSetupIntent {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id!: string;

  @Column({ type: 'int' })
  organizationId!: number;

  @Column({ type: 'varchar', length: 64 })
  customerId!: string;

  @Column({ type: 'varchar', length: 128, unique: true })
  clientSecret!: string;

  @Column({ type: 'varchar', length: 191, unique: true })
  idempotencyKey!: string;

  /** requires_payment_method | succeeded */
  @Column({ type: 'varchar', length: 32 })
  status!: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  paymentMethodId!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}

@Entity('local_subscriptions')
@Index(['organizationId', 'customerId'])
@Index(['status', 'currentPeriodEnd'])
export class LocalSubscription {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id!: string;

  @Column({ type: 'int' })
  organizationId!: number;

  @Column({ type: 'varchar', length: 64 })
  customerId!: string;

  @Column({ type: 'varchar', length: 191, unique: true })
  idempotencyKey!: string;

  /** active, incomplete, past_due, canceled (Stripe's words). */
  @Column({ type: 'varchar', length: 32 })
  status!: string;

  @Column({ type: 'varchar', length: 64 })
  priceId!: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  seatPriceId!: string | null;

  @Column({ type: 'int', default: 0 })
  seatQuantity!: number;

  @Column({ type: 'varchar', length: 64, nullable: true })
  couponId!: string | null;

  @Column({ type: 'datetime' })
  currentPeriodStart!: Date;

  @Column({ type: 'datetime' })
  currentPeriodEnd!: Date;

  /** Set while the renewal sweep charges the period that ends at currentPeriodEnd (claim-and-sweep). */
  @Column({ type: 'datetime', nullable: true })
  renewalClaimedAt!: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}

export interface LocalInvoiceLine {
  description: string;
  amount: number;
}

@Entity('local_invoices')
@Index(['organizationId', 'customerId', 'createdAt'])
export class LocalInvoice {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id!: string;

  @Column({ type: 'int' })
  organizationId!: number;

  @Column({ type: 'varchar', length: 64 })
  customerId!: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  subscriptionId!: string | null;

  @Column({ type: 'varchar', length: 191, unique: true })
  idempotencyKey!: string;

  @Column({ type: 'varchar', length: 32 })
  number!: string;

  @Column({ type: 'varchar', length: 16 })
  status!: InvoiceStatus;

  @Column({ type: 'int' })
  amountDue!: number;

  @Column({ type: 'int', default: 0 })
  amountPaid!: number;

  @Column({ type: 'varchar', length: 3, default: 'usd' })
  currency!: string;

  @Column({ type: 'varchar', length: 512, nullable: true })
  description!: string | null;

  @Column({ type: 'json' })
  lines!: LocalInvoiceLine[];

  @Column({ type: 'varchar', length: 8, nullable: true })
  interval!: BillingInterval | null;

  /** Millisecond precision matters for "newest first" within one test; the id breaks ties. */
  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;
}
