import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AddonPurchase,
  billingConstants,
  billingMessages,
  billingPaths,
  type BillingProduct,
  buyAddonSchema,
  type Paginated,
} from '@ensemble/contracts';
import * as yup from 'yup';
import type { InferType } from 'yup';
import { CurrentOrganization, OwnerOnly, TenantRoute } from '../../../engine/tenancy/access.decorators';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { ApiYupBody, ApiYupQuery } from '../../../engine/http/openapi/yup-openapi';
import type { Organization } from '../../platform';
import { AddonsService } from './addons.service';
import { BillingService } from './billing.service';
import { OrgIdParam } from '../../../engine/http/params';
import { tail, X } from './billing-route';

const purchasesQuerySchema = yup.object({
  page: yup.number().integer().min(1).default(1),
  per_page: yup.number().integer().min(1).max(100).default(billingConstants.addonPurchasesPageSize),
});

@ApiTags('billing')
@Controller('addons')
export class AddonsController {
  constructor(
    private readonly billing: BillingService,
    private readonly addons: AddonsService,
  ) {}

  @Get(tail('addons', billingPaths.addonProducts(X)))
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'Add-on products' })
  async products(): Promise<{ results: BillingProduct[] }> {
    return { results: await this.billing.products(['addon']) };
  }

  @Get(tail('addons', billingPaths.addonPurchases(X)))
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'Add-ons bought, newest first' })
  @ApiYupQuery(purchasesQuerySchema)
  purchases(
    @CurrentOrganization() org: Organization,
    @Query(new YupPipe(purchasesQuerySchema)) q: InferType<typeof purchasesQuerySchema>,
  ): Promise<Paginated<AddonPurchase>> {
    return this.addons.purchases(org.id, q.page, q.per_page);
  }

  @Post(tail('addons', billingPaths.addonBuy(X)))
  @OwnerOnly()
  @OrgIdParam()
  @ApiOperation({ summary: `Buy an add-on (charged at once); 402 '${billingMessages.unableToBuyAddon}'` })
  @ApiYupBody(buyAddonSchema)
  buy(
    @CurrentOrganization() org: Organization,
    @Body(new YupPipe(buyAddonSchema)) body: InferType<typeof buyAddonSchema>,
  ): Promise<AddonPurchase> {
    return this.addons.buyAddon(org, body);
  }
}
