import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type LeadSummary,
  type Paginated,
  type Representative,
  type RepresentativeUpdate,
  representativeUpdateSchema,
  settingsMessages,
} from '@ensemble/contracts';
import type { InferType } from 'yup';
import { CurrentOrganization, TenantRoute } from '../../../engine/tenancy/access.decorators';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { ApiOk, ApiOkPage } from '../../../engine/http/openapi/response-schemas';
import { ApiYupBody, ApiYupQuery } from '../../../engine/http/openapi/yup-openapi';
import type { Organization } from '../../platform';
import { RepresentativesService } from './representatives.service';
import {
  type LeadsQuery,
  leadsQuerySchema,
  type RepresentativesQuery,
  representativesQuerySchema,
} from './settings.queries';
import { settingsSchemas as S } from './settings.openapi';
import { IdParam, idPipe, OrgIdParam } from '../../../engine/http/params';

/** Representatives (spec 2 §7 'Representatives'). */
@ApiTags('settings')
@Controller('organization')
export class RepresentativesController {
  constructor(private readonly representatives: RepresentativesService) {}

  @Get(':orgId/representatives/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({
    summary: 'Members as representatives (id = membership id); search name/email; ordering default -id',
  })
  @ApiYupQuery(representativesQuerySchema)
  @ApiOkPage(S.Representative)
  listRepresentatives(
    @CurrentOrganization() org: Organization,
    @Query(new YupPipe(representativesQuerySchema)) query: RepresentativesQuery,
  ): Promise<Paginated<Representative>> {
    return this.representatives.list(org.id, query);
  }

  @Patch(':orgId/representatives/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({
    summary: "Change a representative's title or SMS notifications (by user_id)",
    description: `${settingsMessages.representativeHasContacts}; ${settingsMessages.userHasNoPhone}`,
  })
  @ApiYupBody(representativeUpdateSchema)
  @ApiOk(S.Representative)
  updateRepresentative(
    @CurrentOrganization() org: Organization,
    @Body(new YupPipe(representativeUpdateSchema)) body: InferType<typeof representativeUpdateSchema>,
  ): Promise<Representative> {
    return this.representatives.update(org.id, body as RepresentativeUpdate);
  }

  @Get(':orgId/representatives/:id/')
  @TenantRoute()
  @OrgIdParam()
  @IdParam()
  @ApiOperation({ summary: 'One representative (id = membership id)' })
  @ApiOk(S.Representative)
  representative(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
  ): Promise<Representative> {
    return this.representatives.get(org.id, id);
  }

  @Get(':orgId/representatives/:id/leads/')
  @TenantRoute()
  @OrgIdParam()
  @IdParam()
  @ApiOperation({ summary: 'The contacts this representative manages (account, sales or service rep)' })
  @ApiYupQuery(leadsQuerySchema)
  @ApiOkPage(S.LeadSummary)
  representativeLeads(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
    @Query(new YupPipe(leadsQuerySchema)) query: LeadsQuery,
  ): Promise<Paginated<LeadSummary>> {
    return this.representatives.leadsOf(org.id, id, query);
  }
}
