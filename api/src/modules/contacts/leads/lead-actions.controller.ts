import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  addGroupsToLeadsSchema,
  type AddGroupsToLeadsInput,
  type GlobalSearchResult,
  type LeadHistoryResponse,
  leadsExtraMessages,
  type LeadSearchPage,
  type MoveInput,
  type MoveJob,
  type MoveQueued,
  type MoveResult,
  moveSchema,
  removeLeadsFromGroupSchema,
} from '@ensemble/contracts';
import type { Response } from 'express';
import type { InferType } from 'yup';
import {
  CurrentLead,
  CurrentOrganization,
  CurrentUser,
  TenantRoute,
} from '../../../engine/tenancy/access.decorators';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { ApiYupBody, ApiYupQuery } from '../../../engine/http/openapi/yup-openapi';
import type { Organization, User } from '../../platform';
import type { Lead } from './lead.entity';
import { LeadMovesService, type MovableStage } from './lead-moves.service';
import {
  globalSearchQuerySchema,
  type LeadSearchQuery,
  leadSearchQuerySchema,
  LeadSearchService,
} from './lead-search.service';
import { LeadTagsService } from './lead-tags.service';
import { OrgIdParam, idPipe } from '../../../engine/http/params';

const MOVE_DESCRIPTION =
  `Into an existing list (mode existing, lead_list_id) or a new one (mode new, title). Up to 500 ids move at once ` +
  `(200 { detail, count, opportunity_list_id }); move_all or more ids answer 202 ` +
  `{ detail: '${leadsExtraMessages.movingInBackground}', job_id, opportunity_list_id } and run as a job. ` +
  `Each moved contact becomes an opportunity of the list and gets a history entry.`;

/** Tags on contacts, search, move-to and history (spec 2 §4, §7): the actions around the stage lists. */
@ApiTags('contacts')
@Controller('organization')
export class LeadActionsController {
  constructor(
    private readonly tags: LeadTagsService,
    private readonly searches: LeadSearchService,
    private readonly moves: LeadMovesService,
  ) {}

  @Post(':orgId/automation-marketing-group/add_groups_to_leads/')
  @TenantRoute()
  @OrgIdParam()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Add (is_add true) or remove (false) tags on contacts → { detail, count }',
    description: `Empty group_ids: '${leadsExtraMessages.noTagsSelected}'. Contacts of another organization (or outside fsm_state / lead_list_id when given) → 404; foreign tags → 400.`,
  })
  @ApiYupBody(addGroupsToLeadsSchema)
  addGroupsToLeads(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Body(new YupPipe(addGroupsToLeadsSchema)) body: AddGroupsToLeadsInput,
  ): Promise<{ detail: string; count: number }> {
    return this.tags.addOrRemove(org.id, user.id, body);
  }

  @Post(':orgId/automation-marketing-group/:id/remove_leads/')
  @TenantRoute()
  @OrgIdParam()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'The tag leaves the given contacts → { detail, count }' })
  @ApiYupBody(removeLeadsFromGroupSchema)
  removeLeads(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
    @Body(new YupPipe(removeLeadsFromGroupSchema)) body: InferType<typeof removeLeadsFromGroupSchema>,
  ): Promise<{ detail: string; count: number }> {
    return this.tags.removeLeads(org.id, user.id, id, body.lead_ids);
  }

  @Get('lead/:orgId/search/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({
    summary: 'Contacts of every stage for recipient pickers → { results, next } (prefix search, -id)',
  })
  @ApiYupQuery(leadSearchQuerySchema)
  search(
    @CurrentOrganization() org: Organization,
    @Query(new YupPipe(leadSearchQuerySchema)) q: LeadSearchQuery,
  ): Promise<LeadSearchPage> {
    return this.searches.search(org.id, q);
  }

  @Get('lead/:orgId/global-search/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({
    summary: 'Toolbar search: at most 50 contacts of every stage, each with its record-page route',
    description: 'A query shorter than 3 characters answers { results: [] }.',
  })
  @ApiYupQuery(globalSearchQuerySchema)
  globalSearch(
    @CurrentOrganization() org: Organization,
    @Query(new YupPipe(globalSearchQuerySchema)) q: InferType<typeof globalSearchQuerySchema>,
  ): Promise<{ results: GlobalSearchResult[] }> {
    return this.searches.global(org.id, q.query);
  }

  private async move(
    org: Organization,
    user: User,
    stage: MovableStage,
    body: MoveInput,
    res: Response,
  ): Promise<MoveResult | MoveQueued> {
    const out = await this.moves.move(org.id, user.id, stage, body);
    res.status(out.status);
    return out.body;
  }

  @Post('lead/:orgId/prospects/move/')
  @TenantRoute()
  @OrgIdParam()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Move prospects into an opportunity list', description: MOVE_DESCRIPTION })
  @ApiAcceptedResponse({ description: leadsExtraMessages.movingInBackground })
  @ApiYupBody(moveSchema)
  moveProspects(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Body(new YupPipe(moveSchema)) body: MoveInput,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MoveResult | MoveQueued> {
    return this.move(org, user, 'Prospect', body, res);
  }

  @Post('lead/:orgId/clients/move/')
  @TenantRoute()
  @OrgIdParam()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Move clients into an opportunity list', description: MOVE_DESCRIPTION })
  @ApiAcceptedResponse({ description: leadsExtraMessages.movingInBackground })
  @ApiYupBody(moveSchema)
  moveClients(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Body(new YupPipe(moveSchema)) body: MoveInput,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MoveResult | MoveQueued> {
    return this.move(org, user, 'Client', body, res);
  }

  @Get('lead/:orgId/jobs/:jobId/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'State of a background contact job (status, processed)' })
  job(@CurrentOrganization() org: Organization, @Param('jobId', idPipe) jobId: number): Promise<MoveJob> {
    return this.moves.getJob(org.id, jobId);
  }

  @Get('lead/history/:leadId/')
  @TenantRoute()
  @ApiParam({ name: 'leadId', type: 'integer' })
  @ApiOperation({
    summary: "A contact's history, newest first → { history, notes_history }",
    description: 'The lead of an organization the caller is not an active member of → 404.',
  })
  history(@CurrentLead() lead: Lead): Promise<LeadHistoryResponse> {
    return this.searches.history(lead);
  }
}
