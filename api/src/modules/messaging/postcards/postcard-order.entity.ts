import { Entity, Index } from 'typeorm';
import { col } from '../../../engine/database/columns';
import { TenantRow } from '../../../engine/database/rows';
import type { PostcardOrderState, PostcardOrderStatus } from '@ensemble/contracts';

/**
 * A post card order (spec 2 §3 'Order'). The row is written before the provider is called, so the provider's
 * idempotency key derives from it; the provider's status is mirrored here and refreshed on reads.
 */
@Entity('postcard_orders')
@Index(['organizationId', 'id'])
@Index(['organizationId', 'providerOrderId'])
export class PostcardOrder extends TenantRow {
  @col.int() templateId!: number;
  @col.str(64) designId!: string;
  @col.str(16) provider!: string;

  /** The provider's order id; null until the provider has answered. */
  @col.strNull(64) providerOrderId!: string | null;
  @col.str(32) status!: PostcardOrderStatus;
  @col.str(32) mailClass!: string;
  @col.int() totalRecipients!: number;
  @col.int({ default: 0 }) leadCutoff!: number;
  @col.json() orderState!: PostcardOrderState;
  @col.strNull(64) priceId!: string | null;
  @col.strNull(64) addonId!: string | null;

  /** Cents. */
  @col.int({ default: 0 }) totalPrice!: number;

  /** The payments provider's invoice of the one-time payment. */
  @col.strNull(255) paymentInvoiceId!: string | null;
  @col.datetimeNull() paidAt!: Date | null;
  @col.intNull() createdById!: number | null;
  @col.createdAt() createdAt!: Date;
  @col.updatedAt() updatedAt!: Date;
}
