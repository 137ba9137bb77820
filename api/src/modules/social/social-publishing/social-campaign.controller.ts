import { Body, Controller, Query } from '@nestjs/common';
import {
  type Paginated,
  type SocialCalendarEntry,
  type SocialCampaign,
  type SocialCampaignPatch,
  socialEndpoints,
  type SocialPostLog,
} from '@ensemble/contracts';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import type { Organization } from '../../platform';
import { SocialCalendarService } from './social-calendar.service';
import { SocialCampaignService } from './social-campaign.service';
import { type PostLogsQuery, SocialPostLogsService } from './social-post-logs.service';

/** The campaign settings, the campaign calendar and the post logs (spec 3 §2 Social, §7 calendar and post-results). */
@Controller()
export class SocialCampaignController {
  constructor(
    private readonly campaigns: SocialCampaignService,
    private readonly calendar: SocialCalendarService,
    private readonly logs: SocialPostLogsService,
  ) {}

  @Endpoint(socialEndpoints.campaign.get)
  get(@CurrentOrganization() org: Organization): Promise<SocialCampaign> {
    return this.campaigns.get(org.id);
  }

  @Endpoint(socialEndpoints.campaign.update)
  update(
    @CurrentOrganization() org: Organization,
    @Body() body: SocialCampaignPatch,
  ): Promise<SocialCampaign> {
    return this.campaigns.update(org.id, body);
  }

  @Endpoint(socialEndpoints.calendar)
  month(
    @CurrentOrganization() org: Organization,
    @Query() q: { year: number; month: number },
  ): Promise<SocialCalendarEntry[]> {
    return this.calendar.month(org.id, q.year, q.month);
  }

  @Endpoint(socialEndpoints.postLogs)
  postLogs(
    @CurrentOrganization() org: Organization,
    @Query() q: PostLogsQuery,
  ): Promise<Paginated<SocialPostLog>> {
    return this.logs.list(org.id, q);
  }
}
