import { Body, Controller, Param, Query } from '@nestjs/common';
import {
  type Paginated,
  type SocialPost,
  type SocialPostInput,
  socialEndpoints,
  type SocialTemplate,
} from '@ensemble/contracts';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { idPipe } from '../../../engine/http/params';
import { CurrentOrganization, CurrentUser } from '../../../engine/tenancy/access.decorators';
import type { Organization, User } from '../../platform';
import { type PostsQuery, SocialPostsService } from './social-posts.service';

const api = socialEndpoints.posts;

/** A URL's posts (spec 3 §2 /rhapsody/social/{org}/posts/{urlId}, the create and edit forms, the post preview). */
@Controller()
export class SocialPostsController {
  constructor(private readonly posts: SocialPostsService) {}

  @Endpoint(api.list)
  list(
    @CurrentOrganization() org: Organization,
    @Param('urlId', idPipe) urlId: number,
    @Query() q: PostsQuery,
  ): Promise<Paginated<SocialPost>> {
    return this.posts.list(org.id, urlId, q);
  }

  @Endpoint(api.create)
  create(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Param('urlId', idPipe) urlId: number,
    @Body() body: SocialPostInput,
  ): Promise<SocialPost> {
    return this.posts.create(org.id, urlId, user.id, body);
  }

  @Endpoint(api.get)
  get(
    @CurrentOrganization() org: Organization,
    @Param('urlId', idPipe) urlId: number,
    @Param('postId', idPipe) postId: number,
  ): Promise<SocialPost> {
    return this.posts.get(org.id, urlId, postId);
  }

  @Endpoint(api.update)
  update(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Param('urlId', idPipe) urlId: number,
    @Param('postId', idPipe) postId: number,
    @Body() body: SocialPostInput,
  ): Promise<SocialPost> {
    return this.posts.update(org.id, urlId, postId, user.id, body);
  }

  @Endpoint(api.delete)
  remove(
    @CurrentOrganization() org: Organization,
    @Param('urlId', idPipe) urlId: number,
    @Param('postId', idPipe) postId: number,
  ): Promise<void> {
    return this.posts.remove(org.id, urlId, postId);
  }

  @Endpoint(api.addToLibrary)
  addToLibrary(
    @CurrentOrganization() org: Organization,
    @Param('urlId', idPipe) urlId: number,
    @Param('postId', idPipe) postId: number,
  ): Promise<SocialTemplate> {
    return this.posts.addToLibrary(org.id, urlId, postId);
  }

  @Endpoint(api.hashtags)
  hashtags(@Body() body: { content: string }): { content: string } {
    return this.posts.hashtags(body.content);
  }
}
