import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  leadsMessages,
  mergeListsSchema,
  type OpportunityList,
  opportunityListSchema,
  type Paginated,
} from '@ensemble/contracts';
import type { InferType } from 'yup';
import { CurrentOrganization, CurrentUser, TenantRoute } from '../../../engine/tenancy/access.decorators';
import { idPipe, OrgIdParam } from '../../../engine/http/params';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { ApiYupBody, ApiYupQuery } from '../../../engine/http/openapi/yup-openapi';
import type { Organization, User } from '../../platform';
import { LeadListsService } from './lead-lists.service';
import { type ContactsQueryInput, contactsQuerySchema } from './leads.queries';

/** Opportunity lists under /organization/lead/{orgId}/ (spec 2 §7): list, pick-list, create, rename, merge, delete. */
@ApiTags('contacts')
@Controller('organization/lead')
export class OpportunityListsController {
  constructor(private readonly lists: LeadListsService) {}

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
}
