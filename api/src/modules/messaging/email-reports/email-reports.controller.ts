import { Controller, Param, Query, Res } from '@nestjs/common';
import { ApiProduces } from '@nestjs/swagger';
import {
  type EmailEventLogEntry,
  type EmailReport,
  type EmailReportActivity,
  emailReportConstants,
  type EmailReportDetail,
  emailReportEndpoints as api,
  type EmailReportRecipient,
  type EmailSnapshot,
  type Paginated,
} from '@ensemble/contracts';
import type { FastifyReply } from 'fastify';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { idPipe } from '../../../engine/http/params';
import { OrganizationQuota } from '../../../engine/quotas/organization-quota';
import { CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import { streamCsv } from '../../contacts';
import type { Organization } from '../../platform';
import { EmailReportRecipientsService, type RecipientsQuery } from './email-report-recipients.service';
import { type EmailReportsQuery, EmailReportsService } from './email-reports.service';

/** The email reports (spec 3 §2, §7 'Email reports (paths not shown)'): declared in contracts, served here. */
@Controller()
export class EmailReportsController {
  constructor(
    private readonly reports: EmailReportsService,
    private readonly recipients: EmailReportRecipientsService,
  ) {}

  @Endpoint(api.list)
  list(
    @CurrentOrganization() org: Organization,
    @Query() q: EmailReportsQuery,
  ): Promise<Paginated<EmailReport>> {
    return this.reports.list(org.id, q);
  }

  @Endpoint(api.detail)
  detail(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
  ): Promise<EmailReportDetail> {
    return this.reports.detail(org.id, id);
  }

  @Endpoint(api.activity)
  activity(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
  ): Promise<EmailReportActivity> {
    return this.reports.activity(org.id, id);
  }

  @Endpoint(api.recipients)
  recipientList(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
    @Query() q: RecipientsQuery,
  ): Promise<Paginated<EmailReportRecipient>> {
    return this.recipients.list(org.id, id, q);
  }

  @Endpoint(api.logs)
  async logs(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
    @Param('recipientId', idPipe) recipientId: number,
  ): Promise<{ results: EmailEventLogEntry[] }> {
    return { results: await this.recipients.log(org.id, id, recipientId) };
  }

  @Endpoint(api.csv)
  @OrganizationQuota('exports')
  @ApiProduces('text/csv')
  async csv(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
    @Res() res: FastifyReply,
  ): Promise<void> {
    // A report that is not the organization's is a 404 before any CSV header goes out.
    await this.recipients.assertFound(org.id, id);
    await streamCsv(res, emailReportConstants.csvName(id), (out) =>
      this.recipients.writeCsv(org.id, id, out),
    );
  }

  @Endpoint(api.snapshot)
  snapshot(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
  ): Promise<EmailSnapshot> {
    return this.reports.snapshot(org.id, id);
  }
}
