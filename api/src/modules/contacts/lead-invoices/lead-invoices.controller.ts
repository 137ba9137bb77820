import { Body, Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  type InvoiceInput,
  invoiceSchema,
  type InvoicesAfterDelete,
  type InvoicesPage,
  invoicesQuerySchema,
  type LeadInvoice,
  leadInvoicesMessages,
} from '@ensemble/contracts';
import type { InferType } from 'yup';
import {
  CurrentLead,
  CurrentOrganization,
  CurrentUser,
  TenantRoute,
} from '../../../engine/tenancy/access.decorators';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { OrganizationQuota } from '../../../engine/quotas/organization-quota';
import { ApiYupBody, ApiYupQuery } from '../../../engine/http/openapi/yup-openapi';
import type { Lead } from '../leads/lead.entity';
import type { Organization, User } from '../../platform';
import { LeadInvoicesService } from './lead-invoices.service';
import { idPipe } from '../../../engine/http/params';

/** Spec 2 §7 'Invoices', at the spec's paths. */
@ApiTags('client records')
@Controller()
export class LeadInvoicesController {
  constructor(private readonly invoices: LeadInvoicesService) {}

  @Post('stripe/:orgId/generate-invoice/')
  @TenantRoute()
  @OrganizationQuota('invoiceEmails')
  @ApiParam({ name: 'orgId', type: 'integer' })
  @ApiOperation({
    summary: `Create an invoice for a client through the payments provider ('${leadInvoicesMessages.created}')`,
    description:
      'Sends the pay link by email (the given address) and by SMS (the client’s cell phone, when it has one). ' +
      `400 '${leadInvoicesMessages.notClient}' for a lead that is not a client; 404 for a lead of another ` +
      `organization; 502 '${leadInvoicesMessages.providerFailed}' when the provider fails.`,
  })
  @ApiYupBody(invoiceSchema)
  create(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Body(new YupPipe(invoiceSchema)) body: InferType<typeof invoiceSchema>,
  ): Promise<LeadInvoice> {
    return this.invoices.create(org, user.id, body as InvoiceInput);
  }

  @Get('organization/lead/:leadId/invoices/')
  @TenantRoute()
  @ApiParam({ name: 'leadId', type: 'integer' })
  @ApiOperation({
    summary: 'The lead’s invoices, newest first (per_page 20), statuses refreshed from the provider',
  })
  @ApiYupQuery(invoicesQuerySchema)
  list(
    @CurrentLead() lead: Lead,
    @Query(new YupPipe(invoicesQuerySchema)) q: InferType<typeof invoicesQuerySchema>,
  ): Promise<InvoicesPage> {
    return this.invoices.list(lead, q);
  }

  @Get('organization/lead/:leadId/invoices/:id/')
  @TenantRoute()
  @ApiParam({ name: 'leadId', type: 'integer' })
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiOperation({ summary: 'One invoice of the lead, its status refreshed from the provider' })
  getOne(@CurrentLead() lead: Lead, @Param('id', idPipe) id: number): Promise<LeadInvoice> {
    return this.invoices.get(lead, id);
  }

  @Delete('organization/lead/:leadId/invoices/:id/')
  @TenantRoute()
  @ApiParam({ name: 'leadId', type: 'integer' })
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiOperation({
    summary: `Delete an invoice ('${leadInvoicesMessages.deleted}'); an unpaid one is voided at the provider`,
    description: 'Answers { detail, invoices, count }: the first page that remains.',
  })
  remove(
    @CurrentLead() lead: Lead,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
  ): Promise<InvoicesAfterDelete> {
    return this.invoices.remove(lead, user.id, id);
  }
}
