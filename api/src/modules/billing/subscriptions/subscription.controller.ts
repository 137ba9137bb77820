import { Body, Controller, HttpStatus, Res } from '@nestjs/common';
import {
  type BillingInterval,
  billingEndpoints as api,
  type BillingProduct,
  type CreateSubscription,
  type InvoicePreview,
  type PlanUsage,
  type Subscription,
  type SwitchSubscription,
} from '@ensemble/contracts';
import type { FastifyReply } from 'fastify';
import { CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import type { Organization } from '../../platform';
import { BillingCustomersService } from './billing-customers.service';
import { BillingService } from './billing.service';

@Controller()
export class SubscriptionController {
  constructor(
    private readonly billing: BillingService,
    private readonly customers: BillingCustomersService,
  ) {}

  @Endpoint(api.plans)
  async plans(): Promise<{ results: BillingProduct[] }> {
    return { results: await this.billing.products(['plan', 'seat']) };
  }

  @Endpoint(api.subscription)
  async get(@CurrentOrganization() org: Organization, @Res({ passthrough: true }) res: FastifyReply) {
    const sub = await this.billing.subscription(org);
    if (!sub) res.status(HttpStatus.NO_CONTENT);
    return sub ?? undefined;
  }

  @Endpoint(api.subscribe)
  create(@CurrentOrganization() org: Organization, @Body() body: CreateSubscription): Promise<Subscription> {
    return this.billing.create(org, body);
  }

  @Endpoint(api.setupIntent)
  setupIntent(@CurrentOrganization() org: Organization) {
    return this.customers.setupIntent(org);
  }

  @Endpoint(api.switchPlan)
  switchPlan(
    @CurrentOrganization() org: Organization,
    @Body() body: SwitchSubscription,
  ): Promise<Subscription> {
    return this.billing.switchPlan(org, body);
  }

  @Endpoint(api.previewCycle)
  previewCycle(
    @CurrentOrganization() org: Organization,
    @Body() body: { interval: BillingInterval },
  ): Promise<InvoicePreview> {
    return this.billing.previewCycle(org, body.interval);
  }

  @Endpoint(api.changeCycle)
  changeCycle(
    @CurrentOrganization() org: Organization,
    @Body() body: { interval: BillingInterval },
  ): Promise<Subscription> {
    return this.billing.changeCycle(org, body.interval);
  }

  @Endpoint(api.seats)
  seats(@CurrentOrganization() org: Organization, @Body() body: { quantity: number }): Promise<Subscription> {
    return this.billing.seats(org, body.quantity);
  }

  @Endpoint(api.usage)
  usage(@CurrentOrganization() org: Organization): Promise<PlanUsage> {
    return this.billing.usage(org.id);
  }
}
