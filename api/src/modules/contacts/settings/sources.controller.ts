import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type LeadSummary,
  type Paginated,
  settingsMessages,
  type Source,
  sourceSchema,
} from '@ensemble/contracts';
import type { InferType } from 'yup';
import { CurrentOrganization, TenantRoute } from '../../../engine/tenancy/access.decorators';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { ApiCreated, ApiOk, ApiOkList, ApiOkPage } from '../../../engine/http/openapi/response-schemas';
import { ApiYupBody, ApiYupQuery } from '../../../engine/http/openapi/yup-openapi';
import type { Organization } from '../../platform';
import { type LeadsQuery, leadsQuerySchema, type SourcesQuery, sourcesQuerySchema } from './settings.queries';
import { settingsSchemas as S } from './settings.openapi';
import { SourcesService } from './sources.service';
import { IdParam, idPipe, OrgIdParam } from '../../../engine/http/params';

/** Lead sources (spec 2 §7 'Sources'). */
@ApiTags('settings')
@Controller('organization')
export class SourcesController {
  constructor(private readonly sources: SourcesService) {}

  @Get(':orgId/source/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({
    summary:
      'Sources with their contact counts; search name/description; ordering name, description, leads_count',
  })
  @ApiYupQuery(sourcesQuerySchema)
  @ApiOkPage(S.Source)
  listSources(
    @CurrentOrganization() org: Organization,
    @Query(new YupPipe(sourcesQuerySchema)) query: SourcesQuery,
  ): Promise<Paginated<Source>> {
    return this.sources.list(org.id, query);
  }

  @Get(':orgId/source/all/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'Every source, by name (pick-lists)' })
  @ApiOkList(S.Source)
  allSources(@CurrentOrganization() org: Organization): Promise<Source[]> {
    return this.sources.all(org.id);
  }

  @Post(':orgId/source/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'Add a source', description: settingsMessages.sourceAdded })
  @ApiYupBody(sourceSchema)
  @ApiCreated(S.Source)
  createSource(
    @CurrentOrganization() org: Organization,
    @Body(new YupPipe(sourceSchema)) body: InferType<typeof sourceSchema>,
  ): Promise<Source> {
    return this.sources.create(org.id, body);
  }

  @Put(':orgId/source/:id/')
  @TenantRoute()
  @OrgIdParam()
  @IdParam()
  @ApiOperation({ summary: 'Update a source', description: settingsMessages.sourceUpdated })
  @ApiYupBody(sourceSchema)
  @ApiOk(S.Source)
  updateSource(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
    @Body(new YupPipe(sourceSchema)) body: InferType<typeof sourceSchema>,
  ): Promise<Source> {
    return this.sources.update(org.id, id, body);
  }

  @Delete(':orgId/source/:id/')
  @TenantRoute()
  @OrgIdParam()
  @IdParam()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: "Delete a source; its contacts' source becomes empty" })
  async deleteSource(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
  ): Promise<void> {
    await this.sources.remove(org.id, id);
  }

  @Get(':orgId/source/:id/leads/')
  @TenantRoute()
  @OrgIdParam()
  @IdParam()
  @ApiOperation({ summary: "The source's contacts (an empty page when it has none)" })
  @ApiYupQuery(leadsQuerySchema)
  @ApiOkPage(S.LeadSummary)
  sourceLeads(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
    @Query(new YupPipe(leadsQuerySchema)) query: LeadsQuery,
  ): Promise<Paginated<LeadSummary>> {
    return this.sources.leadsOf(org.id, id, query);
  }
}
