import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Param,
  Post,
  Put,
  Query,
  Res,
  type Type,
} from '@nestjs/common';
import { ApiAcceptedResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  bulkDeleteSchema,
  type BulkQueued,
  type BulkSelectionInput,
  bulkSyncMax,
  clientSchema,
  formerClientSchema,
  type FsmState,
  type LeadInput,
  type LeadRecord,
  leadsCsvMessages,
  opportunityBulkDeleteSchema,
  opportunitySchema,
  otherSchema,
  type Paginated,
  prospectSchema,
} from '@ensemble/contracts';
import type { Response } from 'express';
import type { AnyObjectSchema } from 'yup';
import { CurrentOrganization, CurrentUser, TenantRoute } from '../../../engine/tenancy/access.decorators';
import { idPipe, OrgIdParam } from '../../../engine/http/params';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { ApiYupBody, ApiYupQuery } from '../../../engine/http/openapi/yup-openapi';
import type { Organization, User } from '../../platform';
import { type ContactsQuery, ContactReadsService, type Scope } from './contact-reads.service';
import { ContactWritesService } from './contact-writes.service';
import { LeadMovesService } from './lead-moves.service';
import {
  contactsQuerySchema,
  type OthersQueryInput,
  othersQuerySchema,
  prospectsQuerySchema,
} from './leads.queries';

/** What differs between the five stages' contact routes (spec 2 §7); everything else is the same code. */
interface StageRoutes {
  /** The controller's class name (OpenAPI operation ids are `<name>_<method>`). */
  name: string;
  /** Under /organization/lead/. */
  path: string;
  state: FsmState;
  /** The stage as the OpenAPI summaries name it. */
  label: string;
  body: AnyObjectSchema;
  query: AnyObjectSchema;
  bulkDelete: AnyObjectSchema;
  /** The list query as the contacts service reads it (others name the fields their own way). */
  toQuery?: (q: never) => ContactsQuery;
  /** Opportunities live in the list named by the path. */
  inList?: boolean;
}

const stages: StageRoutes[] = [
  {
    name: 'OpportunityContactsController',
    path: ':orgId/opportunity-list/:listId/opportunity',
    state: 'Opportunity',
    label: 'Opportunity',
    body: opportunitySchema,
    query: contactsQuerySchema,
    bulkDelete: opportunityBulkDeleteSchema,
    inList: true,
  },
  {
    name: 'ProspectContactsController',
    path: ':orgId/prospects',
    state: 'Prospect',
    label: 'Prospect',
    body: prospectSchema,
    query: prospectsQuerySchema,
    bulkDelete: bulkDeleteSchema,
  },
  {
    name: 'ClientContactsController',
    path: ':orgId/clients',
    state: 'Client',
    label: 'Client',
    body: clientSchema,
    query: contactsQuerySchema,
    bulkDelete: bulkDeleteSchema,
  },
  {
    name: 'FormerClientContactsController',
    path: ':orgId/former-clients',
    state: 'Former Clients',
    label: 'FormerClient',
    body: formerClientSchema,
    query: contactsQuerySchema,
    bulkDelete: bulkDeleteSchema,
  },
  {
    name: 'OtherContactsController',
    path: ':orgId/others',
    state: 'Other',
    label: 'Other',
    body: otherSchema,
    query: othersQuerySchema,
    bulkDelete: bulkDeleteSchema,
    toQuery: (q: OthersQueryInput) => ({
      page: q.currentPage,
      per_page: q.pageSize,
      search: q.search,
      ordering: q.sorting,
    }),
  },
];

const BULK_DELETE =
  `ids, or all: true (every contact of the stage; of the list for opportunities). Up to ${bulkSyncMax} ids are ` +
  `deleted in the request (200); all or more ids answer 202 { detail: '${leadsCsvMessages.deletingInBackground}', ` +
  `job_id } and run as a job (progress at GET lead/{orgId}/jobs/{jobId}/). Ids of other stages or organizations ` +
  `are ignored.`;

/** The contacts of one stage: list, add, bulk delete, read, update, delete. */
function stageContactsController(stage: StageRoutes): Type<unknown> {
  const { label } = stage;
  const scopeOf = (listId: number | undefined): Scope =>
    stage.inList ? { state: stage.state, listId } : { state: stage.state };
  // The list's id is a path parameter of the opportunity routes only; elsewhere the argument stays undefined.
  const ListId = (): ParameterDecorator => (stage.inList ? Param('listId', idPipe) : () => undefined);
  const ListIdParam = (): MethodDecorator =>
    stage.inList ? ApiParam({ name: 'listId', type: 'integer' }) : () => undefined;

  @ApiTags('contacts')
  @Controller('organization/lead')
  class StageContactsController {
    constructor(
      @Inject(ContactReadsService) private readonly reads: ContactReadsService,
      @Inject(ContactWritesService) private readonly writes: ContactWritesService,
      @Inject(LeadMovesService) private readonly jobs: LeadMovesService,
    ) {}

    @Get(`${stage.path}/`)
    @TenantRoute()
    @OrgIdParam()
    @ListIdParam()
    @ApiOperation({ summary: `List (${label}); search by name, email or phone prefix; default ordering -id` })
    @ApiYupQuery(stage.query)
    list(
      @CurrentOrganization() org: Organization,
      @ListId() listId: number | undefined,
      @Query(new YupPipe(stage.query)) q: ContactsQuery,
    ): Promise<Paginated<LeadRecord>> {
      return this.reads.list(org.id, scopeOf(listId), stage.toQuery ? stage.toQuery(q as never) : q);
    }

    @Post(`${stage.path}/`)
    @TenantRoute()
    @OrgIdParam()
    @ListIdParam()
    @ApiOperation({ summary: `Add (${label})` })
    @ApiYupBody(stage.body)
    create(
      @CurrentOrganization() org: Organization,
      @CurrentUser() user: User,
      @ListId() listId: number | undefined,
      @Body(new YupPipe(stage.body)) body: LeadInput,
    ): Promise<LeadRecord> {
      return this.writes.create(org.id, user.id, scopeOf(listId), body);
    }

    @Post(`${stage.path}/bulk_delete/`)
    @TenantRoute()
    @OrgIdParam()
    @ListIdParam()
    @HttpCode(HttpStatus.OK)
    @ApiOperation({ summary: `Delete the given contacts (${label}) → { deleted }`, description: BULK_DELETE })
    @ApiAcceptedResponse({ description: leadsCsvMessages.deletingInBackground })
    @ApiYupBody(stage.bulkDelete)
    async bulkDelete(
      @CurrentOrganization() org: Organization,
      @CurrentUser() user: User,
      @ListId() listId: number | undefined,
      @Body(new YupPipe(stage.bulkDelete)) body: BulkSelectionInput,
      @Res({ passthrough: true }) res: Response,
    ): Promise<{ deleted: number } | BulkQueued> {
      const out = await this.jobs.bulkDelete(org.id, user.id, scopeOf(listId), body);
      res.status(out.status);
      return out.body;
    }

    @Get(`${stage.path}/:id/`)
    @TenantRoute()
    @OrgIdParam()
    @ListIdParam()
    @ApiOperation({ summary: `One contact (${label})` })
    get(
      @CurrentOrganization() org: Organization,
      @ListId() listId: number | undefined,
      @Param('id', idPipe) id: number,
    ): Promise<LeadRecord> {
      return this.reads.get(org.id, scopeOf(listId), id);
    }

    @Put(`${stage.path}/:id/`)
    @TenantRoute()
    @OrgIdParam()
    @ListIdParam()
    @ApiOperation({ summary: `Update (${label}); changed fields go to the history` })
    @ApiYupBody(stage.body)
    update(
      @CurrentOrganization() org: Organization,
      @CurrentUser() user: User,
      @ListId() listId: number | undefined,
      @Param('id', idPipe) id: number,
      @Body(new YupPipe(stage.body)) body: LeadInput,
    ): Promise<LeadRecord> {
      return this.writes.update(org.id, user.id, scopeOf(listId), id, body);
    }

    @Delete(`${stage.path}/:id/`)
    @TenantRoute()
    @OrgIdParam()
    @ListIdParam()
    @HttpCode(HttpStatus.NO_CONTENT)
    @ApiOperation({ summary: `Delete (${label})` })
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
