import { Body, Controller, Param, Query } from '@nestjs/common';
import {
  type LeadSummary,
  type Paginated,
  type Representative,
  type RepresentativeUpdate,
  settingsEndpoints,
} from '@ensemble/contracts';
import { CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { idPipe } from '../../../engine/http/params';
import type { Organization } from '../../platform/organizations/organization.entity';
import { RepresentativesService } from './representatives.service';
import type { LeadsQuery, RepresentativesQuery } from './settings.queries';

const api = settingsEndpoints.representatives;

/** Representatives (spec 2 §7 'Representatives'). */
@Controller()
export class RepresentativesController {
  constructor(private readonly representatives: RepresentativesService) {}

  @Endpoint(api.list)
  list(
    @CurrentOrganization() org: Organization,
    @Query() query: RepresentativesQuery,
  ): Promise<Paginated<Representative>> {
    return this.representatives.list(org.id, query);
  }

  @Endpoint(api.update)
  update(
    @CurrentOrganization() org: Organization,
    @Body() body: RepresentativeUpdate,
  ): Promise<Representative> {
    return this.representatives.update(org.id, body);
  }

  @Endpoint(api.get)
  get(@CurrentOrganization() org: Organization, @Param('id', idPipe) id: number): Promise<Representative> {
    return this.representatives.get(org.id, id);
  }

  @Endpoint(api.leads)
  leads(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
    @Query() query: LeadsQuery,
  ): Promise<Paginated<LeadSummary>> {
    return this.representatives.leadsOf(org.id, id, query);
  }
}
