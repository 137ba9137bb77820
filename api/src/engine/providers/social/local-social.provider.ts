import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type SocialAccountNetwork,
  socialAccountNetworkLabels,
  socialAccountNetworks,
} from '@ensemble/contracts';
import type { Repository } from 'typeorm';
import { isUniqueViolation } from '../../database/query-errors';
import { LocalSocialAccount, LocalSocialPost } from './local-social.entities';
import {
  NO_SOCIAL_ACCOUNT,
  type SocialAccount,
  type SocialProvider,
  type SocialPublishRequest,
  type SocialPublishResult,
  SocialRefusedError,
  SocialUnavailableError,
} from './social-provider';

/** Test control: a post whose text contains this fails as a network outage would, and nothing is recorded. */
export const LOCAL_SOCIAL_FAIL_TAG = '#fail-publish';

/** Where a local account and post "live": a reserved domain (RFC 2606), so nothing real is ever linked. */
const LOCAL_SOCIAL_HOST = 'https://social.example';

const localPostId = (row: LocalSocialPost) => `local-${row.id}`;
const networkOrder = (n: SocialAccountNetwork) => socialAccountNetworks.indexOf(n);
const isNetwork = (n: string): n is SocialAccountNetwork =>
  (socialAccountNetworks as readonly string[]).includes(n);

/**
 * Social publishing without a provider (the default): an organization connects networks from the suite's own
 * dialog (setAccount), and every post it publishes is recorded, once per idempotency key, with the answer Ayrshare
 * would give (its shape, so the post log reads the same with either provider). Nothing leaves the machine.
 */
@Injectable()
export class LocalSocialProvider implements SocialProvider {
  readonly name = 'local' as const;

  constructor(
    @InjectRepository(LocalSocialAccount) private readonly accountRows: Repository<LocalSocialAccount>,
    @InjectRepository(LocalSocialPost) private readonly posts: Repository<LocalSocialPost>,
  ) {}

  /**
   * Every network the dialog ever connected; one switched off there is kept with status false, as a real provider
   * keeps a link whose access lapsed: the panel asks to reconnect it ('Please reconnect account') and nothing is
   * posted to it until it is switched on again.
   */
  async accounts(organizationId: number): Promise<SocialAccount[]> {
    const rows = await this.accountRows.findBy({ organizationId });
    return rows
      .sort((a, b) => networkOrder(a.network) - networkOrder(b.network))
      .map((row) => ({
        network: row.network,
        url: row.url,
        status: row.connected,
        displayName: `${socialAccountNetworkLabels[row.network]} (local)`,
      }));
  }

  manageAccountsUrl(): Promise<string | null> {
    return Promise.resolve(null);
  }

  async setAccount(
    organizationId: number,
    network: SocialAccountNetwork,
    connected: boolean,
  ): Promise<SocialAccount[]> {
    if (!isNetwork(network)) throw new SocialRefusedError(`Unknown network '${String(network)}'`);
    // Two dialogs connecting at once insert the same network: the unique (organization, network) index keeps one.
    await this.accountRows
      .createQueryBuilder()
      .insert()
      .values({
        organizationId,
        network,
        connected,
        url: `${LOCAL_SOCIAL_HOST}/${network}/organization-${organizationId}`,
      })
      .orIgnore()
      .execute();
    await this.accountRows.update({ organizationId, network }, { connected });
    return this.accounts(organizationId);
  }

  async publish(req: SocialPublishRequest): Promise<SocialPublishResult> {
    if (req.text.includes(LOCAL_SOCIAL_FAIL_TAG)) {
      throw new SocialUnavailableError(`Local social network unreachable (${LOCAL_SOCIAL_FAIL_TAG})`);
    }
    const { organizationId, idempotencyKey } = req;
    const recorded = await this.posts.findOneBy({ organizationId, idempotencyKey });
    if (recorded) return this.present(recorded);

    const connected = new Set(
      (await this.accounts(organizationId)).filter((a) => a.status).map((a) => a.network),
    );
    const requested = [...new Set(req.platforms ?? [...connected])];
    const taken = requested.filter((n) => connected.has(n));
    if (!taken.length) return notPublished();
    const refused = requested.filter((n) => !connected.has(n));
    try {
      const row = await this.posts.save(
        this.posts.create({
          organizationId,
          idempotencyKey,
          text: req.text,
          mediaUrls: req.mediaUrls,
          platforms: taken,
          isVideo: req.isVideo,
          isReels: req.isReels,
          success: refused.length === 0,
          errors: refused.map((n) => `${n}: ${NO_SOCIAL_ACCOUNT}`),
          deletedAt: null,
        }),
      );
      return this.present(row);
    } catch (err) {
      // The same key published at the same time: the first row is the answer to both.
      if (!isUniqueViolation(err)) throw err;
      return this.present(await this.posts.findOneByOrFail({ organizationId, idempotencyKey }));
    }
  }

  async deletePost(organizationId: number, providerPostId: string): Promise<void> {
    const id = this.rowId(providerPostId);
    await this.posts.update({ organizationId, id }, { deletedAt: new Date() });
  }

  async postAnalytics(organizationId: number, providerPostId: string): Promise<Record<string, unknown>> {
    const row = await this.posts.findOneBy({ organizationId, id: this.rowId(providerPostId) });
    if (!row || row.deletedAt) throw new SocialRefusedError('Post not found');
    // Nobody sees a local post: every metric stays at zero.
    return Object.fromEntries(
      row.platforms.map((n) => [
        n,
        {
          id: `${localPostId(row)}-${n}`,
          postUrl: postUrl(row, n),
          analytics: { impressions: 0, likes: 0, comments: 0, shares: 0, views: 0 },
        },
      ]),
    );
  }

  private rowId(providerPostId: string): number {
    const match = /^local-(\d+)$/.exec(providerPostId);
    if (!match) throw new SocialRefusedError(`Not a local post id: '${providerPostId}'`);
    return Number(match[1]);
  }

  /** The recorded post as Ayrshare would have answered its POST /post. */
  private present(row: LocalSocialPost): SocialPublishResult {
    const id = localPostId(row);
    return {
      success: row.success,
      platforms: row.platforms,
      providerPostId: id,
      errors: row.errors,
      raw: {
        status: row.success ? 'success' : 'error',
        id,
        post: row.text,
        postIds: row.platforms.map((n) => ({
          status: 'success',
          id: `${id}-${n}`,
          postUrl: postUrl(row, n),
          platform: n,
        })),
        errors: row.errors.map((e) => {
          const [platform] = e.split(':', 1);
          return { action: 'post', status: 'error', message: NO_SOCIAL_ACCOUNT, platform };
        }),
      },
    };
  }
}

const postUrl = (row: LocalSocialPost, n: SocialAccountNetwork) =>
  `${LOCAL_SOCIAL_HOST}/${n}/organization-${row.organizationId}/posts/${row.id}`;

/** No network to post to: nothing is recorded, so the same key may publish once accounts are connected. */
function notPublished(): SocialPublishResult {
  return {
    success: false,
    platforms: [],
    providerPostId: null,
    errors: [NO_SOCIAL_ACCOUNT],
    raw: { status: 'error', errors: [{ action: 'post', status: 'error', message: NO_SOCIAL_ACCOUNT }] },
  };
}
