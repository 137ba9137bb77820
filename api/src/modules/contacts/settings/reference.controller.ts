import { Controller } from '@nestjs/common';
import { settingsEndpoints, type TimeZoneOption, timeZones } from '@ensemble/contracts';
import { Endpoint } from '../../../engine/http/endpoint.decorator';

/** Reference data every screen may read without signing in. */
@Controller()
export class ReferenceController {
  @Endpoint(settingsEndpoints.timezones)
  timezones(): TimeZoneOption[] {
    return timeZones;
  }
}
