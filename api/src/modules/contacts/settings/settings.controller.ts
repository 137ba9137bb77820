import { Body, Controller } from '@nestjs/common';
import {
  type FollowUpStrategy,
  type MagicNumbers,
  type MagicNumbersInput,
  type OrganizationSettings,
  settingsEndpoints as api,
} from '@ensemble/contracts';
import { CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import type { Organization } from '../../platform';
import { type OrganizationSettingsPatch, OrganizationSettingsService } from './organization-settings.service';

/** Follow-up strategy, magic numbers and organization settings (spec 2 §7 'Other settings'). */
@Controller()
export class SettingsController {
  constructor(private readonly settings: OrganizationSettingsService) {}

  @Endpoint(api.followUpStrategy.get)
  followUp(@CurrentOrganization() org: Organization): Promise<FollowUpStrategy> {
    return this.settings.followUpStrategy(org.id);
  }

  @Endpoint(api.followUpStrategy.save)
  saveFollowUp(
    @CurrentOrganization() org: Organization,
    @Body() body: FollowUpStrategy,
  ): Promise<FollowUpStrategy> {
    return this.settings.saveFollowUpStrategy(org.id, body);
  }

  @Endpoint(api.magicNumbers.get)
  magicNumbers(@CurrentOrganization() org: Organization): Promise<MagicNumbers> {
    return this.settings.magicNumbers(org.id);
  }

  @Endpoint(api.magicNumbers.save)
  saveMagicNumbers(
    @CurrentOrganization() org: Organization,
    @Body() body: MagicNumbersInput,
  ): Promise<MagicNumbers> {
    return this.settings.saveMagicNumbers(org.id, body);
  }

  @Endpoint(api.organizationSettings.get)
  organizationSettings(@CurrentOrganization() org: Organization): Promise<OrganizationSettings> {
    return this.settings.settings(org.id);
  }

  @Endpoint(api.organizationSettings.update)
  patchOrganizationSettings(
    @CurrentOrganization() org: Organization,
    @Body() body: OrganizationSettingsPatch,
  ): Promise<OrganizationSettings> {
    return this.settings.updateSettings(org.id, body);
  }
}
