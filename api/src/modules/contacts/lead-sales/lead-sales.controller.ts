import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  type ClientContact,
  type ClientContactInput,
  clientContactSchema,
  leadSalesMessages,
  type Sale,
  type SaleInput,
  saleSchema,
} from '@ensemble/contracts';
import type { InferType } from 'yup';
import { CurrentLead, CurrentUser, TenantRoute } from '../../../engine/tenancy/access.decorators';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { ApiYupBody } from '../../../engine/http/openapi/yup-openapi';
import type { Lead } from '../leads/lead.entity';
import type { User } from '../../platform';
import { ClientContactsService } from './client-contacts.service';
import { LeadSalesService } from './lead-sales.service';
import { idPipe } from '../../../engine/http/params';

const LeadIdParam = () => ApiParam({ name: 'leadId', type: 'integer' });
const IdParam = () => ApiParam({ name: 'id', type: 'integer' });
const notClient = `400 '${leadSalesMessages.notClient}' on a change when the lead is not a client (any stage reads)`;

/** Spec 2 §7 'sales/ and contact/ (and /{id}/): GET, POST, PUT, DELETE', scoped by the lead. */
@ApiTags('client records')
@Controller('organization/lead')
export class LeadSalesController {
  constructor(
    private readonly sales: LeadSalesService,
    private readonly contacts: ClientContactsService,
  ) {}

  @Get(':leadId/sales/')
  @TenantRoute()
  @LeadIdParam()
  @ApiOperation({ summary: 'The client’s sales, newest sale date first', description: notClient })
  listSales(@CurrentLead() lead: Lead): Promise<Sale[]> {
    return this.sales.list(lead);
  }

  @Post(':leadId/sales/')
  @TenantRoute()
  @LeadIdParam()
  @ApiOperation({
    summary: `Add a sale ('${leadSalesMessages.added}'); total_sales is recomputed`,
    description: notClient,
  })
  @ApiYupBody(saleSchema)
  createSale(
    @CurrentLead() lead: Lead,
    @CurrentUser() user: User,
    @Body(new YupPipe(saleSchema)) body: InferType<typeof saleSchema>,
  ): Promise<Sale> {
    return this.sales.create(lead, user.id, body as SaleInput);
  }

  @Get(':leadId/sales/:id/')
  @TenantRoute()
  @LeadIdParam()
  @IdParam()
  @ApiOperation({ summary: 'One sale of the lead' })
  getSale(@CurrentLead() lead: Lead, @Param('id', idPipe) id: number): Promise<Sale> {
    return this.sales.get(lead, id);
  }

  @Put(':leadId/sales/:id/')
  @TenantRoute()
  @LeadIdParam()
  @IdParam()
  @ApiOperation({ summary: 'Change a sale; total_sales is recomputed', description: notClient })
  @ApiYupBody(saleSchema)
  updateSale(
    @CurrentLead() lead: Lead,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
    @Body(new YupPipe(saleSchema)) body: InferType<typeof saleSchema>,
  ): Promise<Sale> {
    return this.sales.update(lead, user.id, id, body as SaleInput);
  }

  @Delete(':leadId/sales/:id/')
  @TenantRoute()
  @LeadIdParam()
  @IdParam()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a sale; total_sales is recomputed', description: notClient })
  async deleteSale(
    @CurrentLead() lead: Lead,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
  ): Promise<void> {
    await this.sales.remove(lead, user.id, id);
  }

  @Get(':leadId/contact/')
  @TenantRoute()
  @LeadIdParam()
  @ApiOperation({ summary: 'The client’s contact people', description: notClient })
  listContacts(@CurrentLead() lead: Lead): Promise<ClientContact[]> {
    return this.contacts.list(lead);
  }

  @Post(':leadId/contact/')
  @TenantRoute()
  @LeadIdParam()
  @ApiOperation({ summary: `Add a contact person ('${leadSalesMessages.added}')`, description: notClient })
  @ApiYupBody(clientContactSchema)
  createContact(
    @CurrentLead() lead: Lead,
    @CurrentUser() user: User,
    @Body(new YupPipe(clientContactSchema)) body: InferType<typeof clientContactSchema>,
  ): Promise<ClientContact> {
    return this.contacts.create(lead, user.id, body as ClientContactInput);
  }

  @Get(':leadId/contact/:id/')
  @TenantRoute()
  @LeadIdParam()
  @IdParam()
  @ApiOperation({ summary: 'One contact person of the lead' })
  getContact(@CurrentLead() lead: Lead, @Param('id', idPipe) id: number): Promise<ClientContact> {
    return this.contacts.get(lead, id);
  }

  @Put(':leadId/contact/:id/')
  @TenantRoute()
  @LeadIdParam()
  @IdParam()
  @ApiOperation({
    summary: `Change a contact person ('${leadSalesMessages.updated}')`,
    description: notClient,
  })
  @ApiYupBody(clientContactSchema)
  updateContact(
    @CurrentLead() lead: Lead,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
    @Body(new YupPipe(clientContactSchema)) body: InferType<typeof clientContactSchema>,
  ): Promise<ClientContact> {
    return this.contacts.update(lead, user.id, id, body as ClientContactInput);
  }

  @Delete(':leadId/contact/:id/')
  @TenantRoute()
  @LeadIdParam()
  @IdParam()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: `Delete a contact person ('${leadSalesMessages.deleted}')`,
    description: notClient,
  })
  async deleteContact(
    @CurrentLead() lead: Lead,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
  ): Promise<void> {
    await this.contacts.remove(lead, user.id, id);
  }
}
