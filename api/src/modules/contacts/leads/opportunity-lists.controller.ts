import { Body, Controller, Param, Query } from '@nestjs/common';
import {
  type ContactsQueryInput,
  leadsMessages,
  type MergeListsInput,
  type OpportunityList,
  opportunityListEndpoints as api,
} from '@ensemble/contracts';
import { CurrentOrganization, CurrentUser } from '../../../engine/tenancy/access.decorators';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { idPipe } from '../../../engine/http/params';
import type { Organization, User } from '../../platform';
import { OrgCollectionController } from '../settings/org-collection.controller';
import { LeadListsService } from './lead-lists.service';

/**
 * Opportunity lists under /organization/lead/{orgId}/ (spec 2 §7): list, create and rename as every collection of
 * the organization; pick-list, one list, merge and delete (moving or deleting its contacts) their own.
 */
@Controller()
export class OpportunityListsController extends OrgCollectionController<
  OpportunityList,
  ContactsQueryInput,
  { title: string }
>({ list: api.list, create: api.create, update: api.update }, 'listId') {
  constructor(protected readonly service: LeadListsService) {
    super();
  }

  @Endpoint(api.all)
  allLists(@CurrentOrganization() org: Organization): Promise<OpportunityList[]> {
    return this.service.all(org.id);
  }

  @Endpoint(api.merge)
  async mergeLists(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Body() body: MergeListsInput,
  ): Promise<{ detail: string; list: OpportunityList }> {
    const list = await this.service.merge(org.id, user.id, body);
    return { detail: leadsMessages.listsMerged, list };
  }

  @Endpoint(api.get)
  getList(
    @CurrentOrganization() org: Organization,
    @Param('listId', idPipe) listId: number,
  ): Promise<OpportunityList> {
    return this.service.get(org.id, listId);
  }

  @Endpoint(api.remove)
  async deleteList(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Param('listId', idPipe) listId: number,
    @Query() q: { all: string },
  ): Promise<void> {
    await this.service.removeList(org.id, user.id, listId, q.all === 'true' || q.all === '1');
  }
}
