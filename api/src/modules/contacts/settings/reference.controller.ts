import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type TimeZoneOption, timeZones } from '@ensemble/contracts';
import { Public } from '../../../engine/tenancy/access.decorators';
import { ApiOkList } from '../../../engine/http/openapi/response-schemas';
import { settingsSchemas as S } from './settings.openapi';

/** Reference data every screen may read without signing in. */
@ApiTags('reference')
@Controller('reference')
export class ReferenceController {
  @Get('timezones/')
  @Public()
  @ApiOperation({ summary: 'Time zones: US zones first, then the rest by name' })
  @ApiOkList(S.TimeZoneOption)
  timezones(): TimeZoneOption[] {
    return timeZones;
  }
}
