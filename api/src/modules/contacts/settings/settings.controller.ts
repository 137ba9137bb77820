import { Body, Controller, Get, Patch, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type FollowUpStrategy,
  followUpStrategySchema,
  type MagicNumbers,
  type MagicNumbersInput,
  magicNumbersSchema,
  type OrganizationSettings,
  organizationSettingsSchema,
} from '@ensemble/contracts';
import type { InferType } from 'yup';
import { CurrentOrganization, TenantRoute } from '../../../engine/tenancy/access.decorators';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { ApiOk } from '../../../engine/http/openapi/response-schemas';
import { ApiYupBody } from '../../../engine/http/openapi/yup-openapi';
import type { Organization } from '../../platform';
import { type OrganizationSettingsPatch, OrganizationSettingsService } from './organization-settings.service';
import { settingsSchemas as S } from './settings.openapi';
import { OrgIdParam } from '../../../engine/http/params';

/** Follow-up strategy, magic numbers and organization settings (spec 2 §7 'Other settings'). */
@ApiTags('settings')
@Controller('organization')
export class SettingsController {
  constructor(private readonly settings: OrganizationSettingsService) {}

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
}
