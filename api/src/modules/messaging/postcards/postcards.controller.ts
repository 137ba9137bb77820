import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  type CheckGroupsInput,
  type CheckGroupsResult,
  checkGroupsSchema,
  oneTimePaySchema,
  type PostcardOrder,
  postcardOrdersQuerySchema,
  type PostcardOrdersPage,
  type PostcardProof,
  postcardsConstants,
  postcardsMessages,
  type PostcardTemplate,
} from '@ensemble/contracts';
import type { InferType } from 'yup';
import { CurrentOrganization, CurrentUser, TenantRoute } from '../../../engine/tenancy/access.decorators';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { ApiYupBody, ApiYupQuery } from '../../../engine/http/openapi/yup-openapi';
import type { Organization, User } from '../../platform';
import { PostcardsService } from './postcards.service';
import { idPipe } from '../../../engine/http/params';

/** Spec 2 §7 'Post cards', at the spec's paths. */
@ApiTags('post cards')
@Controller()
export class PostcardsController {
  constructor(private readonly postcards: PostcardsService) {}

  @Get('organization/:orgId/postcard-mania/')
  @TenantRoute()
  @ApiParam({ name: 'orgId', type: 'integer' })
  @ApiOperation({ summary: 'The organization’s post card designs (templates)' })
  templates(@CurrentOrganization() org: Organization): Promise<PostcardTemplate[]> {
    return this.postcards.templates(org.id);
  }

  @Get('organization/:orgId/postcard-mania/get_orders/')
  @TenantRoute()
  @ApiParam({ name: 'orgId', type: 'integer' })
  @ApiOperation({ summary: 'The organization’s post card orders, newest first, statuses refreshed' })
  @ApiYupQuery(postcardOrdersQuerySchema)
  orders(
    @CurrentOrganization() org: Organization,
    @Query(new YupPipe(postcardOrdersQuerySchema)) q: InferType<typeof postcardOrdersQuerySchema>,
  ): Promise<PostcardOrdersPage> {
    return this.postcards.list(org.id, q.page, q.per_page);
  }

  @Post('organization/:orgId/postcard-mania/:templateId/check_groups/')
  @TenantRoute()
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'orgId', type: 'integer' })
  @ApiParam({ name: 'templateId', type: 'integer' })
  @ApiOperation({
    summary:
      'Eligible recipients and prices for the chosen receivers; with make_order, places (or updates) an order',
    description:
      'Recipients are the organization’s contacts with an address in any chosen bucket, opportunity list or tag, ' +
      `less lead_cutoff. make_order needs price_id ('${postcardsMessages.selectSize}') and at least ` +
      `${postcardsConstants.minRecipients} recipients. 404 for a template, list, tag or order of another organization.`,
  })
  @ApiYupBody(checkGroupsSchema)
  checkGroups(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Param('templateId', idPipe) templateId: number,
    @Body(new YupPipe(checkGroupsSchema)) body: InferType<typeof checkGroupsSchema>,
  ): Promise<CheckGroupsResult> {
    return this.postcards.checkGroups(org, user.id, templateId, body as CheckGroupsInput);
  }

  @Get('organization/:orgId/postcard-mania/:templateId/generate_proof/')
  @TenantRoute()
  @ApiParam({ name: 'orgId', type: 'integer' })
  @ApiParam({ name: 'templateId', type: 'integer' })
  @ApiOperation({ summary: 'Front and back of the design, as image URLs' })
  proof(
    @CurrentOrganization() org: Organization,
    @Param('templateId', idPipe) templateId: number,
  ): Promise<PostcardProof> {
    return this.postcards.proof(org.id, templateId);
  }

  @Post('payment-method/:orgId/one-time-pay/')
  @TenantRoute()
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'orgId', type: 'integer' })
  @ApiOperation({
    summary: 'Pays a post card order with the organization’s card; the order moves to Processing',
    description: `400 '${postcardsMessages.notPayable}' for an order not waiting for payment; 402 '${postcardsMessages.paymentFailed}' when the charge fails (the order is then Failed Payment and can be paid again).`,
  })
  @ApiYupBody(oneTimePaySchema)
  pay(
    @CurrentOrganization() org: Organization,
    @Body(new YupPipe(oneTimePaySchema)) body: InferType<typeof oneTimePaySchema>,
  ): Promise<PostcardOrder> {
    return this.postcards.pay(org, body.order_id);
  }
}
