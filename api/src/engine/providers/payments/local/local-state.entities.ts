import { Entity, Index } from 'typeorm';
import { col } from '../../../database/columns';
import { LocalRow, LocalOrganizationRow } from './local-rows';
import type { BillingInterval, InvoiceStatus } from '@ensemble/contracts';

/** The local provider's own state per organization (Stripe keeps the same on its side). */
@Entity('local_customers')
export class LocalCustomer extends LocalRow {
  @Index({ unique: true })
  @col.int()
  organizationId!: number;
  @col.str(255) name!: string;
  @col.str(254) email!: string;
  @col.strNull(64) defaultPaymentMethodId!: string | null;
  @col.createdAt() createdAt!: Date;
}

/** 'ok' charges fine; 'charge_declined' attaches but every charge is declined (Stripe's 4000000000000341). */
export type LocalCardBehaviour = 'ok' | 'charge_declined';

@Entity('local_payment_methods')
@Index(['organizationId', 'customerId'])
export class LocalPaymentMethod extends LocalOrganizationRow {
  @col.strNull(64) customerId!: string | null;
  @col.str(32) brand!: string;
  @col.str(4) last4!: string;
  @col.int() expMonth!: number;
  @col.int() expYear!: number;
  @col.str(32) behaviour!: LocalCardBehaviour;
  @col.createdAt() createdAt!: Date;
}

@Entity('local_setup_intents')
@Index(['organizationId', 'customerId'])
export class LocalSetupIntent extends LocalOrganizationRow {
  @col.str(64) customerId!: string;
  @col.str(128, { unique: true }) clientSecret!: string;
  @col.str(191, { unique: true }) idempotencyKey!: string;

  /** requires_payment_method | succeeded */
  @col.str(32) status!: string;
  @col.strNull(64) paymentMethodId!: string | null;
  @col.createdAt() createdAt!: Date;
}

@Entity('local_subscriptions')
@Index(['organizationId', 'customerId'])
@Index(['status', 'currentPeriodEnd'])
export class LocalSubscription extends LocalOrganizationRow {
  @col.str(64) customerId!: string;
  @col.str(191, { unique: true }) idempotencyKey!: string;

  /** active, incomplete, past_due, canceled (Stripe's words). */
  @col.str(32) status!: string;
  @col.str(64) priceId!: string;
  @col.strNull(64) seatPriceId!: string | null;
  @col.int({ default: 0 }) seatQuantity!: number;
  @col.strNull(64) couponId!: string | null;
  @col.datetime() currentPeriodStart!: Date;
  @col.datetime() currentPeriodEnd!: Date;

  /** Set while the renewal sweep charges the period that ends at currentPeriodEnd (claim-and-sweep). */
  @col.datetimeNull() renewalClaimedAt!: Date | null;
  @col.createdAt() createdAt!: Date;
}

export interface LocalInvoiceLine {
  description: string;
  amount: number;
}

@Entity('local_invoices')
@Index(['organizationId', 'customerId', 'createdAt'])
export class LocalInvoice extends LocalOrganizationRow {
  @col.str(64) customerId!: string;
  @col.strNull(64) subscriptionId!: string | null;
  @col.str(191, { unique: true }) idempotencyKey!: string;
  @col.str(32) number!: string;
  @col.str(16) status!: InvoiceStatus;
  @col.int() amountDue!: number;
  @col.int({ default: 0 }) amountPaid!: number;
  @col.str(3, { default: 'usd' }) currency!: string;
  @col.strNull(512) description!: string | null;
  @col.json() lines!: LocalInvoiceLine[];
  @col.strNull(8) interval!: BillingInterval | null;

  /** Millisecond precision matters for "newest first" within one test; the id breaks ties. */
  @col.datetime({ precision: 3 }) createdAt!: Date;
}
