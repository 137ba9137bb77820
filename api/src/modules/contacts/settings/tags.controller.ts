import { Body, Controller } from '@nestjs/common';
import { type BatchWebformInput, settingsEndpoints, type Tag } from '@ensemble/contracts';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import type { Organization } from '../../platform';
import { OrgCollectionController, WithLeadsOf } from './org-collection.controller';
import type { TagsQuery } from './settings.queries';
import { TagsService } from './tags.service';

const api = settingsEndpoints.tags;

/** Tags, the automation marketing groups (spec 2 §7 'Tags'), and which of them web forms put on (spec 3 §7). */
@Controller()
export class TagsController extends WithLeadsOf(
  OrgCollectionController<Tag, TagsQuery, { name: string }>(api),
  api.leads,
) {
  constructor(protected readonly service: TagsService) {
    super();
  }

  @Endpoint(api.batchWebform)
  batchWebform(@CurrentOrganization() org: Organization, @Body() body: BatchWebformInput): Promise<Tag[]> {
    return this.service.setWebForm(org.id, body);
  }
}
