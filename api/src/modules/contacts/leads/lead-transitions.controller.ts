import { Body, Controller, Inject, Param, Res, type Type } from '@nestjs/common';
import {
  type BulkQueued,
  type BulkTransitionResult,
  type FsmState,
  leadBulkEndpoints,
  leadsMessages,
  type LeadTransitionKey,
  leadTransitionEndpoints,
  type MoveInput,
  type MoveQueued,
  type MoveResult,
  type TransitionResult,
} from '@ensemble/contracts';
import type { FastifyReply } from 'fastify';
import { CurrentOrganization, CurrentUser } from '../../../engine/tenancy/access.decorators';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { idPipe } from '../../../engine/http/params';
import type { Organization, User } from '../../platform';
import { ContactTransitionsService } from './contact-transitions.service';
import { LeadMovesService, type MovableStage } from './lead-moves.service';

/** What any transition's body may hold (each endpoint's schema says which of these it takes). */
interface TransitionBody {
  target?: string;
  lead_list_id?: number | null;
  lead_source?: number;
  mode?: string;
  title?: string | null;
}
type TransitionOptions = { leadSourceId?: number; listId?: number | null; listTitle?: string | null };

const TARGET: Record<string, FsmState> = { other: 'Other', opportunity: 'Opportunity', prospect: 'Prospect' };

/** One step of the lifecycle (spec 2 §4): from which stage, to which (or the body's target), and its words. */
interface TransitionRule {
  from: FsmState;
  to: FsmState | 'target';
  /** The history's action. */
  action: string;
  options?: (body: TransitionBody) => TransitionOptions;
  detail: string | ((name: string) => string);
}

/** A demotion to an opportunity lands in the body's list, else the 'Demoted' list. */
const intoList = (b: TransitionBody): TransitionOptions => ({ listId: b.lead_list_id });

const rules: Record<LeadTransitionKey, TransitionRule> = {
  opportunityPromote: {
    from: 'Opportunity',
    to: 'Prospect',
    action: 'promote',
    options: (b) => ({ leadSourceId: b.lead_source }),
    detail: leadsMessages.promotedInProspect,
  },
  opportunityPromoteClient: {
    from: 'Opportunity',
    to: 'Client',
    action: 'promote',
    detail: leadsMessages.nowClient,
  },
  opportunityDemote: {
    from: 'Opportunity',
    to: 'target',
    action: 'demote',
    detail: leadsMessages.opportunityDemoted,
  },
  prospectPromote: { from: 'Prospect', to: 'Client', action: 'promote', detail: leadsMessages.nowClient },
  prospectDemote: {
    from: 'Prospect',
    to: 'target',
    action: 'demote',
    options: intoList,
    detail: leadsMessages.prospectDemoted,
  },
  clientDemote: {
    from: 'Client',
    to: 'target',
    action: 'demote',
    options: intoList,
    detail: leadsMessages.clientDemoted,
  },
  clientSetAsFormer: {
    from: 'Client',
    to: 'Former Clients',
    action: 'set_as_former',
    detail: leadsMessages.clientSetAsFormer,
  },
  formerClientDemote: {
    from: 'Former Clients',
    to: 'target',
    action: 'demote',
    options: intoList,
    detail: leadsMessages.formerClientDemoted,
  },
  formerClientPromote: {
    from: 'Former Clients',
    to: 'Client',
    action: 'reactivate',
    detail: leadsMessages.formerClientReactivated,
  },
  otherPromote: {
    from: 'Other',
    to: 'Opportunity',
    action: 'promote',
    options: (b) => ({
      listId: b.mode === 'new' ? null : b.lead_list_id,
      listTitle: b.mode === 'new' ? b.title : null,
    }),
    detail: leadsMessages.promotedToOpportunity,
  },
};

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/** The route of one transition, served by the same handler as every other (its rule says what differs). */
function transitionController(key: LeadTransitionKey): Type<unknown> {
  const e = leadTransitionEndpoints[key];
  const rule = rules[key];
  const inList = rule.from === 'Opportunity';
  // Opportunities are addressed in their list; a transition without a body schema reads no body.
  const ListId = (): ParameterDecorator => (inList ? Param('listId', idPipe) : () => undefined);
  const BodyIfAny = (): ParameterDecorator => (e.body ? Body() : () => undefined);

  @Controller()
  class LeadTransitionController {
    constructor(@Inject(ContactTransitionsService) private readonly transitions: ContactTransitionsService) {}

    @Endpoint(e)
    transition(
      @CurrentOrganization() org: Organization,
      @CurrentUser() user: User,
      @ListId() listId: number | undefined,
      @Param('id', idPipe) id: number,
      @BodyIfAny() body: TransitionBody | undefined,
    ): Promise<TransitionResult> {
      const b = body ?? {};
      return this.transitions.transitionOne(
        org.id,
        user.id,
        inList ? { state: rule.from, listId } : { state: rule.from },
        id,
        rule.to === 'target' ? (TARGET[b.target ?? ''] as FsmState) : rule.to,
        { action: rule.action, ...rule.options?.(b) },
        rule.detail,
      );
    }
  }

  Object.defineProperty(LeadTransitionController, 'name', { value: `${pascal(key)}TransitionController` });
  return LeadTransitionController;
}

/** The lifecycle (spec 2 §4): promote, demote, set as former and reactivate one contact, one route each. */
export const leadTransitionControllers = (Object.keys(rules) as LeadTransitionKey[]).map(
  transitionController,
);

/** The stages whose contacts are demoted and moved in bulk, with the words of a done demotion. */
const bulkStages = [
  { key: 'prospects', stage: 'Prospect', demoted: leadsMessages.prospectDemoted },
  { key: 'clients', stage: 'Client', demoted: leadsMessages.clientDemoted },
] as const satisfies readonly { key: keyof typeof leadBulkEndpoints; stage: MovableStage; demoted: string }[];

/**
 * Bulk demote and move-to of one stage (spec 2 §4): up to bulkSyncMax (or moveSyncMax) contacts in the request,
 * more (or all) as a job answered 202.
 */
function bulkController({ key, stage, demoted }: (typeof bulkStages)[number]): Type<unknown> {
  const api = leadBulkEndpoints[key];

  @Controller()
  class LeadBulkController {
    constructor(@Inject(LeadMovesService) private readonly jobs: LeadMovesService) {}

    @Endpoint(api.bulkDemote)
    async bulkDemote(
      @CurrentOrganization() org: Organization,
      @CurrentUser() user: User,
      @Body() body: { ids: number[]; all: boolean; target: string; lead_list_id?: number | null },
      @Res({ passthrough: true }) res: FastifyReply,
    ): Promise<BulkTransitionResult | BulkQueued> {
      const to = TARGET[body.target] as FsmState;
      const out = await this.jobs.bulkDemote(org.id, user.id, stage, body, to, body.lead_list_id, demoted);
      res.status(out.status);
      return out.body;
    }

    @Endpoint(api.move)
    async move(
      @CurrentOrganization() org: Organization,
      @CurrentUser() user: User,
      @Body() body: MoveInput,
      @Res({ passthrough: true }) res: FastifyReply,
    ): Promise<MoveResult | MoveQueued> {
      const out = await this.jobs.move(org.id, user.id, stage, body);
      res.status(out.status);
      return out.body;
    }
  }

  Object.defineProperty(LeadBulkController, 'name', { value: `${pascal(key)}BulkController` });
  return LeadBulkController;
}

export const leadBulkControllers = bulkStages.map(bulkController);
