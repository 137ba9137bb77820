import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  billingConstants,
  billingMessages,
  billingPaths,
  type Card,
  type Invoice,
  type Paginated,
  savePaymentMethodSchema,
} from '@ensemble/contracts';
import type { Request, Response } from 'express';
import * as yup from 'yup';
import type { InferType } from 'yup';
import { CurrentOrganization, OwnerOnly, TenantRoute } from '../../../engine/tenancy/access.decorators';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { ApiYupBody, ApiYupQuery } from '../../../engine/http/openapi/yup-openapi';
import type { Organization } from '../../platform';
import { BillingCustomersService } from './billing-customers.service';
import { BillingInvoicesService } from './billing-invoices.service';
import { OrgIdParam } from '../../../engine/http/params';
import { tail, X } from './billing-route';

const pageSchema = yup.object({ page: yup.number().integer().min(1).default(1) });

@ApiTags('billing')
@Controller('payment-method')
export class PaymentMethodController {
  constructor(
    private readonly customers: BillingCustomersService,
    private readonly billingInvoices: BillingInvoicesService,
  ) {}

  @Get(tail('payment-method', billingPaths.paymentMethod(X)))
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: `The saved card; 404 '${billingMessages.unableToGetPaymentMethod}'` })
  card(@CurrentOrganization() org: Organization): Promise<Card> {
    return this.customers.card(org);
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
    return this.customers.savePaymentMethod(org, body.stripe_payment_method_id);
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
    return this.billingInvoices.invoices(org, q.page, billingConstants.invoicesPageSize);
  }

  @Post(tail('payment-method', billingPaths.invoiceRetry(X, ':invoiceId')))
  @OwnerOnly()
  @OrgIdParam()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: `Pay an open invoice again; 402 '${billingMessages.cardDeclined}'` })
  retry(@CurrentOrganization() org: Organization, @Param('invoiceId') invoiceId: string): Promise<Invoice> {
    return this.billingInvoices.retryInvoice(org, invoiceId);
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
    const out = await this.billingInvoices.invoicePdf(org, String(req.params.invoiceId));
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
