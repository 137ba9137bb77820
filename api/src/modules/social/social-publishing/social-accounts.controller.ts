import { Body, Controller, Param } from '@nestjs/common';
import { type SocialAccountInfo, socialEndpoints, type SocialPostingProfile } from '@ensemble/contracts';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import type { Organization } from '../../platform';
import { SocialAccountsService } from './social-accounts.service';

const api = socialEndpoints.accounts;

/** The social profile and its connected accounts (spec 3 §2 Connected Accounts panel, 'Manage Accounts'). */
@Controller()
export class SocialAccountsController {
  constructor(private readonly accounts: SocialAccountsService) {}

  @Endpoint(api.profile)
  profile(@CurrentOrganization() org: Organization): Promise<SocialPostingProfile> {
    return this.accounts.profile(org.id);
  }

  @Endpoint(api.manage)
  manage(@CurrentOrganization() org: Organization): Promise<{ url: string | null }> {
    return this.accounts.manage(org.id);
  }

  @Endpoint(api.set)
  set(
    @CurrentOrganization() org: Organization,
    @Param('network') network: string,
    @Body() body: { connected: boolean },
  ): Promise<SocialAccountInfo[]> {
    return this.accounts.set(org.id, network, body.connected);
  }
}
