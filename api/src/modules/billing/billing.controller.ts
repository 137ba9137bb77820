import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  Inject,
  Param,
  Post,
  Put,
  Query,
  type RawBodyRequest,
  Req,
  Res,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AddonPurchase,
  billingConstants,
  billingCycleSchema,
  billingMessages,
  billingPaths,
  type BillingProduct,
  buyAddonSchema,
  type Card,
  type CouponCheck,
  couponCheckSchema,
  createSubscriptionSchema,
  type Invoice,
  type InvoicePreview,
  messages,
  type Paginated,
  type PaymentsConfig,
  type PlanUsage,
  savePaymentMethodSchema,
  seatsSchema,
  type Subscription,
  switchSubscriptionSchema,
} from '@ensemble/contracts';
import type { Request, Response } from 'express';
import * as yup from 'yup';
import type { InferType } from 'yup';
import { ValidationError } from 'yup';
import { toFieldErrors } from '@ensemble/contracts';
import {
  Authenticated,
  CurrentOrganization,
  CurrentUser,
  OwnerOnly,
  Public,
  TenantRoute,
} from '../../common/access/access.decorators';
import { ApiError } from '../../common/http/api-error';
import { underController } from '../../common/http/controller-path';
import { YupPipe } from '../../common/http/yup.pipe';
import { ApiYupBody, ApiYupQuery } from '../../common/openapi/yup-openapi';
import { LocalPaymentsProvider } from '../../providers/payments/local/local-payments.provider';
import {
  CardDeclinedError,
  PAYMENTS_PROVIDER,
  type PaymentsProvider,
  WebhookSignatureError,
} from '../../providers/payments/payments-provider';
import type { Organization } from '../organizations/organization.entity';
import { OrganizationsService } from '../organizations/organizations.service';
import type { User } from '../users/user.entity';
import { BillingEventsService } from './billing-events.service';
import { BillingService } from './billing.service';
import { OrgIdParam } from '../../common/http/params';

const X = 0; // placeholder org id: paths are derived from the contract with ':orgId' substituted below
const tail = (prefix: string, contractPath: string) =>
  underController(prefix, contractPath.replace(`/${X}/`, '/:orgId/'));

const pageSchema = yup.object({ page: yup.number().integer().min(1).default(1) });
const purchasesQuerySchema = yup.object({
  page: yup.number().integer().min(1).default(1),
  per_page: yup.number().integer().min(1).max(100).default(billingConstants.addonPurchasesPageSize),
});
const localConfirmSchema = yup.object({
  client_secret: yup.string().required(),
  card: yup
    .object({
      number: yup.string().default(''),
      exp_month: yup.number().integer().default(0),
      exp_year: yup.number().integer().default(0),
      cvc: yup.string().default(''),
    })
    .required(),
});

@ApiTags('billing')
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly billing: BillingService,
    @Inject(PAYMENTS_PROVIDER) private readonly provider: PaymentsProvider,
    private readonly local: LocalPaymentsProvider,
    private readonly organizations: OrganizationsService,
  ) {}

  @Get(underController('payments', billingPaths.config))
  @Authenticated()
  @ApiOperation({ summary: 'Which payments provider takes cards, and Stripe’s publishable key' })
  config(): PaymentsConfig {
    return this.billing.paymentsConfig();
  }

  @Post(underController('payments', billingPaths.localConfirmSetup))
  @Authenticated()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Local provider only (stands in for Stripe.js): confirm a setup intent with a card',
    description: `404 with another provider; 400 card field errors; 402 '${billingMessages.cardDeclined}'`,
  })
  @ApiYupBody(localConfirmSchema)
  async confirmLocal(
    @CurrentUser() user: User,
    @Body(new YupPipe(localConfirmSchema)) body: InferType<typeof localConfirmSchema>,
  ): Promise<{ payment_method: string }> {
    const notFound = ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    if (this.provider !== this.local) throw notFound;
    const intent = await this.local.findSetupIntent(body.client_secret);
    if (!intent || !(await this.organizations.membershipOf(intent.organizationId, user.id))) throw notFound;
    try {
      return { payment_method: await this.local.confirmSetupIntent(body.client_secret, body.card) };
    } catch (err) {
      if (ValidationError.isError(err)) throw new ApiError(HttpStatus.BAD_REQUEST, toFieldErrors(err));
      if (err instanceof CardDeclinedError) {
        throw ApiError.detail(HttpStatus.PAYMENT_REQUIRED, billingMessages.cardDeclined);
      }
      throw err;
    }
  }
}

@ApiTags('billing')
@Controller('subscription')
export class SubscriptionController {
  constructor(private readonly billing: BillingService) {}

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
    return this.billing.setupIntent(org);
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

@ApiTags('billing')
@Controller('payment-method')
export class PaymentMethodController {
  constructor(private readonly billing: BillingService) {}

  @Get(tail('payment-method', billingPaths.paymentMethod(X)))
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: `The saved card; 404 '${billingMessages.unableToGetPaymentMethod}'` })
  card(@CurrentOrganization() org: Organization): Promise<Card> {
    return this.billing.card(org);
  }

  @Post(tail('payment-method', billingPaths.paymentMethod(X)))
  @OwnerOnly()
  @OrgIdParam()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Save a confirmed payment method as the default card' })
  @ApiYupBody(savePaymentMethodSchema)
  save(
    @CurrentOrganization() org: Organization,
    @Body(new YupPipe(savePaymentMethodSchema)) body: InferType<typeof savePaymentMethodSchema>,
  ): Promise<Card> {
    return this.billing.savePaymentMethod(org, body.stripe_payment_method_id);
  }

  @Get(tail('payment-method', billingPaths.invoices(X)))
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'Invoices, newest first, 5 per page' })
  @ApiYupQuery(pageSchema)
  invoices(
    @CurrentOrganization() org: Organization,
    @Query(new YupPipe(pageSchema)) q: InferType<typeof pageSchema>,
  ): Promise<Paginated<Invoice>> {
    return this.billing.invoices(org, q.page, billingConstants.invoicesPageSize);
  }

  @Post(tail('payment-method', billingPaths.invoiceRetry(X, ':invoiceId')))
  @OwnerOnly()
  @OrgIdParam()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: `Pay an open invoice again; 402 '${billingMessages.cardDeclined}'` })
  retry(@CurrentOrganization() org: Organization, @Param('invoiceId') invoiceId: string): Promise<Invoice> {
    return this.billing.retryInvoice(org, invoiceId);
  }

  @Get(tail('payment-method', billingPaths.invoicePdf(X, ':invoiceId')))
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'The invoice PDF (local: application/pdf; Stripe: a redirect)' })
  async pdf(
    @CurrentOrganization() org: Organization,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const out = await this.billing.invoicePdf(org, String(req.params.invoiceId));
    if ('url' in out) {
      res.redirect(HttpStatus.FOUND, out.url);
      return;
    }
    res
      .status(HttpStatus.OK)
      .type('application/pdf')
      .setHeader('Content-Disposition', `inline; filename="invoice-${String(req.params.invoiceId)}.pdf"`)
      .send(out.pdf);
  }
}

@ApiTags('billing')
@Controller('coupon')
export class CouponController {
  constructor(private readonly billing: BillingService) {}

  @Post(underController('coupon', billingPaths.couponCheck))
  @Authenticated()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: "A promotion code's coupon; data.data is empty when unknown, invalid or not for the product",
  })
  @ApiYupBody(couponCheckSchema)
  check(
    @Body(new YupPipe(couponCheckSchema)) body: InferType<typeof couponCheckSchema>,
  ): Promise<CouponCheck> {
    return this.billing.couponCheck(body.code, body.product);
  }
}

@ApiTags('billing')
@Controller('addons')
export class AddonsController {
  constructor(private readonly billing: BillingService) {}

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
    return this.billing.purchases(org.id, q.page, q.per_page);
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
    return this.billing.buyAddon(org, body);
  }
}

@ApiTags('billing')
@Controller('stripe')
export class StripeWebhookController {
  constructor(
    @Inject(PAYMENTS_PROVIDER) private readonly provider: PaymentsProvider,
    private readonly events: BillingEventsService,
  ) {}

  @Post(underController('stripe', billingPaths.stripeWebhook))
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Stripe webhooks (verified by Stripe-Signature); replays change nothing' })
  async webhook(
    @Req() req: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true; applied: boolean }> {
    let event;
    try {
      event = this.provider.parseWebhook(req.rawBody ?? Buffer.alloc(0), signature);
    } catch (err) {
      if (err instanceof WebhookSignatureError) {
        throw ApiError.detail(HttpStatus.BAD_REQUEST, 'Invalid webhook signature');
      }
      throw err;
    }
    return { received: true, applied: await this.events.apply(event) };
  }
}
