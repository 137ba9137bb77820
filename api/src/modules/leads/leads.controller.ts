import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import { ApiAcceptedResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  bulkDeleteSchema,
  type BulkQueued,
  type BulkSelectionInput,
  bulkSyncMax,
  bulkDemoteSchema,
  type BulkTransitionResult,
  clientSchema,
  demoteSchema,
  formerClientSchema,
  type FsmState,
  type LeadInput,
  type LeadRecord,
  leadsCsvMessages,
  leadsMessages,
  mergeListsSchema,
  opportunityBulkDeleteSchema,
  type OpportunityList,
  opportunityListSchema,
  opportunitySchema,
  otherSchema,
  type Paginated,
  promoteToOpportunitySchema,
  promoteToProspectSchema,
  prospectSchema,
  type TransitionResult,
} from '@ensemble/contracts';
import type { Response } from 'express';
import type { InferType } from 'yup';
import { CurrentOrganization, CurrentUser, TenantRoute } from '../../common/access/access.decorators';
import { YupPipe } from '../../common/http/yup.pipe';
import { ApiYupBody, ApiYupQuery } from '../../common/openapi/yup-openapi';
import type { Organization } from '../organizations/organization.entity';
import type { User } from '../users/user.entity';
import { ContactsService } from './contacts.service';
import { LeadListsService } from './lead-lists.service';
import { LeadMovesService, type MovableStage } from './lead-moves.service';
import {
  type ContactsQueryInput,
  contactsQuerySchema,
  type OthersQueryInput,
  othersQuerySchema,
  type ProspectsQueryInput,
  prospectsQuerySchema,
} from './leads.queries';
import { OrgIdParam, idPipe } from '../../common/http/params';

const opportunityDemote = demoteSchema(['other']);
const prospectDemote = demoteSchema(['other', 'opportunity']);
const prospectBulkDemote = bulkDemoteSchema(['other', 'opportunity']);
const clientDemote = demoteSchema(['prospect', 'opportunity', 'other']);
const clientBulkDemote = bulkDemoteSchema(['prospect', 'opportunity', 'other']);
const formerDemote = demoteSchema(['prospect', 'opportunity', 'other']);

const bulkDescription = (verb: string, background: string) =>
  `ids, or all: true (every contact of the stage; of the list for opportunities). Up to ${bulkSyncMax} ids are ` +
  `${verb} in the request (200); all or more ids answer 202 { detail: '${background}', job_id } and run as a ` +
  `job (progress at GET lead/{orgId}/jobs/{jobId}/). Ids of other stages or organizations are ignored.`;
const BULK_DELETE = bulkDescription('deleted', leadsCsvMessages.deletingInBackground);
const BULK_DEMOTE = bulkDescription('demoted', leadsCsvMessages.demotingInBackground);

const TARGET: Record<string, FsmState> = { other: 'Other', opportunity: 'Opportunity', prospect: 'Prospect' };

/** Contacts in their five stages under /organization/lead/{orgId}/ (spec 2 §7), and the lifecycle (§4). */
@ApiTags('contacts')
@Controller('organization/lead')
export class LeadsController {
  constructor(
    private readonly contacts: ContactsService,
    private readonly lists: LeadListsService,
    private readonly jobs: LeadMovesService,
  ) {}

  private async bulkDelete(
    org: Organization,
    user: User,
    scope: { state: FsmState; listId?: number },
    body: BulkSelectionInput,
    res: Response,
  ): Promise<{ deleted: number } | BulkQueued> {
    const out = await this.jobs.bulkDelete(org.id, user.id, scope, body);
    res.status(out.status);
    return out.body;
  }

  private async bulkDemote(
    org: Organization,
    user: User,
    stage: MovableStage,
    body: BulkSelectionInput & { target: string; lead_list_id?: number | null },
    detail: string,
    res: Response,
  ): Promise<BulkTransitionResult | BulkQueued> {
    const out = await this.jobs.bulkDemote(
      org.id,
      user.id,
      stage,
      body,
      TARGET[body.target],
      body.lead_list_id,
      detail,
    );
    res.status(out.status);
    return out.body;
  }

  // ---- opportunity lists

  @Get(':orgId/opportunity-list/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({
    summary: 'Opportunity lists with leads_count; ordering id, title, created_at, leads_count (default -id)',
  })
  @ApiYupQuery(contactsQuerySchema)
  listLists(
    @CurrentOrganization() org: Organization,
    @Query(new YupPipe(contactsQuerySchema)) q: ContactsQueryInput,
  ): Promise<Paginated<OpportunityList>> {
    return this.lists.list(org.id, q);
  }

  @Post(':orgId/opportunity-list/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'Create an opportunity list' })
  @ApiYupBody(opportunityListSchema)
  createList(
    @CurrentOrganization() org: Organization,
    @Body(new YupPipe(opportunityListSchema)) body: InferType<typeof opportunityListSchema>,
  ): Promise<OpportunityList> {
    return this.lists.create(org.id, body.title);
  }

  @Get(':orgId/opportunity-list-all/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'Every opportunity list, by title (pick-lists)' })
  allLists(@CurrentOrganization() org: Organization): Promise<OpportunityList[]> {
    return this.lists.all(org.id);
  }

  @Post(':orgId/opportunity-list/merge/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'Merge lists into a new one', description: leadsMessages.listsMerged })
  @ApiYupBody(mergeListsSchema)
  async mergeLists(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Body(new YupPipe(mergeListsSchema)) body: InferType<typeof mergeListsSchema>,
  ): Promise<{ detail: string; list: OpportunityList }> {
    const list = await this.lists.merge(org.id, user.id, body);
    return { detail: leadsMessages.listsMerged, list };
  }

  @Get(':orgId/opportunity-list/:listId/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'One opportunity list' })
  getList(
    @CurrentOrganization() org: Organization,
    @Param('listId', idPipe) listId: number,
  ): Promise<OpportunityList> {
    return this.lists.get(org.id, listId);
  }

  @Put(':orgId/opportunity-list/:listId/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'Rename an opportunity list (not the Demoted or Unallocated list)' })
  @ApiYupBody(opportunityListSchema)
  updateList(
    @CurrentOrganization() org: Organization,
    @Param('listId', idPipe) listId: number,
    @Body(new YupPipe(opportunityListSchema)) body: InferType<typeof opportunityListSchema>,
  ): Promise<OpportunityList> {
    return this.lists.update(org.id, listId, body.title);
  }

  @Delete(':orgId/opportunity-list/:listId/')
  @TenantRoute()
  @OrgIdParam()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiQuery({ name: 'all', required: false, type: 'boolean' })
  @ApiOperation({
    summary: 'Delete a list: ?all=true deletes its contacts, otherwise they move to Unallocated',
  })
  async deleteList(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Param('listId', idPipe) listId: number,
    @Query('all') all?: string,
  ): Promise<void> {
    await this.lists.remove(org.id, user.id, listId, all === 'true' || all === '1');
  }

  // ---- Opportunity

  @Get(':orgId/opportunity-list/:listId/opportunity/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({
    summary: 'List (Opportunity); search by name, email or phone prefix; default ordering -id',
  })
  @ApiYupQuery(contactsQuerySchema)
  listOpportunity(
    @CurrentOrganization() org: Organization,
    @Param('listId', idPipe) listId: number,
    @Query(new YupPipe(contactsQuerySchema)) q: ContactsQueryInput,
  ): Promise<Paginated<LeadRecord>> {
    return this.contacts.list(org.id, { state: 'Opportunity', listId }, q);
  }

  @Post(':orgId/opportunity-list/:listId/opportunity/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'Add (Opportunity)' })
  @ApiYupBody(opportunitySchema)
  createOpportunity(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Param('listId', idPipe) listId: number,
    @Body(new YupPipe(opportunitySchema)) body: LeadInput,
  ): Promise<LeadRecord> {
    return this.contacts.create(org.id, user.id, { state: 'Opportunity', listId }, body);
  }

  @Post(':orgId/opportunity-list/:listId/opportunity/bulk_delete/')
  @TenantRoute()
  @OrgIdParam()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Delete the given contacts (Opportunity) → { deleted }',
    description: BULK_DELETE,
  })
  @ApiAcceptedResponse({ description: leadsCsvMessages.deletingInBackground })
  @ApiYupBody(opportunityBulkDeleteSchema)
  bulkDeleteOpportunity(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Param('listId', idPipe) listId: number,
    @Body(new YupPipe(opportunityBulkDeleteSchema)) body: BulkSelectionInput,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ deleted: number } | BulkQueued> {
    return this.bulkDelete(org, user, { state: 'Opportunity', listId }, body, res);
  }

  @Get(':orgId/opportunity-list/:listId/opportunity/:id/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'One contact (Opportunity)' })
  getOpportunity(
    @CurrentOrganization() org: Organization,
    @Param('listId', idPipe) listId: number,
    @Param('id', idPipe) id: number,
  ): Promise<LeadRecord> {
    return this.contacts.get(org.id, { state: 'Opportunity', listId }, id);
  }

  @Put(':orgId/opportunity-list/:listId/opportunity/:id/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'Update (Opportunity); changed fields go to the history' })
  @ApiYupBody(opportunitySchema)
  updateOpportunity(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Param('listId', idPipe) listId: number,
    @Param('id', idPipe) id: number,
    @Body(new YupPipe(opportunitySchema)) body: LeadInput,
  ): Promise<LeadRecord> {
    return this.contacts.update(org.id, user.id, { state: 'Opportunity', listId }, id, body);
  }

  @Delete(':orgId/opportunity-list/:listId/opportunity/:id/')
  @TenantRoute()
  @OrgIdParam()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete (Opportunity)' })
  async deleteOpportunity(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Param('listId', idPipe) listId: number,
    @Param('id', idPipe) id: number,
  ): Promise<void> {
    await this.contacts.remove(org.id, user.id, { state: 'Opportunity', listId }, id);
  }

  // ---- Prospect

  @Get(':orgId/prospects/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'List (Prospect); search by name, email or phone prefix; default ordering -id' })
  @ApiYupQuery(prospectsQuerySchema)
  listProspect(
    @CurrentOrganization() org: Organization,
    @Query(new YupPipe(prospectsQuerySchema)) q: ProspectsQueryInput,
  ): Promise<Paginated<LeadRecord>> {
    return this.contacts.list(org.id, { state: 'Prospect' }, q);
  }

  @Post(':orgId/prospects/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'Add (Prospect)' })
  @ApiYupBody(prospectSchema)
  createProspect(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Body(new YupPipe(prospectSchema)) body: LeadInput,
  ): Promise<LeadRecord> {
    return this.contacts.create(org.id, user.id, { state: 'Prospect' }, body);
  }

  @Post(':orgId/prospects/bulk_delete/')
  @TenantRoute()
  @OrgIdParam()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Delete the given contacts (Prospect) → { deleted }', description: BULK_DELETE })
  @ApiAcceptedResponse({ description: leadsCsvMessages.deletingInBackground })
  @ApiYupBody(bulkDeleteSchema)
  bulkDeleteProspect(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Body(new YupPipe(bulkDeleteSchema)) body: BulkSelectionInput,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ deleted: number } | BulkQueued> {
    return this.bulkDelete(org, user, { state: 'Prospect' }, body, res);
  }

  @Get(':orgId/prospects/:id/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'One contact (Prospect)' })
  getProspect(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
  ): Promise<LeadRecord> {
    return this.contacts.get(org.id, { state: 'Prospect' }, id);
  }

  @Put(':orgId/prospects/:id/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'Update (Prospect); changed fields go to the history' })
  @ApiYupBody(prospectSchema)
  updateProspect(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
    @Body(new YupPipe(prospectSchema)) body: LeadInput,
  ): Promise<LeadRecord> {
    return this.contacts.update(org.id, user.id, { state: 'Prospect' }, id, body);
  }

  @Delete(':orgId/prospects/:id/')
  @TenantRoute()
  @OrgIdParam()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete (Prospect)' })
  async deleteProspect(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
  ): Promise<void> {
    await this.contacts.remove(org.id, user.id, { state: 'Prospect' }, id);
  }

  // ---- Client

  @Get(':orgId/clients/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'List (Client); search by name, email or phone prefix; default ordering -id' })
  @ApiYupQuery(contactsQuerySchema)
  listClient(
    @CurrentOrganization() org: Organization,
    @Query(new YupPipe(contactsQuerySchema)) q: ContactsQueryInput,
  ): Promise<Paginated<LeadRecord>> {
    return this.contacts.list(org.id, { state: 'Client' }, q);
  }

  @Post(':orgId/clients/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'Add (Client)' })
  @ApiYupBody(clientSchema)
  createClient(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Body(new YupPipe(clientSchema)) body: LeadInput,
  ): Promise<LeadRecord> {
    return this.contacts.create(org.id, user.id, { state: 'Client' }, body);
  }

  @Post(':orgId/clients/bulk_delete/')
  @TenantRoute()
  @OrgIdParam()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Delete the given contacts (Client) → { deleted }', description: BULK_DELETE })
  @ApiAcceptedResponse({ description: leadsCsvMessages.deletingInBackground })
  @ApiYupBody(bulkDeleteSchema)
  bulkDeleteClient(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Body(new YupPipe(bulkDeleteSchema)) body: BulkSelectionInput,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ deleted: number } | BulkQueued> {
    return this.bulkDelete(org, user, { state: 'Client' }, body, res);
  }

  @Get(':orgId/clients/:id/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'One contact (Client)' })
  getClient(@CurrentOrganization() org: Organization, @Param('id', idPipe) id: number): Promise<LeadRecord> {
    return this.contacts.get(org.id, { state: 'Client' }, id);
  }

  @Put(':orgId/clients/:id/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'Update (Client); changed fields go to the history' })
  @ApiYupBody(clientSchema)
  updateClient(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
    @Body(new YupPipe(clientSchema)) body: LeadInput,
  ): Promise<LeadRecord> {
    return this.contacts.update(org.id, user.id, { state: 'Client' }, id, body);
  }

  @Delete(':orgId/clients/:id/')
  @TenantRoute()
  @OrgIdParam()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete (Client)' })
  async deleteClient(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
  ): Promise<void> {
    await this.contacts.remove(org.id, user.id, { state: 'Client' }, id);
  }

  // ---- FormerClient

  @Get(':orgId/former-clients/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({
    summary: 'List (FormerClient); search by name, email or phone prefix; default ordering -id',
  })
  @ApiYupQuery(contactsQuerySchema)
  listFormerClient(
    @CurrentOrganization() org: Organization,
    @Query(new YupPipe(contactsQuerySchema)) q: ContactsQueryInput,
  ): Promise<Paginated<LeadRecord>> {
    return this.contacts.list(org.id, { state: 'Former Clients' }, q);
  }

  @Post(':orgId/former-clients/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'Add (FormerClient)' })
  @ApiYupBody(formerClientSchema)
  createFormerClient(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Body(new YupPipe(formerClientSchema)) body: LeadInput,
  ): Promise<LeadRecord> {
    return this.contacts.create(org.id, user.id, { state: 'Former Clients' }, body);
  }

  @Post(':orgId/former-clients/bulk_delete/')
  @TenantRoute()
  @OrgIdParam()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Delete the given contacts (FormerClient) → { deleted }',
    description: BULK_DELETE,
  })
  @ApiAcceptedResponse({ description: leadsCsvMessages.deletingInBackground })
  @ApiYupBody(bulkDeleteSchema)
  bulkDeleteFormerClient(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Body(new YupPipe(bulkDeleteSchema)) body: BulkSelectionInput,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ deleted: number } | BulkQueued> {
    return this.bulkDelete(org, user, { state: 'Former Clients' }, body, res);
  }

  @Get(':orgId/former-clients/:id/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'One contact (FormerClient)' })
  getFormerClient(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
  ): Promise<LeadRecord> {
    return this.contacts.get(org.id, { state: 'Former Clients' }, id);
  }

  @Put(':orgId/former-clients/:id/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'Update (FormerClient); changed fields go to the history' })
  @ApiYupBody(formerClientSchema)
  updateFormerClient(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
    @Body(new YupPipe(formerClientSchema)) body: LeadInput,
  ): Promise<LeadRecord> {
    return this.contacts.update(org.id, user.id, { state: 'Former Clients' }, id, body);
  }

  @Delete(':orgId/former-clients/:id/')
  @TenantRoute()
  @OrgIdParam()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete (FormerClient)' })
  async deleteFormerClient(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
  ): Promise<void> {
    await this.contacts.remove(org.id, user.id, { state: 'Former Clients' }, id);
  }

  // ---- Other

  @Get(':orgId/others/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'List (Other); search by name, email or phone prefix; default ordering -id' })
  @ApiYupQuery(othersQuerySchema)
  listOther(
    @CurrentOrganization() org: Organization,
    @Query(new YupPipe(othersQuerySchema)) q: OthersQueryInput,
  ): Promise<Paginated<LeadRecord>> {
    return this.contacts.list(
      org.id,
      { state: 'Other' },
      { page: q.currentPage, per_page: q.pageSize, search: q.search, ordering: q.sorting },
    );
  }

  @Post(':orgId/others/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'Add (Other)' })
  @ApiYupBody(otherSchema)
  createOther(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Body(new YupPipe(otherSchema)) body: LeadInput,
  ): Promise<LeadRecord> {
    return this.contacts.create(org.id, user.id, { state: 'Other' }, body);
  }

  @Post(':orgId/others/bulk_delete/')
  @TenantRoute()
  @OrgIdParam()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Delete the given contacts (Other) → { deleted }', description: BULK_DELETE })
  @ApiAcceptedResponse({ description: leadsCsvMessages.deletingInBackground })
  @ApiYupBody(bulkDeleteSchema)
  bulkDeleteOther(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Body(new YupPipe(bulkDeleteSchema)) body: BulkSelectionInput,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ deleted: number } | BulkQueued> {
    return this.bulkDelete(org, user, { state: 'Other' }, body, res);
  }

  @Get(':orgId/others/:id/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'One contact (Other)' })
  getOther(@CurrentOrganization() org: Organization, @Param('id', idPipe) id: number): Promise<LeadRecord> {
    return this.contacts.get(org.id, { state: 'Other' }, id);
  }

  @Put(':orgId/others/:id/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'Update (Other); changed fields go to the history' })
  @ApiYupBody(otherSchema)
  updateOther(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
    @Body(new YupPipe(otherSchema)) body: LeadInput,
  ): Promise<LeadRecord> {
    return this.contacts.update(org.id, user.id, { state: 'Other' }, id, body);
  }

  @Delete(':orgId/others/:id/')
  @TenantRoute()
  @OrgIdParam()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete (Other)' })
  async deleteOther(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
  ): Promise<void> {
    await this.contacts.remove(org.id, user.id, { state: 'Other' }, id);
  }

  @Post(':orgId/opportunity-list/:listId/opportunity/:id/promote/')
  @TenantRoute()
  @OrgIdParam()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Opportunity → prospect (needs a source)' })
  @ApiYupBody(promoteToProspectSchema)
  promoteOpportunity(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Param('listId', idPipe) listId: number,
    @Param('id', idPipe) id: number,
    @Body(new YupPipe(promoteToProspectSchema)) body: InferType<typeof promoteToProspectSchema>,
  ): Promise<TransitionResult> {
    return this.contacts.transitionOne(
      org.id,
      user.id,
      { state: 'Opportunity', listId },
      id,
      'Prospect',
      { action: 'promote', leadSourceId: body.lead_source },
      leadsMessages.promotedInProspect,
    );
  }

  @Post(':orgId/opportunity-list/:listId/opportunity/:id/promote_client/')
  @TenantRoute()
  @OrgIdParam()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Opportunity → client' })
  promoteOpportunityClient(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Param('listId', idPipe) listId: number,
    @Param('id', idPipe) id: number,
  ): Promise<TransitionResult> {
    return this.contacts.transitionOne(
      org.id,
      user.id,
      { state: 'Opportunity', listId },
      id,
      'Client',
      { action: 'promote' },
      leadsMessages.nowClient,
    );
  }

  @Post(':orgId/opportunity-list/:listId/opportunity/:id/demote/')
  @TenantRoute()
  @OrgIdParam()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Opportunity → other' })
  @ApiYupBody(opportunityDemote)
  demoteOpportunity(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Param('listId', idPipe) listId: number,
    @Param('id', idPipe) id: number,
    @Body(new YupPipe(opportunityDemote)) body: InferType<typeof opportunityDemote>,
  ): Promise<TransitionResult> {
    return this.contacts.transitionOne(
      org.id,
      user.id,
      { state: 'Opportunity', listId },
      id,
      TARGET[body.target],
      { action: 'demote' },
      leadsMessages.opportunityDemoted,
    );
  }

  @Post(':orgId/prospects/:id/promote/')
  @TenantRoute()
  @OrgIdParam()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Prospect → client' })
  promoteProspect(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
  ): Promise<TransitionResult> {
    return this.contacts.transitionOne(
      org.id,
      user.id,
      { state: 'Prospect' },
      id,
      'Client',
      { action: 'promote' },
      leadsMessages.nowClient,
    );
  }

  @Post(':orgId/prospects/:id/demote/')
  @TenantRoute()
  @OrgIdParam()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Prospect → other or opportunity (the Demoted list unless lead_list_id); reply opportunity_list_id',
  })
  @ApiYupBody(prospectDemote)
  demoteProspect(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
    @Body(new YupPipe(prospectDemote)) body: InferType<typeof prospectDemote>,
  ): Promise<TransitionResult> {
    return this.contacts.transitionOne(
      org.id,
      user.id,
      { state: 'Prospect' },
      id,
      TARGET[body.target],
      { action: 'demote', listId: body.lead_list_id },
      leadsMessages.prospectDemoted,
    );
  }

  @Post(':orgId/clients/:id/demote/')
  @TenantRoute()
  @OrgIdParam()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Client → prospect, opportunity or other' })
  @ApiYupBody(clientDemote)
  demoteClient(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
    @Body(new YupPipe(clientDemote)) body: InferType<typeof clientDemote>,
  ): Promise<TransitionResult> {
    return this.contacts.transitionOne(
      org.id,
      user.id,
      { state: 'Client' },
      id,
      TARGET[body.target],
      { action: 'demote', listId: body.lead_list_id },
      leadsMessages.clientDemoted,
    );
  }

  @Post(':orgId/clients/:id/set_as_former/')
  @TenantRoute()
  @OrgIdParam()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Client → former client' })
  setAsFormer(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
  ): Promise<TransitionResult> {
    return this.contacts.transitionOne(
      org.id,
      user.id,
      { state: 'Client' },
      id,
      'Former Clients',
      { action: 'set_as_former' },
      leadsMessages.clientSetAsFormer,
    );
  }

  @Post(':orgId/former-clients/:id/demote/')
  @TenantRoute()
  @OrgIdParam()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Former client → prospect, opportunity or other' })
  @ApiYupBody(formerDemote)
  demoteFormerClient(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
    @Body(new YupPipe(formerDemote)) body: InferType<typeof formerDemote>,
  ): Promise<TransitionResult> {
    return this.contacts.transitionOne(
      org.id,
      user.id,
      { state: 'Former Clients' },
      id,
      TARGET[body.target],
      { action: 'demote', listId: body.lead_list_id },
      leadsMessages.formerClientDemoted,
    );
  }

  @Post(':orgId/former-clients/:id/promote_to_client/')
  @TenantRoute()
  @OrgIdParam()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Former client → client' })
  reactivateFormerClient(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
  ): Promise<TransitionResult> {
    return this.contacts.transitionOne(
      org.id,
      user.id,
      { state: 'Former Clients' },
      id,
      'Client',
      { action: 'reactivate' },
      leadsMessages.formerClientReactivated,
    );
  }

  @Post(':orgId/others/:id/promote/')
  @TenantRoute()
  @OrgIdParam()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Other → opportunity, in an existing list or a new one by title; reply opportunity_list_id',
  })
  @ApiYupBody(promoteToOpportunitySchema)
  promoteOther(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
    @Body(new YupPipe(promoteToOpportunitySchema)) body: InferType<typeof promoteToOpportunitySchema>,
  ): Promise<TransitionResult> {
    return this.contacts.transitionOne(
      org.id,
      user.id,
      { state: 'Other' },
      id,
      'Opportunity',
      {
        action: 'promote',
        listId: body.mode === 'new' ? null : body.lead_list_id,
        listTitle: body.mode === 'new' ? body.title : null,
      },
      leadsMessages.promotedToOpportunity,
    );
  }

  @Post(':orgId/prospects/bulk_demote/')
  @TenantRoute()
  @OrgIdParam()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Demote the given contacts → { detail, count, opportunity_list_id }',
    description: BULK_DEMOTE,
  })
  @ApiAcceptedResponse({ description: leadsCsvMessages.demotingInBackground })
  @ApiYupBody(prospectBulkDemote)
  bulkDemoteProspects(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Body(new YupPipe(prospectBulkDemote)) body: InferType<typeof prospectBulkDemote>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<BulkTransitionResult | BulkQueued> {
    return this.bulkDemote(org, user, 'Prospect', body, leadsMessages.prospectDemoted, res);
  }

  @Post(':orgId/clients/bulk_demote/')
  @TenantRoute()
  @OrgIdParam()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Demote the given contacts → { detail, count, opportunity_list_id }',
    description: BULK_DEMOTE,
  })
  @ApiAcceptedResponse({ description: leadsCsvMessages.demotingInBackground })
  @ApiYupBody(clientBulkDemote)
  bulkDemoteClients(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Body(new YupPipe(clientBulkDemote)) body: InferType<typeof clientBulkDemote>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<BulkTransitionResult | BulkQueued> {
    return this.bulkDemote(org, user, 'Client', body, leadsMessages.clientDemoted, res);
  }
}
