import { Controller, Param, Query } from '@nestjs/common';
import { type LeadSummary, type Paginated, settingsEndpoints, type Tag } from '@ensemble/contracts';
import { CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { idPipe } from '../../../engine/http/params';
import type { Organization } from '../../platform/organizations/organization.entity';
import { OrgCollectionController } from './org-collection.controller';
import type { LeadsQuery, TagsQuery } from './settings.queries';
import { TagsService } from './tags.service';

const api = settingsEndpoints.tags;

/** Tags, the automation marketing groups (spec 2 §7 'Tags'). */
@Controller()
export class TagsController extends OrgCollectionController<Tag, TagsQuery, { name: string }>(api) {
  constructor(protected readonly service: TagsService) {
    super();
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
