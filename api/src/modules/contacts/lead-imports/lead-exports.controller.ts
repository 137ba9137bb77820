import { Controller, Param, Res } from '@nestjs/common';
import { ApiProduces } from '@nestjs/swagger';
import { leadsCsvEndpoints as api } from '@ensemble/contracts';
import type { FastifyReply } from 'fastify';
import { CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { OrganizationQuota } from '../../../engine/quotas/organization-quota';
import type { Organization } from '../../platform';
import { streamCsv } from './csv-response';
import { LeadExportsService } from './lead-exports.service';
import { idPipe } from '../../../engine/http/params';

/**
 * Contact exports (spec 2 §7), streamed as text/csv. Registered before the stage contacts controllers' ':id/' routes (the
 * module comes first in AppModule), so 'export_as_csv' is not read as a contact id.
 */
@Controller()
export class LeadExportsController {
  constructor(private readonly exports: LeadExportsService) {}

  @Endpoint(api.opportunitiesExport)
  @OrganizationQuota('exports')
  @ApiProduces('text/csv')
  async opportunities(
    @CurrentOrganization() org: Organization,
    @Param('listId', idPipe) listId: number,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const { fileName, scope, bucket } = await this.exports.opportunityListExport(org.id, listId);
    await streamCsv(res, fileName, (out) => this.exports.write(org.id, scope, bucket, out));
  }

  @Endpoint(api.formerClientsExport)
  @OrganizationQuota('exports')
  @ApiProduces('text/csv')
  async formerClients(@CurrentOrganization() org: Organization, @Res() res: FastifyReply): Promise<void> {
    const { fileName, scope, bucket } = this.exports.formerClientsExport();
    await streamCsv(res, fileName, (out) => this.exports.write(org.id, scope, bucket, out));
  }
}
