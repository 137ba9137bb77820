import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentOrganization, TenantRoute } from '../../../engine/tenancy/access.decorators';
import { OrganizationQuota } from '../../../engine/quotas/organization-quota';
import type { Organization } from '../../platform';
import { csvAttachment } from './lead-imports.controller';
import { LeadExportsService } from './lead-exports.service';
import { OrgIdParam, idPipe } from '../../../engine/http/params';

/**
 * Contact exports (spec 2 §7), streamed as text/csv. Registered before the stage contacts controllers' ':id/' routes (the
 * module comes first in AppModule), so 'export_as_csv' is not read as a contact id.
 */
@ApiTags('contacts')
@Controller('organization/lead')
export class LeadExportsController {
  constructor(private readonly exports: LeadExportsService) {}

  @Get(':orgId/opportunity-list/:listId/opportunity/export_as_csv/')
  @TenantRoute()
  @OrgIdParam()
  @OrganizationQuota('exports')
  @ApiProduces('text/csv')
  @ApiOperation({
    summary: "Every contact of an opportunity list (text/csv, streamed; another organization's list → 404)",
  })
  async opportunities(
    @CurrentOrganization() org: Organization,
    @Param('listId', idPipe) listId: number,
    @Res() res: Response,
  ): Promise<void> {
    const { fileName, scope, bucket } = await this.exports.opportunityListExport(org.id, listId);
    csvAttachment(res, fileName);
    await this.exports.write(org.id, scope, bucket, res);
    res.end();
  }

  @Get(':orgId/former-clients/export_as_csv/')
  @TenantRoute()
  @OrgIdParam()
  @OrganizationQuota('exports')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'Every former client (text/csv, streamed)' })
  async formerClients(@CurrentOrganization() org: Organization, @Res() res: Response): Promise<void> {
    const { fileName, scope, bucket } = this.exports.formerClientsExport();
    csvAttachment(res, fileName);
    await this.exports.write(org.id, scope, bucket, res);
    res.end();
  }
}
