import { Body, Controller, HttpStatus, Param, Query, Req, Res } from '@nestjs/common';
import {
  billingConstants,
  billingEndpoints as api,
  type Card,
  type Invoice,
  type Paginated,
  type SavePaymentMethod,
} from '@ensemble/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import type { Organization } from '../../platform';
import { BillingCustomersService } from './billing-customers.service';
import { BillingInvoicesService } from './billing-invoices.service';

@Controller()
export class PaymentMethodController {
  constructor(
    private readonly customers: BillingCustomersService,
    private readonly billingInvoices: BillingInvoicesService,
  ) {}

  @Endpoint(api.paymentMethod)
  card(@CurrentOrganization() org: Organization): Promise<Card> {
    return this.customers.card(org);
  }

  @Endpoint(api.savePaymentMethod)
  save(@CurrentOrganization() org: Organization, @Body() body: SavePaymentMethod): Promise<Card> {
    return this.customers.savePaymentMethod(org, body.stripe_payment_method_id);
  }

  @Endpoint(api.invoices)
  invoices(
    @CurrentOrganization() org: Organization,
    @Query() q: { page: number },
  ): Promise<Paginated<Invoice>> {
    return this.billingInvoices.invoices(org, q.page, billingConstants.invoicesPageSize);
  }

  @Endpoint(api.invoiceRetry)
  retry(@CurrentOrganization() org: Organization, @Param('invoiceId') invoiceId: string): Promise<Invoice> {
    return this.billingInvoices.retryInvoice(org, invoiceId);
  }

  @Endpoint(api.invoicePdf)
  async pdf(
    @CurrentOrganization() org: Organization,
    @Req() req: FastifyRequest<{ Params: { invoiceId: string } }>,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const out = await this.billingInvoices.invoicePdf(org, String(req.params.invoiceId));
    if ('url' in out) {
      void res.redirect(out.url, HttpStatus.FOUND);
      return;
    }
    void res
      .status(HttpStatus.OK)
      .type('application/pdf')
      .header('Content-Disposition', `inline; filename="invoice-${String(req.params.invoiceId)}.pdf"`)
      .send(out.pdf);
  }
}
