import { Controller } from '@nestjs/common';
import { settingsEndpoints, type Source, type SourceInput } from '@ensemble/contracts';
import { CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import type { Organization } from '../../platform';
import { OrgCollectionController, WithLeadsOf } from './org-collection.controller';
import type { SourcesQuery } from './settings.queries';
import { SourcesService } from './sources.service';

const api = settingsEndpoints.sources;

/** Lead sources (spec 2 §7 'Sources'). */
@Controller()
export class SourcesController extends WithLeadsOf(
  OrgCollectionController<Source, SourcesQuery, SourceInput>(api),
  api.leads,
) {
  constructor(protected readonly service: SourcesService) {
    super();
  }

  @Endpoint(api.all)
  all(@CurrentOrganization() org: Organization): Promise<Source[]> {
    return this.service.all(org.id);
  }
}
