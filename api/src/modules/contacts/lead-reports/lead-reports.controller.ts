import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  type ClientReportExportQuery,
  clientReportExportQuerySchema,
  clientReportOrderFields,
  type ClientReportQuery,
  clientReportQuerySchema,
  type ClientReportResponse,
  type ProspectReportExportQuery,
  prospectReportExportQuerySchema,
  prospectReportOrderFields,
  type ProspectReportQuery,
  prospectReportQuerySchema,
  type ProspectReportResponse,
} from '@ensemble/contracts';
import type { Response } from 'express';
import { CurrentOrganization, TenantRoute } from '../../../engine/tenancy/access.decorators';
import { OrganizationQuota } from '../../../engine/quotas/organization-quota';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { ApiYupQuery } from '../../../engine/http/openapi/yup-openapi';
import { attachmentName } from '../lead-imports/csv-format';
import { csvAttachment } from '../lead-imports/lead-imports.controller';
import type { Organization } from '../../platform';
import { LeadReportsService } from './lead-reports.service';
import { OrgIdParam } from '../../../engine/http/params';

const ORDER = (fields: readonly string[]) =>
  `order_by: one of ${fields.join(', ')}; a leading minus descends; default -id (newest first), ties by id.`;
const AVERAGE =
  'average_revenue is the mean of revenue_from and revenue_to (the one set when only one is; null, counting ' +
  'as 0 in the total, when neither is), not weighted by revenue_probability.';
const SALES =
  'total_sales is the stored total of the client without a range; with sale_from and/or sale_to (YYYY-MM-DD, ' +
  'both ends included, either may be open) the sum of its sales dated in the range. Clients with no sale in ' +
  'the range are listed with 0.';
const EXPORT =
  'Every matching row (no paging), streamed 1,000 rows at a time; cells starting with =, +, -, @ get a leading ' +
  "quote. The last line is 'Total' with the report's total in the last column.";

/**
 * The contact value reports (spec 2 §7 'Reports'). Registered before the stage contacts controllers (the module comes first in
 * AppModule), whose 'prospects/:id/' and 'clients/:id/' routes would otherwise read 'reports' as a contact id.
 */
@ApiTags('reports')
@Controller('organization/lead/:orgId')
export class LeadReportsController {
  constructor(private readonly reports: LeadReportsService) {}

  @Get('prospects/reports/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({
    summary: 'Prospect values: a page of rows, total_revenue over every matching prospect, count',
    description: `${ORDER(prospectReportOrderFields)} ${AVERAGE} Search: first name, last name, company, email or phone prefix.`,
  })
  @ApiYupQuery(prospectReportQuerySchema)
  prospects(
    @CurrentOrganization() org: Organization,
    @Query(new YupPipe(prospectReportQuerySchema)) q: ProspectReportQuery,
  ): Promise<ProspectReportResponse> {
    return this.reports.prospects(org.id, q);
  }

  @Get('clients/reports/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({
    summary: 'Client values: a page of rows, total_sales over every matching client, count',
    description: `${ORDER(clientReportOrderFields)} ${AVERAGE} ${SALES}`,
  })
  @ApiYupQuery(clientReportQuerySchema)
  clients(
    @CurrentOrganization() org: Organization,
    @Query(new YupPipe(clientReportQuerySchema)) q: ClientReportQuery,
  ): Promise<ClientReportResponse> {
    return this.reports.clients(org.id, q);
  }

  @Get('prospects/reports/export_as_csv/')
  @TenantRoute()
  @OrgIdParam()
  @OrganizationQuota('exports')
  @ApiProduces('text/csv')
  @ApiOperation({
    summary: 'Prospect values as CSV (same filters as the report)',
    description: `${EXPORT} ${AVERAGE}`,
  })
  @ApiYupQuery(prospectReportExportQuerySchema)
  async exportProspects(
    @CurrentOrganization() org: Organization,
    @Query(new YupPipe(prospectReportExportQuerySchema)) q: ProspectReportExportQuery,
    @Res() res: Response,
  ): Promise<void> {
    csvAttachment(res, attachmentName('prospects_values'));
    await this.reports.writeProspects(org.id, q, res);
    res.end();
  }

  @Get('clients/reports/export_as_csv/')
  @TenantRoute()
  @OrgIdParam()
  @OrganizationQuota('exports')
  @ApiProduces('text/csv')
  @ApiOperation({
    summary: 'Client values as CSV (same filters as the report)',
    description: `${EXPORT} ${SALES}`,
  })
  @ApiYupQuery(clientReportExportQuerySchema)
  async exportClients(
    @CurrentOrganization() org: Organization,
    @Query(new YupPipe(clientReportExportQuerySchema)) q: ClientReportExportQuery,
    @Res() res: Response,
  ): Promise<void> {
    csvAttachment(res, attachmentName('clients_values'));
    await this.reports.writeClients(org.id, q, res);
    res.end();
  }
}
