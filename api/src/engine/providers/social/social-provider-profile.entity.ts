import { Entity, Index } from 'typeorm';
import { col } from '../../database/columns';
import { TenantRow } from '../../database/rows';
import type { SocialProviderName } from '../../config/app-config';

/**
 * An organization's profile at a social provider: for Ayrshare, the User Profile created on first use, whose
 * Profile-Key every call carries. The key posts on the organization's behalf, so it is kept sealed (KeyRing).
 */
@Entity('social_provider_profiles')
@Index(['organizationId', 'provider'], { unique: true })
export class SocialProviderProfile extends TenantRow {
  @col.str(16) provider!: SocialProviderName;
  /** KeyRing.seal(SOCIAL_PROFILE_KEY_PURPOSE, profileKey). */
  @col.text() profileKey!: string;
  /** Ayrshare's own reference of the profile (its dashboard and webhooks show it). */
  @col.strNull(64) refId!: string | null;
  @col.createdAt() createdAt!: Date;
}
