import { Body, Controller, Param, Query } from '@nestjs/common';
import {
  type Paginated,
  type SocialPost,
  socialEndpoints,
  type SocialUrl,
  type SocialUrlInput,
  type SocialUrlOption,
} from '@ensemble/contracts';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { idPipe } from '../../../engine/http/params';
import { CurrentOrganization, CurrentUser } from '../../../engine/tenancy/access.decorators';
import type { Organization, User } from '../../platform';
import { SocialUrlsService, type UrlsQuery } from './social-urls.service';

const api = socialEndpoints.urls;

/** The URL list (spec 3 §2 /rhapsody/social/{org}), the import screen and the post form's URL select. */
@Controller()
export class SocialUrlsController {
  constructor(private readonly urls: SocialUrlsService) {}

  @Endpoint(api.list)
  list(@CurrentOrganization() org: Organization, @Query() q: UrlsQuery): Promise<Paginated<SocialUrl>> {
    return this.urls.list(org.id, q);
  }

  @Endpoint(api.options)
  options(@CurrentOrganization() org: Organization): Promise<SocialUrlOption[]> {
    return this.urls.options(org.id);
  }

  @Endpoint(api.create)
  create(@CurrentOrganization() org: Organization, @Body() body: SocialUrlInput): Promise<SocialUrl> {
    return this.urls.create(org.id, body);
  }

  @Endpoint(api.import)
  import(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Body() body: { url: string },
  ): Promise<{ url: SocialUrl; post: SocialPost | null }> {
    return this.urls.import(org.id, user.id, body.url);
  }

  @Endpoint(api.bulkDelete)
  bulkDelete(
    @CurrentOrganization() org: Organization,
    @Body() body: { ids: number[] },
  ): Promise<{ deleted: number }> {
    return this.urls.bulkRemove(org.id, body.ids);
  }

  @Endpoint(api.get)
  get(@CurrentOrganization() org: Organization, @Param('urlId', idPipe) urlId: number): Promise<SocialUrl> {
    return this.urls.get(org.id, urlId);
  }

  @Endpoint(api.update)
  update(
    @CurrentOrganization() org: Organization,
    @Param('urlId', idPipe) urlId: number,
    @Body() body: SocialUrlInput,
  ): Promise<SocialUrl> {
    return this.urls.update(org.id, urlId, body);
  }

  @Endpoint(api.delete)
  remove(@CurrentOrganization() org: Organization, @Param('urlId', idPipe) urlId: number): Promise<void> {
    return this.urls.remove(org.id, urlId);
  }
}
