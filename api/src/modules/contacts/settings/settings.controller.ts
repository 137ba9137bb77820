import { Body, Controller, Inject } from '@nestjs/common';
import {
  type Endpoint as EndpointDeclaration,
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

/**
 * One of the organization's settings (spec 2 §7 'Other settings'): its read and its change, bound to the
 * settings service's reader and writer. Extend it with a bare `@Controller()`.
 */
function OrganizationSettingController<V, B>(
  calls: { get: EndpointDeclaration; change: EndpointDeclaration },
  read: (settings: OrganizationSettingsService, organizationId: number) => Promise<V>,
  change: (settings: OrganizationSettingsService, organizationId: number, body: B) => Promise<V>,
) {
  class OrganizationSetting {
    constructor(@Inject(OrganizationSettingsService) readonly settings: OrganizationSettingsService) {}

    @Endpoint(calls.get)
    get(@CurrentOrganization() org: Organization): Promise<V> {
      return read(this.settings, org.id);
    }

    @Endpoint(calls.change)
    change(@CurrentOrganization() org: Organization, @Body() body: B): Promise<V> {
      return change(this.settings, org.id, body);
    }
  }
  return OrganizationSetting;
}

@Controller()
export class FollowUpStrategyController extends OrganizationSettingController<
  FollowUpStrategy,
  FollowUpStrategy
>(
  { get: api.followUpStrategy.get, change: api.followUpStrategy.save },
  (settings, organizationId) => settings.followUpStrategy(organizationId),
  (settings, organizationId, body) => settings.saveFollowUpStrategy(organizationId, body),
) {}

@Controller()
export class MagicNumbersController extends OrganizationSettingController<MagicNumbers, MagicNumbersInput>(
  { get: api.magicNumbers.get, change: api.magicNumbers.save },
  (settings, organizationId) => settings.magicNumbers(organizationId),
  (settings, organizationId, body) => settings.saveMagicNumbers(organizationId, body),
) {}

@Controller()
export class OtherSettingsController extends OrganizationSettingController<
  OrganizationSettings,
  OrganizationSettingsPatch
>(
  { get: api.organizationSettings.get, change: api.organizationSettings.update },
  (settings, organizationId) => settings.settings(organizationId),
  (settings, organizationId, body) => settings.updateSettings(organizationId, body),
) {}

/** The organization's settings, one controller each. */
export const settingsControllers = [
  FollowUpStrategyController,
  MagicNumbersController,
  OtherSettingsController,
];
