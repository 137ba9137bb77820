import { type SocialAccountNetwork, socialAccountNetworks } from '@ensemble/contracts';
import type { Repository } from 'typeorm';
import type { AyrshareConfig } from '../../config/app-config';
import type { KeyRing } from '../../crypto/key-ring';
import {
  AyrshareApi,
  type AyrshareDisplayName,
  AyrshareHttpError,
  type AyrsharePostBody,
  type AyrsharePostResult,
  AyrshareUnreachableError,
  type AyrshareUser,
  ayrshareMessage,
} from './ayrshare-api';
import { AyrshareProfiles } from './ayrshare-profiles';
import type { SocialProviderProfile } from './social-provider-profile.entity';
import {
  NO_SOCIAL_ACCOUNT,
  type SocialAccount,
  type SocialProvider,
  type SocialPublishRequest,
  type SocialPublishResult,
  SocialRefusedError,
  SocialUnavailableError,
} from './social-provider';

const isNetwork = (n: unknown): n is SocialAccountNetwork =>
  (socialAccountNetworks as readonly unknown[]).includes(n);

/** YouTube requires a title; the post's first line stands in for it, within YouTube's 100 characters. */
const youTubeTitle = (text: string) => (text.split('\n')[0] ?? '').trim().slice(0, 100) || 'Video';

/**
 * A linked account the network no longer takes posts from: Ayrshare lists it in displayNames but not among the
 * active accounts, or marks when its authorization must be renewed (refreshRequired, a flag or a date).
 */
function needsRelink(active: boolean, d: AyrshareDisplayName | undefined): boolean {
  if (!active) return true;
  const r = d?.refreshRequired;
  if (r === true) return true;
  return typeof r === 'string' && !Number.isNaN(Date.parse(r)) && Date.parse(r) <= Date.now();
}

/** What went wrong, in the words of the provider interface. */
function socialError(err: unknown): Error {
  if (err instanceof AyrshareUnreachableError) return new SocialUnavailableError(err.message);
  if (err instanceof AyrshareHttpError) {
    return err.unavailable ? new SocialUnavailableError(err.message) : new SocialRefusedError(err.message);
  }
  return err as Error;
}

/**
 * Social publishing through Ayrshare (SOCIAL_PROVIDER=ayrshare, Business plan): each organization is one Ayrshare
 * User Profile (AyrshareProfiles), whose networks its members link on Ayrshare's linking page ('Manage Accounts').
 *
 * POST /post takes no idempotency key, and this adapter never repeats it: after an answer that never came the post
 * may or may not be out, and a retry could publish it twice. Exactly once rests on the caller's claimed work row
 * (claim, publish once, record); the request's idempotencyKey is not sent.
 */
export class AyrshareSocialProvider implements SocialProvider {
  readonly name = 'ayrshare' as const;
  private readonly api: AyrshareApi;
  private readonly profiles: AyrshareProfiles;

  constructor(
    private readonly config: AyrshareConfig,
    rows: Repository<SocialProviderProfile>,
    keys: KeyRing,
  ) {
    this.api = new AyrshareApi(config);
    this.profiles = new AyrshareProfiles(this.api, rows, keys);
  }

  async accounts(organizationId: number): Promise<SocialAccount[]> {
    try {
      return toAccounts(await this.api.user(await this.profiles.keyFor(organizationId)));
    } catch (err) {
      // The accounts panel has one message for any failure ('Service unavailable!').
      const e = socialError(err);
      throw e instanceof SocialRefusedError ? new SocialUnavailableError(e.message) : e;
    }
  }

  /** The linking page's JWT URL; refused when AYRSHARE_DOMAIN and AYRSHARE_PRIVATE_KEY are not configured. */
  async manageAccountsUrl(organizationId: number): Promise<string | null> {
    const { domain, privateKey } = this.config;
    if (!domain || !privateKey) {
      throw new SocialRefusedError('Linking accounts needs AYRSHARE_DOMAIN and AYRSHARE_PRIVATE_KEY');
    }
    try {
      const key = await this.profiles.keyFor(organizationId);
      return (await this.api.generateJwt(key, domain, privateKey)).url;
    } catch (err) {
      throw socialError(err);
    }
  }

  async publish(req: SocialPublishRequest): Promise<SocialPublishResult> {
    let key: string;
    let platforms: SocialAccountNetwork[];
    try {
      key = await this.profiles.keyFor(req.organizationId);
      platforms = req.platforms
        ? [...new Set(req.platforms)]
        : toAccounts(await this.api.user(key))
            .filter((a) => a.status)
            .map((a) => a.network);
    } catch (err) {
      throw socialError(err);
    }
    if (!platforms.length) {
      return { success: false, platforms: [], providerPostId: null, raw: null, errors: [NO_SOCIAL_ACCOUNT] };
    }
    try {
      const answer = await this.api.post(key, postBody(req, platforms));
      return {
        success: answer.status === 'success',
        platforms: (answer.postIds ?? [])
          .filter((p) => p.status === 'success' && isNetwork(p.platform))
          .map((p) => p.platform as SocialAccountNetwork),
        providerPostId: answer.id ?? null,
        raw: answer,
        errors: postErrors(answer),
      };
    } catch (err) {
      const e = socialError(err);
      if (!(e instanceof SocialRefusedError)) throw e;
      // Ayrshare answered no to the whole request (a 4xx without per-network results): a result to log.
      const body = err instanceof AyrshareHttpError ? err.body : null;
      return { success: false, platforms: [], providerPostId: null, raw: body, errors: [e.message] };
    }
  }

  async deletePost(organizationId: number, providerPostId: string): Promise<void> {
    let answer;
    try {
      answer = await this.api.deletePost(await this.profiles.keyFor(organizationId), providerPostId);
    } catch (err) {
      throw socialError(err);
    }
    if (answer.status >= 200 && answer.status < 300) return;
    const failure = new AyrshareHttpError(answer.status, answer.body);
    // Deleting twice, or a post removed on the network itself, leaves what the caller wanted.
    if (
      answer.status === 404 ||
      (answer.status === 400 && /not found|already deleted/i.test(failure.message))
    ) {
      return;
    }
    throw socialError(failure);
  }

  async postAnalytics(organizationId: number, providerPostId: string): Promise<Record<string, unknown>> {
    try {
      const key = await this.profiles.keyFor(organizationId);
      const {
        status: _status,
        code: _code,
        id: _id,
        ...perNetwork
      } = await this.api.postAnalytics(key, providerPostId);
      return perNetwork;
    } catch (err) {
      throw socialError(err);
    }
  }
}

/** One line per refusing network ('instagram: …'); a refusal of the whole post is Ayrshare's message. */
function postErrors(answer: AyrsharePostResult): string[] {
  const lines = (answer.errors ?? []).map((e) => {
    const message = e.message ?? `code ${e.code ?? '?'}`;
    return e.platform ? `${e.platform}: ${message}` : message;
  });
  if (lines.length || answer.status === 'success') return lines;
  return [ayrshareMessage(answer) ?? 'Ayrshare did not publish the post'];
}

/** GET /user's linked networks, in the order of the spec's list (networks the suite does not know are left out). */
function toAccounts(user: AyrshareUser): SocialAccount[] {
  const active = new Set(user.activeSocialAccounts ?? []);
  const names = user.displayNames ?? [];
  return socialAccountNetworks
    .filter((n) => active.has(n) || names.some((d) => d.platform === n))
    .map((network) => {
      const d = names.find((x) => x.platform === network);
      return {
        network,
        url: d?.profileUrl ?? null,
        status: !needsRelink(active.has(network), d),
        displayName: d?.displayName ?? d?.username ?? null,
      };
    });
}

/** POST /post's body: Reels options for the networks that have them, YouTube's required title. */
function postBody(req: SocialPublishRequest, platforms: SocialAccountNetwork[]): AyrsharePostBody {
  const reels = req.isVideo && req.isReels;
  return {
    post: req.text,
    platforms,
    ...(req.mediaUrls.length ? { mediaUrls: req.mediaUrls } : {}),
    ...(req.isVideo ? { isVideo: true } : {}),
    ...(reels && platforms.includes('instagram')
      ? { instagramOptions: { reels: true as const, shareReelsFeed: true } }
      : {}),
    ...(reels && platforms.includes('facebook') ? { faceBookOptions: { reels: true as const } } : {}),
    ...(platforms.includes('youtube') ? { youTubeOptions: { title: youTubeTitle(req.text) } } : {}),
  };
}
