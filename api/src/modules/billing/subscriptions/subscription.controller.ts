import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  billingCycleSchema,
  billingMessages,
  billingPaths,
  type BillingProduct,
  createSubscriptionSchema,
  type InvoicePreview,
  type PlanUsage,
  seatsSchema,
  type Subscription,
  switchSubscriptionSchema,
} from '@ensemble/contracts';
import type { Response } from 'express';
import type { InferType } from 'yup';
import {
  Authenticated,
  CurrentOrganization,
  OwnerOnly,
  TenantRoute,
} from '../../../engine/tenancy/access.decorators';
import { underController } from '../../../engine/http/controller-path';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { ApiYupBody } from '../../../engine/http/openapi/yup-openapi';
import type { Organization } from '../../platform';
import { BillingCustomersService } from './billing-customers.service';
import { BillingService } from './billing.service';
import { OrgIdParam } from '../../../engine/http/params';
import { tail, X } from './billing-route';

@ApiTags('billing')
@Controller('subscription')
export class SubscriptionController {
  constructor(
    private readonly billing: BillingService,
    private readonly customers: BillingCustomersService,
  ) {}

  @Get(underController('subscription', billingPaths.plans))
  @Authenticated()
  @ApiOperation({ summary: "Plans and the 'User Seat' product" })
  async plans(): Promise<{ results: BillingProduct[] }> {
    return { results: await this.billing.products(['plan', 'seat']) };
  }

  @Get(tail('subscription', billingPaths.subscription(X)))
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'The current subscription; 204 when the organization never subscribed' })
  async get(@CurrentOrganization() org: Organization, @Res({ passthrough: true }) res: Response) {
    const sub = await this.billing.subscription(org);
    if (!sub) res.status(HttpStatus.NO_CONTENT);
    return sub ?? undefined;
  }

  @Post(tail('subscription', billingPaths.subscription(X)))
  @OwnerOnly()
  @OrgIdParam()
  @ApiOperation({ summary: 'Subscribe (charges the saved card at once; declined = status incomplete)' })
  @ApiYupBody(createSubscriptionSchema)
  create(
    @CurrentOrganization() org: Organization,
    @Body(new YupPipe(createSubscriptionSchema)) body: InferType<typeof createSubscriptionSchema>,
  ): Promise<Subscription> {
    return this.billing.create(org, body);
  }

  @Post(tail('subscription', billingPaths.setupIntent(X)))
  @OwnerOnly()
  @OrgIdParam()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'A setup intent for the card form: { results: { client_secret } }' })
  setupIntent(@CurrentOrganization() org: Organization) {
    return this.customers.setupIntent(org);
  }

  @Put(tail('subscription', billingPaths.switchPlan(X)))
  @OwnerOnly()
  @OrgIdParam()
  @ApiOperation({ summary: 'Switch plan (prorated, charged now)' })
  @ApiYupBody(switchSubscriptionSchema)
  switchPlan(
    @CurrentOrganization() org: Organization,
    @Body(new YupPipe(switchSubscriptionSchema)) body: InferType<typeof switchSubscriptionSchema>,
  ): Promise<Subscription> {
    return this.billing.switchPlan(org, body);
  }

  @Post(tail('subscription', billingPaths.previewCycle(X)))
  @OwnerOnly()
  @OrgIdParam()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'What changing the billing cycle would charge now' })
  @ApiYupBody(billingCycleSchema)
  previewCycle(
    @CurrentOrganization() org: Organization,
    @Body(new YupPipe(billingCycleSchema)) body: InferType<typeof billingCycleSchema>,
  ): Promise<InvoicePreview> {
    return this.billing.previewCycle(org, body.interval as 'month' | 'year');
  }

  @Post(tail('subscription', billingPaths.changeCycle(X)))
  @OwnerOnly()
  @OrgIdParam()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Change the billing cycle (a new period starts now)' })
  @ApiYupBody(billingCycleSchema)
  changeCycle(
    @CurrentOrganization() org: Organization,
    @Body(new YupPipe(billingCycleSchema)) body: InferType<typeof billingCycleSchema>,
  ): Promise<Subscription> {
    return this.billing.changeCycle(org, body.interval as 'month' | 'year');
  }

  @Put(tail('subscription', billingPaths.seats(X)))
  @OwnerOnly()
  @OrgIdParam()
  @ApiOperation({ summary: `Extra seats; 400 '${billingMessages.removeUsersFirst}' below the used seats` })
  @ApiYupBody(seatsSchema)
  seats(
    @CurrentOrganization() org: Organization,
    @Body(new YupPipe(seatsSchema)) body: InferType<typeof seatsSchema>,
  ): Promise<Subscription> {
    return this.billing.seats(org, body.quantity);
  }

  @Get(tail('subscription', billingPaths.usage(X)))
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'Limits (plan + seats + add-ons) and what is used' })
  usage(@CurrentOrganization() org: Organization): Promise<PlanUsage> {
    return this.billing.usage(org.id);
  }
}
