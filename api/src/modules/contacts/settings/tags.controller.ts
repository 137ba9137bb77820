import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type LeadSummary, type Paginated, settingsMessages, type Tag, tagSchema } from '@ensemble/contracts';
import type { InferType } from 'yup';
import { CurrentOrganization, TenantRoute } from '../../../engine/tenancy/access.decorators';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { ApiCreated, ApiOk, ApiOkPage } from '../../../engine/http/openapi/response-schemas';
import { ApiYupBody, ApiYupQuery } from '../../../engine/http/openapi/yup-openapi';
import type { Organization } from '../../platform';
import {
  type LeadsQuery,
  leadsQuerySchema,
  tagNameTaken,
  type TagsQuery,
  tagsQuerySchema,
} from './settings.queries';
import { settingsSchemas as S } from './settings.openapi';
import { TagsService } from './tags.service';
import { IdParam, idPipe, OrgIdParam } from '../../../engine/http/params';

/** Tags, the automation marketing groups (spec 2 §7 'Tags'). */
@ApiTags('settings')
@Controller('organization')
export class TagsController {
  constructor(private readonly tags: TagsService) {}

  @Get(':orgId/automation-marketing-group/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'Tags with contact counts; search name; ordering name, leads_count, created_at' })
  @ApiYupQuery(tagsQuerySchema)
  @ApiOkPage(S.Tag)
  listTags(
    @CurrentOrganization() org: Organization,
    @Query(new YupPipe(tagsQuerySchema)) query: TagsQuery,
  ): Promise<Paginated<Tag>> {
    return this.tags.list(org.id, query);
  }

  @Post(':orgId/automation-marketing-group/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'Create a tag', description: `${settingsMessages.tagCreated}; ${tagNameTaken}` })
  @ApiYupBody(tagSchema)
  @ApiCreated(S.Tag)
  createTag(
    @CurrentOrganization() org: Organization,
    @Body(new YupPipe(tagSchema)) body: InferType<typeof tagSchema>,
  ): Promise<Tag> {
    return this.tags.create(org.id, body.name);
  }

  @Put(':orgId/automation-marketing-group/:id/')
  @TenantRoute()
  @OrgIdParam()
  @IdParam()
  @ApiOperation({ summary: 'Rename a tag', description: tagNameTaken })
  @ApiYupBody(tagSchema)
  @ApiOk(S.Tag)
  renameTag(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
    @Body(new YupPipe(tagSchema)) body: InferType<typeof tagSchema>,
  ): Promise<Tag> {
    return this.tags.rename(org.id, id, body.name);
  }

  @Delete(':orgId/automation-marketing-group/:id/')
  @TenantRoute()
  @OrgIdParam()
  @IdParam()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a tag (its contacts leave it)' })
  async deleteTag(@CurrentOrganization() org: Organization, @Param('id', idPipe) id: number): Promise<void> {
    await this.tags.remove(org.id, id);
  }

  @Get(':orgId/automation-marketing-group/:id/leads_in_group/')
  @TenantRoute()
  @OrgIdParam()
  @IdParam()
  @ApiOperation({ summary: "The tag's contacts" })
  @ApiYupQuery(leadsQuerySchema)
  @ApiOkPage(S.LeadSummary)
  tagLeads(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
    @Query(new YupPipe(leadsQuerySchema)) query: LeadsQuery,
  ): Promise<Paginated<LeadSummary>> {
    return this.tags.leadsOf(org.id, id, query);
  }
}
