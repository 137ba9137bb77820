import type { Repository } from 'typeorm';
import type { KeyRing } from '../../crypto/key-ring';
import { isUniqueViolation } from '../../database/query-errors';
import { type AyrshareApi, AyrshareHttpError } from './ayrshare-api';
import { SocialProviderProfile } from './social-provider-profile.entity';
import { SocialUnavailableError } from './social-provider';

/** The KeyRing purpose that seals User Profile keys at rest. */
export const SOCIAL_PROFILE_KEY_PURPOSE = 'social-profile-key';

/** The title of an organization's User Profile, as Ayrshare's dashboard lists it. */
export const ayrshareProfileTitle = (organizationId: number) => `Ensemble org ${organizationId}`;

/**
 * Each organization's Ayrshare User Profile: created on first use (POST /profiles), its key kept sealed in
 * social_provider_profiles. Ayrshare shows a profile key only once, so losing the row loses the profile; two first
 * uses at once keep one row (unique organization, provider) and the loser removes the profile it made.
 */
export class AyrshareProfiles {
  constructor(
    private readonly api: AyrshareApi,
    private readonly rows: Repository<SocialProviderProfile>,
    private readonly keys: KeyRing,
  ) {}

  async keyFor(organizationId: number): Promise<string> {
    const row = await this.find(organizationId);
    if (row) return this.open(row);
    let created;
    try {
      created = await this.api.createProfile(ayrshareProfileTitle(organizationId));
    } catch (err) {
      // Ayrshare may refuse a second profile of the same title: the other request's row is the answer then.
      const winner =
        err instanceof AyrshareHttpError && !err.unavailable ? await this.find(organizationId) : null;
      if (winner) return this.open(winner);
      throw err;
    }
    try {
      await this.rows.insert({
        organizationId,
        provider: 'ayrshare',
        profileKey: this.keys.seal(SOCIAL_PROFILE_KEY_PURPOSE, created.profileKey),
        refId: created.refId ?? null,
      });
      return created.profileKey;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // Best effort: an orphan profile costs a seat on the plan, not correctness.
      await this.api.deleteProfile(created.profileKey).catch(() => undefined);
      return this.open(await this.rows.findOneByOrFail({ organizationId, provider: 'ayrshare' }));
    }
  }

  private find(organizationId: number): Promise<SocialProviderProfile | null> {
    return this.rows.findOneBy({ organizationId, provider: 'ayrshare' });
  }

  private open(row: SocialProviderProfile): string {
    const key = this.keys.open(SOCIAL_PROFILE_KEY_PURPOSE, row.profileKey);
    if (key === null) {
      throw new SocialUnavailableError(
        `The Ayrshare profile key of organization ${row.organizationId} cannot be opened (was SECRETS_KEY changed?)`,
      );
    }
    return key;
  }
}
