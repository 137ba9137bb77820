import { Body, Controller, Param, Query } from '@nestjs/common';
import {
  type Paginated,
  type Representative,
  type RepresentativeUpdate,
  settingsEndpoints,
} from '@ensemble/contracts';
import { CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { idPipe } from '../../../engine/http/params';
import type { Organization } from '../../platform';
import { WithLeadsOf } from './org-collection.controller';
import { RepresentativesService } from './representatives.service';
import type { RepresentativesQuery } from './settings.queries';

const api = settingsEndpoints.representatives;

/** Representatives (spec 2 §7 'Representatives'). */
@Controller()
export class RepresentativesController extends WithLeadsOf(Object, api.leads) {
  constructor(protected readonly service: RepresentativesService) {
    super();
  }

  @Endpoint(api.list)
  list(
    @CurrentOrganization() org: Organization,
    @Query() query: RepresentativesQuery,
  ): Promise<Paginated<Representative>> {
    return this.service.list(org.id, query);
  }

  @Endpoint(api.update)
  update(
    @CurrentOrganization() org: Organization,
    @Body() body: RepresentativeUpdate,
  ): Promise<Representative> {
    return this.service.update(org.id, body);
  }

  @Endpoint(api.get)
  get(@CurrentOrganization() org: Organization, @Param('id', idPipe) id: number): Promise<Representative> {
    return this.service.get(org.id, id);
  }
}
