import { Body, Controller, HttpCode, HttpStatus, Param, Post, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  bulkDemoteSchema,
  type BulkQueued,
  type BulkSelectionInput,
  bulkSyncMax,
  type BulkTransitionResult,
  demoteSchema,
  type FsmState,
  leadsCsvMessages,
  leadsMessages,
  promoteToOpportunitySchema,
  promoteToProspectSchema,
  type TransitionResult,
} from '@ensemble/contracts';
import type { Response } from 'express';
import type { InferType } from 'yup';
import { CurrentOrganization, CurrentUser, TenantRoute } from '../../../engine/tenancy/access.decorators';
import { idPipe, OrgIdParam } from '../../../engine/http/params';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { ApiYupBody } from '../../../engine/http/openapi/yup-openapi';
import type { Organization, User } from '../../platform';
import { ContactTransitionsService } from './contact-transitions.service';
import { LeadMovesService, type MovableStage } from './lead-moves.service';

const opportunityDemote = demoteSchema(['other']);
const prospectDemote = demoteSchema(['other', 'opportunity']);
const prospectBulkDemote = bulkDemoteSchema(['other', 'opportunity']);
const clientDemote = demoteSchema(['prospect', 'opportunity', 'other']);
const clientBulkDemote = bulkDemoteSchema(['prospect', 'opportunity', 'other']);
const formerDemote = demoteSchema(['prospect', 'opportunity', 'other']);

const BULK_DEMOTE =
  `ids, or all: true (every contact of the stage). Up to ${bulkSyncMax} ids are demoted in the request (200); all ` +
  `or more ids answer 202 { detail: '${leadsCsvMessages.demotingInBackground}', job_id } and run as a job (progress ` +
  `at GET lead/{orgId}/jobs/{jobId}/). Ids of other stages or organizations are ignored.`;

const TARGET: Record<string, FsmState> = { other: 'Other', opportunity: 'Opportunity', prospect: 'Prospect' };

/** The lifecycle (spec 2 §4): promote, demote, set as former and reactivate one contact; bulk demote. */
@ApiTags('contacts')
@Controller('organization/lead')
export class LeadTransitionsController {
  constructor(
    private readonly transitions: ContactTransitionsService,
    private readonly jobs: LeadMovesService,
  ) {}

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
    return this.transitions.transitionOne(
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
    return this.transitions.transitionOne(
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
    return this.transitions.transitionOne(
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
    return this.transitions.transitionOne(
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
    return this.transitions.transitionOne(
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
    return this.transitions.transitionOne(
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
    return this.transitions.transitionOne(
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
    return this.transitions.transitionOne(
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
    return this.transitions.transitionOne(
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
    return this.transitions.transitionOne(
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
