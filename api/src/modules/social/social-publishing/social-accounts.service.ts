import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  messages,
  type SocialAccountInfo,
  type SocialAccountNetwork,
  socialAccountNetworks,
  type SocialPostingProfile,
  socialMessages as M,
} from '@ensemble/contracts';
import type { DataSource } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import {
  SOCIAL_PROVIDER,
  type SocialAccount,
  type SocialProvider,
  SocialUnavailableError,
} from '../../../engine/providers/social/social-provider';
import { SocialPostRow } from '../social-data/social.entities';

const info = (a: SocialAccount): SocialAccountInfo => ({
  network: a.network,
  url: a.url,
  status: a.status,
  display_name: a.displayName,
});

const isNetwork = (n: string): n is SocialAccountNetwork =>
  (socialAccountNetworks as readonly string[]).includes(n);

/** The organization's social profile and connected accounts (spec 3 §2 Connected Accounts, Manage Accounts). */
@Injectable()
export class SocialAccountsService {
  private readonly logger = new Logger(SocialAccountsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SOCIAL_PROVIDER) private readonly provider: SocialProvider,
  ) {}

  /** The profile: the organization's, with its post count and the provider's accounts ('Service unavailable!'). */
  async profile(organizationId: number): Promise<SocialPostingProfile> {
    let accounts: SocialAccount[];
    try {
      accounts = await this.provider.accounts(organizationId);
    } catch (err) {
      if (err instanceof SocialUnavailableError)
        throw ApiError.detail(HttpStatus.SERVICE_UNAVAILABLE, M.serviceUnavailable);
      throw err;
    }
    const postCount = await this.dataSource.getRepository(SocialPostRow).countBy({ organizationId });
    return { id: organizationId, post_count: postCount, accounts: accounts.map(info) };
  }

  /** Manage Accounts: the provider's linking page, or null for the local provider's own dialog. */
  async manage(organizationId: number): Promise<{ url: string | null }> {
    try {
      return { url: await this.provider.manageAccountsUrl(organizationId) };
    } catch (err) {
      this.logger.warn(`manage accounts of organization ${organizationId}: ${(err as Error).message}`);
      throw ApiError.detail(HttpStatus.BAD_REQUEST, M.manageAccountsFailed);
    }
  }

  /** The local provider's connect dialog; with a real provider accounts are linked on its page (404 here). */
  async set(organizationId: number, network: string, connected: boolean): Promise<SocialAccountInfo[]> {
    if (!this.provider.setAccount || !isNetwork(network))
      throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    return (await this.provider.setAccount(organizationId, network, connected)).map(info);
  }
}
