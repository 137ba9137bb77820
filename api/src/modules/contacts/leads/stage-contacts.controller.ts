import { Body, Controller, Inject, Param, Query, Res, type Type } from '@nestjs/common';
import {
  type BulkQueued,
  type BulkSelectionInput,
  type FsmState,
  type LeadInput,
  type LeadRecord,
  type LeadStageKey,
  leadStageEndpoints,
  type OthersQueryInput,
  type Paginated,
} from '@ensemble/contracts';
import type { FastifyReply } from 'fastify';
import { CurrentOrganization, CurrentUser } from '../../../engine/tenancy/access.decorators';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { idPipe } from '../../../engine/http/params';
import type { Organization, User } from '../../platform';
import { type ContactsQuery, ContactReadsService, type Scope } from './contact-reads.service';
import { ContactWritesService } from './contact-writes.service';
import { LeadMovesService } from './lead-moves.service';

/** What differs between the five stages' contact routes (spec 2 §7) besides their declarations. */
interface StageRoutes {
  /** The controller's class name (OpenAPI operation ids are `<name>_<method>`). */
  name: string;
  /** Its endpoints in contracts' leadStageEndpoints. */
  key: LeadStageKey;
  state: FsmState;
  /** The list query as the contacts service reads it (others name the fields their own way). */
  toQuery?: (q: never) => ContactsQuery;
  /** Opportunities live in the list named by the path. */
  inList?: boolean;
}

const stages: StageRoutes[] = [
  { name: 'OpportunityContactsController', key: 'opportunities', state: 'Opportunity', inList: true },
  { name: 'ProspectContactsController', key: 'prospects', state: 'Prospect' },
  { name: 'ClientContactsController', key: 'clients', state: 'Client' },
  { name: 'FormerClientContactsController', key: 'formerClients', state: 'Former Clients' },
  {
    name: 'OtherContactsController',
    key: 'others',
    state: 'Other',
    toQuery: (q: OthersQueryInput) => ({
      page: q.currentPage,
      per_page: q.pageSize,
      search: q.search,
      ordering: q.sorting,
    }),
  },
];

/** The contacts of one stage: list, add, bulk delete, read, update, delete. */
function stageContactsController(stage: StageRoutes): Type<unknown> {
  const api = leadStageEndpoints[stage.key];
  const scopeOf = (listId: number | undefined): Scope =>
    stage.inList ? { state: stage.state, listId } : { state: stage.state };
  // The list's id is a path parameter of the opportunity routes only; elsewhere the argument stays undefined.
  const ListId = (): ParameterDecorator => (stage.inList ? Param('listId', idPipe) : () => undefined);

  @Controller()
  class StageContactsController {
    constructor(
      @Inject(ContactReadsService) private readonly reads: ContactReadsService,
      @Inject(ContactWritesService) private readonly writes: ContactWritesService,
      @Inject(LeadMovesService) private readonly jobs: LeadMovesService,
    ) {}

    @Endpoint(api.list)
    list(
      @CurrentOrganization() org: Organization,
      @ListId() listId: number | undefined,
      @Query() q: ContactsQuery,
    ): Promise<Paginated<LeadRecord>> {
      return this.reads.list(org.id, scopeOf(listId), stage.toQuery ? stage.toQuery(q as never) : q);
    }

    @Endpoint(api.create)
    create(
      @CurrentOrganization() org: Organization,
      @CurrentUser() user: User,
      @ListId() listId: number | undefined,
      @Body() body: LeadInput,
    ): Promise<LeadRecord> {
      return this.writes.create(org.id, user.id, scopeOf(listId), body);
    }

    @Endpoint(api.bulkDelete)
    async bulkDelete(
      @CurrentOrganization() org: Organization,
      @CurrentUser() user: User,
      @ListId() listId: number | undefined,
      @Body() body: BulkSelectionInput,
      @Res({ passthrough: true }) res: FastifyReply,
    ): Promise<{ deleted: number } | BulkQueued> {
      const out = await this.jobs.bulkDelete(org.id, user.id, scopeOf(listId), body);
      res.status(out.status);
      return out.body;
    }

    @Endpoint(api.get)
    get(
      @CurrentOrganization() org: Organization,
      @ListId() listId: number | undefined,
      @Param('id', idPipe) id: number,
    ): Promise<LeadRecord> {
      return this.reads.get(org.id, scopeOf(listId), id);
    }

    @Endpoint(api.update)
    update(
      @CurrentOrganization() org: Organization,
      @CurrentUser() user: User,
      @ListId() listId: number | undefined,
      @Param('id', idPipe) id: number,
      @Body() body: LeadInput,
    ): Promise<LeadRecord> {
      return this.writes.update(org.id, user.id, scopeOf(listId), id, body);
    }

    @Endpoint(api.remove)
    async remove(
      @CurrentOrganization() org: Organization,
      @CurrentUser() user: User,
      @ListId() listId: number | undefined,
      @Param('id', idPipe) id: number,
    ): Promise<void> {
      await this.writes.remove(org.id, user.id, scopeOf(listId), id);
    }
  }

  Object.defineProperty(StageContactsController, 'name', { value: stage.name });
  return StageContactsController;
}

/** One controller per stage, written once (spec 2 §7 gives each stage its own paths). */
export const stageContactsControllers = stages.map(stageContactsController);
