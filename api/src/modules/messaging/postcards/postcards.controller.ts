import { Body, Controller, Param, Query } from '@nestjs/common';
import {
  type CheckGroupsInput,
  type CheckGroupsResult,
  oneTimePaySchema,
  type PostcardOrder,
  postcardOrdersQuerySchema,
  type PostcardOrdersPage,
  type PostcardProof,
  postcardsEndpoints as api,
  type PostcardTemplate,
} from '@ensemble/contracts';
import type { InferType } from 'yup';
import { CurrentOrganization, CurrentUser } from '../../../engine/tenancy/access.decorators';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import type { Organization, User } from '../../platform';
import { PostcardsService } from './postcards.service';
import { idPipe } from '../../../engine/http/params';

/** Spec 2 §7 'Post cards', at the spec's paths. */
@Controller()
export class PostcardsController {
  constructor(private readonly postcards: PostcardsService) {}

  @Endpoint(api.templates)
  templates(@CurrentOrganization() org: Organization): Promise<PostcardTemplate[]> {
    return this.postcards.templates(org.id);
  }

  @Endpoint(api.orders)
  orders(
    @CurrentOrganization() org: Organization,
    @Query() q: InferType<typeof postcardOrdersQuerySchema>,
  ): Promise<PostcardOrdersPage> {
    return this.postcards.list(org.id, q.page, q.per_page);
  }

  @Endpoint(api.checkGroups)
  checkGroups(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Param('templateId', idPipe) templateId: number,
    @Body() body: CheckGroupsInput,
  ): Promise<CheckGroupsResult> {
    return this.postcards.checkGroups(org, user.id, templateId, body);
  }

  @Endpoint(api.proof)
  proof(
    @CurrentOrganization() org: Organization,
    @Param('templateId', idPipe) templateId: number,
  ): Promise<PostcardProof> {
    return this.postcards.proof(org.id, templateId);
  }

  @Endpoint(api.pay)
  pay(
    @CurrentOrganization() org: Organization,
    @Body() body: InferType<typeof oneTimePaySchema>,
  ): Promise<PostcardOrder> {
    return this.postcards.pay(org, body.order_id);
  }
}
