import { Body, Controller, Param, Query } from '@nestjs/common';
import {
  type ContactsQueryInput,
  leadsMessages,
  type MergeListsInput,
  type OpportunityList,
  opportunityListEndpoints as api,
  type Paginated,
} from '@ensemble/contracts';
import { CurrentOrganization, CurrentUser } from '../../../engine/tenancy/access.decorators';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { idPipe } from '../../../engine/http/params';
import type { Organization, User } from '../../platform';
import { LeadListsService } from './lead-lists.service';

type Title = { title: string };

/** Opportunity lists under /organization/lead/{orgId}/ (spec 2 §7): list, pick-list, create, rename, merge, delete. */
@Controller()
export class OpportunityListsController {
  constructor(private readonly lists: LeadListsService) {}

  @Endpoint(api.list)
  listLists(
    @CurrentOrganization() org: Organization,
    @Query() q: ContactsQueryInput,
  ): Promise<Paginated<OpportunityList>> {
    return this.lists.list(org.id, q);
  }

  @Endpoint(api.create)
  createList(@CurrentOrganization() org: Organization, @Body() body: Title): Promise<OpportunityList> {
    return this.lists.create(org.id, body.title);
  }

  @Endpoint(api.all)
  allLists(@CurrentOrganization() org: Organization): Promise<OpportunityList[]> {
    return this.lists.all(org.id);
  }

  @Endpoint(api.merge)
  async mergeLists(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Body() body: MergeListsInput,
  ): Promise<{ detail: string; list: OpportunityList }> {
    const list = await this.lists.merge(org.id, user.id, body);
    return { detail: leadsMessages.listsMerged, list };
  }

  @Endpoint(api.get)
  getList(
    @CurrentOrganization() org: Organization,
    @Param('listId', idPipe) listId: number,
  ): Promise<OpportunityList> {
    return this.lists.get(org.id, listId);
  }

  @Endpoint(api.update)
  updateList(
    @CurrentOrganization() org: Organization,
    @Param('listId', idPipe) listId: number,
    @Body() body: Title,
  ): Promise<OpportunityList> {
    return this.lists.update(org.id, listId, body.title);
  }

  @Endpoint(api.remove)
  async deleteList(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Param('listId', idPipe) listId: number,
    @Query() q: { all: string },
  ): Promise<void> {
    await this.lists.remove(org.id, user.id, listId, q.all === 'true' || q.all === '1');
  }
}
