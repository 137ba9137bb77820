import type { SocialAccountNetwork } from '@ensemble/contracts';
import { Entity, Index } from 'typeorm';
import { col } from '../../database/columns';
import { TenantRow } from '../../database/rows';

/** The local provider's connected networks: what Ayrshare's linking page keeps on its side (one per network). */
@Entity('local_social_accounts')
@Index(['organizationId', 'network'], { unique: true })
export class LocalSocialAccount extends TenantRow {
  @col.str(16) network!: SocialAccountNetwork;
  /** false: switched off in the local dialog; listed as needing reconnection, and not posted to. */
  @col.bool(true) connected!: boolean;
  @col.strNull(255) url!: string | null;
  @col.createdAt() createdAt!: Date;
  @col.updatedAt() updatedAt!: Date;
}

/**
 * Every post the local provider would have published, one per idempotency key: a publish retried with the same key
 * answers this row's result again.
 */
@Entity('local_social_posts')
@Index(['organizationId', 'id'])
@Index(['organizationId', 'idempotencyKey'], { unique: true })
export class LocalSocialPost extends TenantRow {
  @col.str(191) idempotencyKey!: string;
  @col.text() text!: string;
  @col.json() mediaUrls!: string[];
  /** The networks that took the post. */
  @col.json() platforms!: SocialAccountNetwork[];
  @col.bool(false) isVideo!: boolean;
  @col.bool(false) isReels!: boolean;
  /** Every requested network took it; errors says why the others did not. */
  @col.bool(true) success!: boolean;
  @col.json() errors!: string[];
  /** Set by deletePost: the post stays on record, gone from the networks. */
  @col.datetimeNull() deletedAt!: Date | null;
  @col.createdAt() createdAt!: Date;
}
