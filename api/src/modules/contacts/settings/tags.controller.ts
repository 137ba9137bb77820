import { Controller } from '@nestjs/common';
import { settingsEndpoints, type Tag } from '@ensemble/contracts';
import { OrgCollectionController, WithLeadsOf } from './org-collection.controller';
import type { TagsQuery } from './settings.queries';
import { TagsService } from './tags.service';

const api = settingsEndpoints.tags;

/** Tags, the automation marketing groups (spec 2 §7 'Tags'). */
@Controller()
export class TagsController extends WithLeadsOf(
  OrgCollectionController<Tag, TagsQuery, { name: string }>(api),
  api.leads,
) {
  constructor(protected readonly service: TagsService) {
    super();
  }
}
