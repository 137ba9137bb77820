import { Controller, Query, Res } from '@nestjs/common';
import { ApiProduces } from '@nestjs/swagger';
import {
  type ClientReportExportQuery,
  type ClientReportQuery,
  type ClientReportResponse,
  leadReportsEndpoints as api,
  type ProspectReportExportQuery,
  type ProspectReportQuery,
  type ProspectReportResponse,
} from '@ensemble/contracts';
import type { Response } from 'express';
import { CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { OrganizationQuota } from '../../../engine/quotas/organization-quota';
import { attachmentName } from '../lead-imports/csv-format';
import { streamCsv } from '../lead-imports/csv-response';
import type { Organization } from '../../platform';
import { LeadReportsService } from './lead-reports.service';

/**
 * The contact value reports (spec 2 §7 'Reports'). Registered before the stage contacts controllers (the module comes first in
 * AppModule), whose 'prospects/:id/' and 'clients/:id/' routes would otherwise read 'reports' as a contact id.
 */
@Controller()
export class LeadReportsController {
  constructor(private readonly reports: LeadReportsService) {}

  @Endpoint(api.prospects)
  prospects(
    @CurrentOrganization() org: Organization,
    @Query() q: ProspectReportQuery,
  ): Promise<ProspectReportResponse> {
    return this.reports.prospects(org.id, q);
  }

  @Endpoint(api.clients)
  clients(
    @CurrentOrganization() org: Organization,
    @Query() q: ClientReportQuery,
  ): Promise<ClientReportResponse> {
    return this.reports.clients(org.id, q);
  }

  @Endpoint(api.prospectsExport)
  @OrganizationQuota('exports')
  @ApiProduces('text/csv')
  async exportProspects(
    @CurrentOrganization() org: Organization,
    @Query() q: ProspectReportExportQuery,
    @Res() res: Response,
  ): Promise<void> {
    await streamCsv(res, attachmentName('prospects_values'), (out) =>
      this.reports.writeProspects(org.id, q, out),
    );
  }

  @Endpoint(api.clientsExport)
  @OrganizationQuota('exports')
  @ApiProduces('text/csv')
  async exportClients(
    @CurrentOrganization() org: Organization,
    @Query() q: ClientReportExportQuery,
    @Res() res: Response,
  ): Promise<void> {
    await streamCsv(res, attachmentName('clients_values'), (out) =>
      this.reports.writeClients(org.id, q, out),
    );
  }
}
