import { Body, Controller, Param } from '@nestjs/common';
import { type SocialPost, socialEndpoints } from '@ensemble/contracts';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { idPipe } from '../../../engine/http/params';
import { CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import type { Organization } from '../../platform';
import { SocialPostLifecycleService } from './social-post-lifecycle.service';

const api = socialEndpoints.posts;

/** A post's Post now, queue and schedule (spec 3 §4 Post lifecycle), under its URL. */
@Controller()
export class SocialPostLifecycleController {
  constructor(private readonly lifecycle: SocialPostLifecycleService) {}

  @Endpoint(api.postNow)
  postNow(
    @CurrentOrganization() org: Organization,
    @Param('urlId', idPipe) urlId: number,
    @Param('postId', idPipe) postId: number,
  ): Promise<SocialPost> {
    return this.lifecycle.postNow(org.id, urlId, postId);
  }

  @Endpoint(api.queue)
  queue(
    @CurrentOrganization() org: Organization,
    @Param('urlId', idPipe) urlId: number,
    @Param('postId', idPipe) postId: number,
  ): Promise<SocialPost> {
    return this.lifecycle.queue(org.id, urlId, postId);
  }

  @Endpoint(api.unqueue)
  unqueue(
    @CurrentOrganization() org: Organization,
    @Param('urlId', idPipe) urlId: number,
    @Param('postId', idPipe) postId: number,
  ): Promise<SocialPost & { warning: string | null }> {
    return this.lifecycle.unqueue(org.id, urlId, postId);
  }

  @Endpoint(api.schedule)
  schedule(
    @CurrentOrganization() org: Organization,
    @Param('urlId', idPipe) urlId: number,
    @Param('postId', idPipe) postId: number,
    @Body() body: { date: Date },
  ): Promise<SocialPost> {
    return this.lifecycle.schedule(org.id, urlId, postId, body.date);
  }

  @Endpoint(api.cancelSchedule)
  cancelSchedule(
    @CurrentOrganization() org: Organization,
    @Param('urlId', idPipe) urlId: number,
    @Param('postId', idPipe) postId: number,
  ): Promise<SocialPost> {
    return this.lifecycle.cancelSchedule(org.id, urlId, postId);
  }
}
