import { Controller } from '@nestjs/common';
import { type Location, type LocationInput, settingsEndpoints } from '@ensemble/contracts';
import { LocationsService } from './locations.service';
import { OrgCollectionController } from './org-collection.controller';
import type { LocationsQuery } from './settings.queries';

/** Locations (spec 2 §7 'Locations'). */
@Controller()
export class LocationsController extends OrgCollectionController<Location, LocationsQuery, LocationInput>(
  settingsEndpoints.locations,
) {
  constructor(protected readonly service: LocationsService) {
    super();
  }
}
