import { Body, Controller, Param, Query } from '@nestjs/common';
import {
  leadInvoicesEndpoints as api,
  type InvoiceInput,
  type InvoicesAfterDelete,
  type InvoicesPage,
  type LeadInvoice,
} from '@ensemble/contracts';
import { CurrentLead, CurrentOrganization, CurrentUser } from '../../../engine/tenancy/access.decorators';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { OrganizationQuota } from '../../../engine/quotas/organization-quota';
import type { Lead } from '../leads/lead.entity';
import type { Organization, User } from '../../platform';
import { LeadInvoicesService } from './lead-invoices.service';
import { idPipe } from '../../../engine/http/params';

/** Spec 2 §7 'Invoices', at the spec's paths. */
@Controller()
export class LeadInvoicesController {
  constructor(private readonly invoices: LeadInvoicesService) {}

  @Endpoint(api.create)
  @OrganizationQuota('invoiceEmails')
  create(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Body() body: InvoiceInput,
  ): Promise<LeadInvoice> {
    return this.invoices.create(org, user.id, body);
  }

  @Endpoint(api.list)
  list(@CurrentLead() lead: Lead, @Query() q: { page: number; per_page: number }): Promise<InvoicesPage> {
    return this.invoices.list(lead, q);
  }

  @Endpoint(api.get)
  getOne(@CurrentLead() lead: Lead, @Param('id', idPipe) id: number): Promise<LeadInvoice> {
    return this.invoices.get(lead, id);
  }

  @Endpoint(api.remove)
  remove(
    @CurrentLead() lead: Lead,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
  ): Promise<InvoicesAfterDelete> {
    return this.invoices.remove(lead, user.id, id);
  }
}
