import { Body, Controller, Param, Query } from '@nestjs/common';
import {
  type AddGroupsToLeadsInput,
  type GlobalSearchQuery,
  type GlobalSearchResult,
  leadActionEndpoints as api,
  type LeadHistoryResponse,
  type LeadSearchPage,
  type LeadSearchQuery,
  type MoveJob,
} from '@ensemble/contracts';
import { CurrentLead, CurrentOrganization, CurrentUser } from '../../../engine/tenancy/access.decorators';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { idPipe } from '../../../engine/http/params';
import type { Organization, User } from '../../platform';
import type { Lead } from './lead.entity';
import { LeadMovesService } from './lead-moves.service';
import { LeadSearchService } from './lead-search.service';
import { LeadTagsService } from './lead-tags.service';

/** Tags on contacts, search, background jobs and history (spec 2 §4, §7): the actions around the stage lists. */
@Controller()
export class LeadActionsController {
  constructor(
    private readonly tags: LeadTagsService,
    private readonly searches: LeadSearchService,
    private readonly moves: LeadMovesService,
  ) {}

  @Endpoint(api.addGroupsToLeads)
  addGroupsToLeads(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Body() body: AddGroupsToLeadsInput,
  ): Promise<{ detail: string; count: number }> {
    return this.tags.addOrRemove(org.id, user.id, body);
  }

  @Endpoint(api.removeLeads)
  removeLeads(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
    @Body() body: { lead_ids: number[] },
  ): Promise<{ detail: string; count: number }> {
    return this.tags.removeLeads(org.id, user.id, id, body.lead_ids);
  }

  @Endpoint(api.search)
  search(@CurrentOrganization() org: Organization, @Query() q: LeadSearchQuery): Promise<LeadSearchPage> {
    return this.searches.search(org.id, q);
  }

  @Endpoint(api.globalSearch)
  globalSearch(
    @CurrentOrganization() org: Organization,
    @Query() q: GlobalSearchQuery,
  ): Promise<{ results: GlobalSearchResult[] }> {
    return this.searches.global(org.id, q.query);
  }

  @Endpoint(api.job)
  job(@CurrentOrganization() org: Organization, @Param('jobId', idPipe) jobId: number): Promise<MoveJob> {
    return this.moves.getJob(org.id, jobId);
  }

  @Endpoint(api.history)
  history(@CurrentLead() lead: Lead): Promise<LeadHistoryResponse> {
    return this.searches.history(lead);
  }
}
