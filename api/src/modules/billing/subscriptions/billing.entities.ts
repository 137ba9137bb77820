import { Entity, Index } from 'typeorm';
import { col } from '../../../engine/database/columns';
import { TenantRow } from '../../../engine/database/rows';
import type { PlanMetadata } from '@ensemble/contracts';

/** The organization's current subscription at the provider (one per organization). */
@Entity('organization_subscriptions')
export class OrganizationSubscription {
  @col.id() id!: number;

  @Index({ unique: true })
  @col.int()
  organizationId!: number;
  @col.str(255) subscriptionId!: string;
  @col.str(32) status!: string;
  @col.str(255) productId!: string;
  @col.int({ default: 0 }) seatQuantity!: number;
  @col.updatedAt() updatedAt!: Date;
}

/** An add-on bought by an organization (both providers): what it adds to the plan's limits. */
@Entity('addon_purchases')
@Index(['organizationId', 'createdAt'])
export class AddonPurchaseRow extends TenantRow {
  @col.str(255) productId!: string;
  @col.str(255) productName!: string;
  @col.json() metadata!: Partial<PlanMetadata>;

  /** Cents charged (after any coupon). */
  @col.int() amount!: number;
  @col.strNull(255) invoiceId!: string | null;
  @col.createdAt() createdAt!: Date;
}

/** Provider events already applied: the event id is unique, so a replayed webhook changes nothing. */
@Entity('billing_events')
@Index(['organizationId', 'createdAt'])
export class BillingEventRow {
  @col.id() id!: number;
  @col.str(255, { unique: true }) eventId!: string;
  @col.str(64) type!: string;
  @col.intNull() organizationId!: number | null;
  @col.createdAt() createdAt!: Date;
}
