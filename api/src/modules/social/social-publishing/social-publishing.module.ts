import { Module } from '@nestjs/common';
import { SocialProviderModule } from '../../../engine/providers/social/social-provider.module';
import { SettingsModule } from '../../contacts';
import { SocialPostsModule } from '../social-posts/social-posts.module';
import { SocialAccountsController } from './social-accounts.controller';
import { SocialAccountsService } from './social-accounts.service';
import { SocialCalendarService } from './social-calendar.service';
import { SocialCampaignController } from './social-campaign.controller';
import { SocialCampaignService } from './social-campaign.service';
import { SocialCampaignTick } from './social-campaign.tick';
import { SocialPostLifecycleController } from './social-post-lifecycle.controller';
import { SocialPostLifecycleService } from './social-post-lifecycle.service';
import { SocialPostLogsService } from './social-post-logs.service';
import { SocialPublishJob } from './social-publish.job';

/**
 * Publishing (issue 21): Post now, schedules and the campaign's slots as publication rows the publish job works
 * exactly once, the campaign and its per-minute tick, the post logs, the calendar and the connected accounts.
 */
@Module({
  imports: [SocialProviderModule, SettingsModule, SocialPostsModule],
  controllers: [SocialPostLifecycleController, SocialCampaignController, SocialAccountsController],
  providers: [
    SocialAccountsService,
    SocialCalendarService,
    SocialCampaignService,
    SocialCampaignTick,
    SocialPostLifecycleService,
    SocialPostLogsService,
    SocialPublishJob,
  ],
  exports: [SocialCampaignService, SocialCampaignTick, SocialPublishJob],
})
export class SocialPublishingModule {}
