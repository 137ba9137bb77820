import { Controller, Param, Query } from '@nestjs/common';
import {
  type LeadSummary,
  type Paginated,
  settingsEndpoints,
  type Source,
  type SourceInput,
} from '@ensemble/contracts';
import { CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { idPipe } from '../../../engine/http/params';
import type { Organization } from '../../platform/organizations/organization.entity';
import { OrgCollectionController } from './org-collection.controller';
import type { LeadsQuery, SourcesQuery } from './settings.queries';
import { SourcesService } from './sources.service';

const api = settingsEndpoints.sources;

/** Lead sources (spec 2 §7 'Sources'). */
@Controller()
export class SourcesController extends OrgCollectionController<Source, SourcesQuery, SourceInput>(api) {
  constructor(protected readonly service: SourcesService) {
    super();
  }

  @Endpoint(api.all)
  all(@CurrentOrganization() org: Organization): Promise<Source[]> {
    return this.service.all(org.id);
  }

  @Endpoint(api.leads)
  leads(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
    @Query() query: LeadsQuery,
  ): Promise<Paginated<LeadSummary>> {
    return this.service.leadsOf(org.id, id, query);
  }
}
