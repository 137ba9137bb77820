import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  type FollowUpStrategy,
  followUpStrategySchema,
  type LeadSummary,
  type Location,
  locationSchema,
  type MagicNumbers,
  type MagicNumbersInput,
  magicNumbersSchema,
  type OrganizationSettings,
  organizationSettingsSchema,
  type Paginated,
  type Representative,
  type RepresentativeUpdate,
  representativeUpdateSchema,
  settingsMessages,
  type Source,
  sourceSchema,
  type Tag,
  tagSchema,
  type TimeZoneOption,
  timeZones,
} from '@ensemble/contracts';
import type { InferType } from 'yup';
import { CurrentOrganization, Public, TenantRoute } from '../../common/access/access.decorators';
import { YupPipe } from '../../common/http/yup.pipe';
import { ApiCreated, ApiOk, ApiOkPage } from '../../common/openapi/response-schemas';
import { ApiYupBody, ApiYupQuery } from '../../common/openapi/yup-openapi';
import type { Organization } from '../organizations/organization.entity';
import { LocationsService } from './locations.service';
import { type OrganizationSettingsPatch, OrganizationSettingsService } from './organization-settings.service';
import { RepresentativesService } from './representatives.service';
import {
  type LeadsQuery,
  leadsQuerySchema,
  type LocationsQuery,
  locationsQuerySchema,
  type RepresentativesQuery,
  representativesQuerySchema,
  type SourcesQuery,
  sourcesQuerySchema,
  tagNameTaken,
  type TagsQuery,
  tagsQuerySchema,
} from './settings.queries';
import { settingsSchemas as S } from './settings.openapi';
import { SourcesService } from './sources.service';
import { TagsService } from './tags.service';
import { OrgIdParam, idPipe } from '../../common/http/params';

const IdParam = () => ApiParam({ name: 'id', type: 'integer' });
const arrayOf = (item: object) => ({ type: 'array', items: item }) as const;

/** Organization settings (spec 2 §7 'Other settings', 'Sources', 'Locations', 'Tags', 'Representatives'). */
@ApiTags('settings')
@Controller('organization')
export class SettingsController {
  constructor(
    private readonly settings: OrganizationSettingsService,
    private readonly sources: SourcesService,
    private readonly locations: LocationsService,
    private readonly tags: TagsService,
    private readonly representatives: RepresentativesService,
  ) {}

  // ---- follow-up strategy, magic numbers, organization settings

  @Get(':orgId/follow-up-strategy/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'Follow-up strategy (days per slot; nulls until saved)' })
  @ApiOk(S.FollowUpStrategy)
  followUp(@CurrentOrganization() org: Organization): Promise<FollowUpStrategy> {
    return this.settings.followUpStrategy(org.id);
  }

  @Put(':orgId/follow-up-strategy/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'Save the follow-up strategy' })
  @ApiYupBody(followUpStrategySchema)
  @ApiOk(S.FollowUpStrategy)
  saveFollowUp(
    @CurrentOrganization() org: Organization,
    @Body(new YupPipe(followUpStrategySchema)) body: InferType<typeof followUpStrategySchema>,
  ): Promise<FollowUpStrategy> {
    return this.settings.saveFollowUpStrategy(org.id, body);
  }

  @Get(':orgId/magic-numbers/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'Magic numbers with the derived monthly figures' })
  @ApiOk(S.MagicNumbers)
  magicNumbers(@CurrentOrganization() org: Organization): Promise<MagicNumbers> {
    return this.settings.magicNumbers(org.id);
  }

  @Put(':orgId/magic-numbers/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'Save the magic numbers; the derived figures are computed by the server' })
  @ApiYupBody(magicNumbersSchema)
  @ApiOk(S.MagicNumbers)
  saveMagicNumbers(
    @CurrentOrganization() org: Organization,
    @Body(new YupPipe(magicNumbersSchema)) body: InferType<typeof magicNumbersSchema>,
  ): Promise<MagicNumbers> {
    return this.settings.saveMagicNumbers(org.id, body as MagicNumbersInput);
  }

  @Get(':orgId/organization-settings/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'show_default_services (1 until turned off) and about_us_info_source' })
  @ApiOk(S.OrganizationSettings)
  organizationSettings(@CurrentOrganization() org: Organization): Promise<OrganizationSettings> {
    return this.settings.settings(org.id);
  }

  @Patch(':orgId/organization-settings/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'Change show_default_services and/or about_us_info_source' })
  @ApiYupBody(organizationSettingsSchema)
  @ApiOk(S.OrganizationSettings)
  patchOrganizationSettings(
    @CurrentOrganization() org: Organization,
    @Body(new YupPipe(organizationSettingsSchema)) body: InferType<typeof organizationSettingsSchema>,
  ): Promise<OrganizationSettings> {
    return this.settings.updateSettings(org.id, body as OrganizationSettingsPatch);
  }

  // ---- sources

  @Get(':orgId/source/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({
    summary:
      'Sources with their contact counts; search name/description; ordering name, description, leads_count',
  })
  @ApiYupQuery(sourcesQuerySchema)
  @ApiOkPage(S.Source)
  listSources(
    @CurrentOrganization() org: Organization,
    @Query(new YupPipe(sourcesQuerySchema)) query: SourcesQuery,
  ): Promise<Paginated<Source>> {
    return this.sources.list(org.id, query);
  }

  @Get(':orgId/source/all/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'Every source, by name (pick-lists)' })
  @ApiOk(arrayOf(S.Source))
  allSources(@CurrentOrganization() org: Organization): Promise<Source[]> {
    return this.sources.all(org.id);
  }

  @Post(':orgId/source/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'Add a source', description: settingsMessages.sourceAdded })
  @ApiYupBody(sourceSchema)
  @ApiCreated(S.Source)
  createSource(
    @CurrentOrganization() org: Organization,
    @Body(new YupPipe(sourceSchema)) body: InferType<typeof sourceSchema>,
  ): Promise<Source> {
    return this.sources.create(org.id, body);
  }

  @Put(':orgId/source/:id/')
  @TenantRoute()
  @OrgIdParam()
  @IdParam()
  @ApiOperation({ summary: 'Update a source', description: settingsMessages.sourceUpdated })
  @ApiYupBody(sourceSchema)
  @ApiOk(S.Source)
  updateSource(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
    @Body(new YupPipe(sourceSchema)) body: InferType<typeof sourceSchema>,
  ): Promise<Source> {
    return this.sources.update(org.id, id, body);
  }

  @Delete(':orgId/source/:id/')
  @TenantRoute()
  @OrgIdParam()
  @IdParam()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: "Delete a source; its contacts' source becomes empty" })
  async deleteSource(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
  ): Promise<void> {
    await this.sources.remove(org.id, id);
  }

  @Get(':orgId/source/:id/leads/')
  @TenantRoute()
  @OrgIdParam()
  @IdParam()
  @ApiOperation({ summary: "The source's contacts (an empty page when it has none)" })
  @ApiYupQuery(leadsQuerySchema)
  @ApiOkPage(S.LeadSummary)
  sourceLeads(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
    @Query(new YupPipe(leadsQuerySchema)) query: LeadsQuery,
  ): Promise<Paginated<LeadSummary>> {
    return this.sources.leadsOf(org.id, id, query);
  }

  // ---- locations

  @Get(':orgId/location/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'Locations (page, page_size 25)' })
  @ApiYupQuery(locationsQuerySchema)
  @ApiOkPage(S.Location)
  listLocations(
    @CurrentOrganization() org: Organization,
    @Query(new YupPipe(locationsQuerySchema)) query: LocationsQuery,
  ): Promise<Paginated<Location>> {
    return this.locations.list(org.id, query);
  }

  @Post(':orgId/location/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({
    summary: 'Add a location (the first one is main; is_main moves the main flag here)',
    description: settingsMessages.locationAdded,
  })
  @ApiYupBody(locationSchema)
  @ApiCreated(S.Location)
  createLocation(
    @CurrentOrganization() org: Organization,
    @Body(new YupPipe(locationSchema)) body: InferType<typeof locationSchema>,
  ): Promise<Location> {
    return this.locations.create(org.id, body);
  }

  @Put(':orgId/location/:id/')
  @TenantRoute()
  @OrgIdParam()
  @IdParam()
  @ApiOperation({ summary: 'Update a location', description: settingsMessages.mainLocationRequired })
  @ApiYupBody(locationSchema)
  @ApiOk(S.Location)
  updateLocation(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
    @Body(new YupPipe(locationSchema)) body: InferType<typeof locationSchema>,
  ): Promise<Location> {
    return this.locations.update(org.id, id, body);
  }

  @Delete(':orgId/location/:id/')
  @TenantRoute()
  @OrgIdParam()
  @IdParam()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a location', description: settingsMessages.mainLocationDelete })
  async deleteLocation(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
  ): Promise<void> {
    await this.locations.remove(org.id, id);
  }

  // ---- tags

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

  // ---- representatives

  @Get(':orgId/representatives/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({
    summary: 'Members as representatives (id = membership id); search name/email; ordering default -id',
  })
  @ApiYupQuery(representativesQuerySchema)
  @ApiOkPage(S.Representative)
  listRepresentatives(
    @CurrentOrganization() org: Organization,
    @Query(new YupPipe(representativesQuerySchema)) query: RepresentativesQuery,
  ): Promise<Paginated<Representative>> {
    return this.representatives.list(org.id, query);
  }

  @Patch(':orgId/representatives/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({
    summary: "Change a representative's title or SMS notifications (by user_id)",
    description: `${settingsMessages.representativeHasContacts}; ${settingsMessages.userHasNoPhone}`,
  })
  @ApiYupBody(representativeUpdateSchema)
  @ApiOk(S.Representative)
  updateRepresentative(
    @CurrentOrganization() org: Organization,
    @Body(new YupPipe(representativeUpdateSchema)) body: InferType<typeof representativeUpdateSchema>,
  ): Promise<Representative> {
    return this.representatives.update(org.id, body as RepresentativeUpdate);
  }

  @Get(':orgId/representatives/:id/')
  @TenantRoute()
  @OrgIdParam()
  @IdParam()
  @ApiOperation({ summary: 'One representative (id = membership id)' })
  @ApiOk(S.Representative)
  representative(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
  ): Promise<Representative> {
    return this.representatives.get(org.id, id);
  }

  @Get(':orgId/representatives/:id/leads/')
  @TenantRoute()
  @OrgIdParam()
  @IdParam()
  @ApiOperation({ summary: 'The contacts this representative manages (account, sales or service rep)' })
  @ApiYupQuery(leadsQuerySchema)
  @ApiOkPage(S.LeadSummary)
  representativeLeads(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
    @Query(new YupPipe(leadsQuerySchema)) query: LeadsQuery,
  ): Promise<Paginated<LeadSummary>> {
    return this.representatives.leadsOf(org.id, id, query);
  }
}

/** Reference data every screen may read without signing in. */
@ApiTags('reference')
@Controller('reference')
export class ReferenceController {
  @Get('timezones/')
  @Public()
  @ApiOperation({ summary: 'Time zones: US zones first, then the rest by name' })
  @ApiOk(arrayOf(S.TimeZoneOption))
  timezones(): TimeZoneOption[] {
    return timeZones;
  }
}
