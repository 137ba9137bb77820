import { Body, Controller, Query } from '@nestjs/common';
import {
  type AddonPurchase,
  billingEndpoints as api,
  type BillingProduct,
  type BuyAddon,
  type Paginated,
} from '@ensemble/contracts';
import { CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import type { Organization } from '../../platform';
import { AddonsService } from './addons.service';
import { BillingService } from './billing.service';

@Controller()
export class AddonsController {
  constructor(
    private readonly billing: BillingService,
    private readonly addons: AddonsService,
  ) {}

  @Endpoint(api.addonProducts)
  async products(): Promise<{ results: BillingProduct[] }> {
    return { results: await this.billing.products(['addon']) };
  }

  @Endpoint(api.addonPurchases)
  purchases(
    @CurrentOrganization() org: Organization,
    @Query() q: { page: number; per_page: number },
  ): Promise<Paginated<AddonPurchase>> {
    return this.addons.purchases(org.id, q.page, q.per_page);
  }

  @Endpoint(api.addonBuy)
  buy(@CurrentOrganization() org: Organization, @Body() body: BuyAddon): Promise<AddonPurchase> {
    return this.addons.buyAddon(org, body);
  }
}
