import { Injectable } from '@nestjs/common';
import { todayIn } from '@ensemble/contracts';
import { LocationsService } from '../../contacts';

/**
 * The organization's "today" (YYYY-MM-DD) in its main location's zone, else the suite's default: the day a holiday
 * is next due from, and the day a drip by date's actions must come after.
 */
@Injectable()
export class OrganizationDay {
  constructor(private readonly locations: LocationsService) {}

  async today(organizationId: number, now: Date = new Date()): Promise<string> {
    return todayIn(await this.locations.mainTimeZone(organizationId), now);
  }
}
