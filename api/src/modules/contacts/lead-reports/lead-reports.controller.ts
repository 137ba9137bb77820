import { Controller, Inject, Query, Res } from '@nestjs/common';
import { ApiProduces } from '@nestjs/swagger';
import {
  type ClientReportExportQuery,
  type ClientReportQuery,
  type ClientReportResponse,
  type Endpoint as EndpointDeclaration,
  leadReportsEndpoints as api,
  type ProspectReportExportQuery,
  type ProspectReportQuery,
  type ProspectReportResponse,
} from '@ensemble/contracts';
import type { FastifyReply } from 'fastify';
import type { Writable } from 'node:stream';
import { CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { OrganizationQuota } from '../../../engine/quotas/organization-quota';
import { attachmentName } from '../lead-imports/csv-format';
import { streamCsv } from '../lead-imports/csv-response';
import type { Organization } from '../../platform';
import { LeadReportsService } from './lead-reports.service';

/** One contact value report: its page and its CSV export, bound to the reports service. */
interface ReportCalls<Q, R, X> {
  page: EndpointDeclaration;
  export: EndpointDeclaration;
  /** The export's file name before its date (attachmentName). */
  fileName: string;
  read(reports: LeadReportsService, organizationId: number, q: Q): Promise<R>;
  write(reports: LeadReportsService, organizationId: number, q: X, out: Writable): Promise<void>;
}

/**
 * The controller of one report (spec 2 §7 'Reports'). Registered before the stage contacts controllers (the
 * module comes first in AppModule), whose 'prospects/:id/' and 'clients/:id/' routes would otherwise read
 * 'reports' as a contact id.
 */
function ReportController<Q, R, X>(calls: ReportCalls<Q, R, X>) {
  class Report {
    constructor(@Inject(LeadReportsService) readonly reports: LeadReportsService) {}

    @Endpoint(calls.page)
    page(@CurrentOrganization() org: Organization, @Query() q: Q): Promise<R> {
      return calls.read(this.reports, org.id, q);
    }

    @Endpoint(calls.export)
    @OrganizationQuota('exports')
    @ApiProduces('text/csv')
    async export(
      @CurrentOrganization() org: Organization,
      @Query() q: X,
      @Res() res: FastifyReply,
    ): Promise<void> {
      await streamCsv(res, attachmentName(calls.fileName), (out) =>
        calls.write(this.reports, org.id, q, out),
      );
    }
  }
  return Report;
}

@Controller()
export class ProspectReportController extends ReportController<
  ProspectReportQuery,
  ProspectReportResponse,
  ProspectReportExportQuery
>({
  page: api.prospects,
  export: api.prospectsExport,
  fileName: 'prospects_values',
  read: (reports, organizationId, q) => reports.prospects(organizationId, q),
  write: (reports, organizationId, q, out) => reports.writeProspects(organizationId, q, out),
}) {}

@Controller()
export class ClientReportController extends ReportController<
  ClientReportQuery,
  ClientReportResponse,
  ClientReportExportQuery
>({
  page: api.clients,
  export: api.clientsExport,
  fileName: 'clients_values',
  read: (reports, organizationId, q) => reports.clients(organizationId, q),
  write: (reports, organizationId, q, out) => reports.writeClients(organizationId, q, out),
}) {}
