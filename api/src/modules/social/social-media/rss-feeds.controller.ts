import { Body, Controller, Param, Query } from '@nestjs/common';
import { type Paginated, socialEndpoints, type SocialRssFeed } from '@ensemble/contracts';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import type { PageQuery } from '../../../engine/http/pagination';
import { idPipe } from '../../../engine/http/params';
import { CurrentOrganization, CurrentUser } from '../../../engine/tenancy/access.decorators';
import type { Organization, User } from '../../platform';
import { RssFeedsService } from './rss-feeds.service';

const api = socialEndpoints.rss;

/** Spec 3 §7: /{orgId}/rss-scheduler/, the RSS feeds of the campaign settings (/tempo/social-setup). */
@Controller()
export class RssFeedsController {
  constructor(private readonly feeds: RssFeedsService) {}

  @Endpoint(api.list)
  list(@CurrentOrganization() org: Organization, @Query() q: PageQuery): Promise<Paginated<SocialRssFeed>> {
    return this.feeds.list(org.id, q);
  }

  @Endpoint(api.create)
  create(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Body() body: { feed_url: string },
  ): Promise<SocialRssFeed> {
    return this.feeds.create(org.id, user.id, body.feed_url);
  }

  @Endpoint(api.unread)
  unread(@CurrentOrganization() org: Organization): Promise<{ unread: number }> {
    return this.feeds.unread(org.id);
  }

  @Endpoint(api.cancel)
  cancel(
    @CurrentOrganization() org: Organization,
    @Body() body: { job_id: string },
  ): Promise<{ cancelled: boolean }> {
    return this.feeds.cancel(org.id, body.job_id);
  }

  @Endpoint(api.updateStatus)
  updateStatus(
    @CurrentOrganization() org: Organization,
    @Param('feedId', idPipe) id: number,
    @Body() body: { status: boolean },
  ): Promise<SocialRssFeed> {
    return this.feeds.updateStatus(org.id, id, body.status);
  }

  @Endpoint(api.get)
  get(@CurrentOrganization() org: Organization, @Param('feedId', idPipe) id: number): Promise<SocialRssFeed> {
    return this.feeds.get(org.id, id);
  }

  @Endpoint(api.delete)
  delete(@CurrentOrganization() org: Organization, @Param('feedId', idPipe) id: number): Promise<void> {
    return this.feeds.delete(org.id, id);
  }

  @Endpoint(api.clear)
  clear(
    @CurrentOrganization() org: Organization,
    @Param('feedId', idPipe) id: number,
    @Body() body: { posts: number[] },
  ): Promise<{ cleared: number }> {
    return this.feeds.clear(org.id, id, body.posts);
  }
}
