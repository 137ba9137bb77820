import { Inject, Injectable } from '@nestjs/common';
import type {
  Location,
  OrganizationSettings,
  Service as ServiceDto,
  ServiceInput,
  SetupInput,
} from '@ensemble/contracts';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { TransactionService } from '../../../engine/database/transaction.service';
import { ServicesService, LocationsService, OrganizationSettingsService } from '../../contacts';

export interface SetupResult {
  location: Location;
  services: ServiceDto[];
  settings: OrganizationSettings;
}

/**
 * First-time setup: the location (made main), then — outside the social edition — the services, then the
 * "how did you hear about us" answer, in one transaction so a failure leaves nothing half-saved.
 */
@Injectable()
export class SetupService {
  constructor(
    private readonly tx: TransactionService,
    private readonly locations: LocationsService,
    private readonly services: ServicesService,
    private readonly settings: OrganizationSettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  run(organizationId: number, input: SetupInput): Promise<SetupResult> {
    return this.tx.run(async ({ manager }) => {
      const location = await this.locations.create(
        organizationId,
        { ...input.location, is_main: true },
        manager,
      );
      const services: ServiceDto[] = [];
      if (this.config.edition !== 'social') {
        for (const service of input.services ?? []) {
          services.push(await this.services.create(organizationId, service as ServiceInput, manager));
        }
      }
      const settings = await this.settings.updateSettings(
        organizationId,
        { about_us_info_source: input.about_us_info_source },
        manager,
      );
      return { location, services, settings };
    });
  }
}
