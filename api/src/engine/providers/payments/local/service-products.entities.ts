import { Entity, Index } from 'typeorm';
import { col } from '../../../database/columns';
import { LocalOrganizationRow } from './local-rows';
import type { BillingInterval } from '@ensemble/contracts';

/**
 * The local provider's organization service products (issue 5): what Stripe holds as products tagged
 * metadata kind 'service'. Kept apart from billing_products so they never join the plans/add-ons catalogue.
 */
@Entity('local_service_products')
@Index(['organizationId', 'createdAt'])
export class LocalServiceProduct extends LocalOrganizationRow {
  @col.str(255) name!: string;
  @col.strNull(1024) description!: string | null;
  @col.strNull(22) statementDescriptor!: string | null;
  @col.strNull(12) unitLabel!: string | null;
  @col.json() metadata!: Record<string, string>;
  @col.strNull(64) defaultPriceId!: string | null;
  @col.bool(true) active!: boolean;

  /** The create request's key: a retried create answers the product it already made. */
  @col.strNull(255, { unique: true }) idempotencyKey!: string | null;
  @col.createdAt() createdAt!: Date;
}

@Entity('local_service_prices')
@Index(['productId'])
export class LocalServicePrice extends LocalOrganizationRow {
  @col.str(64) productId!: string;

  /** Cents. */
  @col.int() unitAmount!: number;
  @col.str(3, { default: 'usd' }) currency!: string;

  /** null: one-time. */
  @col.strNull(8) interval!: BillingInterval | null;
  @col.bool(true) active!: boolean;
  @col.createdAt() createdAt!: Date;
}
