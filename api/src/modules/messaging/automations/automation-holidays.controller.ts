import { Body, Controller, Param } from '@nestjs/common';
import {
  type AutomationHoliday,
  automationEndpoints,
  type HolidayInput,
  type HolidayUpdate,
  type Paginated,
} from '@ensemble/contracts';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { idPipe } from '../../../engine/http/params';
import { CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import type { Organization } from '../../platform';
import { AutomationHolidaysService } from './automation-holidays.service';

const api = automationEndpoints.holidays;

/** Spec 3 §7 Automations: /organization/{orgId}/automation-holidays/ (the Global automations tab). */
@Controller()
export class AutomationHolidaysController {
  constructor(private readonly holidays: AutomationHolidaysService) {}

  @Endpoint(api.list)
  list(@CurrentOrganization() org: Organization): Promise<Paginated<AutomationHoliday>> {
    return this.holidays.list(org.id);
  }

  @Endpoint(api.create)
  create(@CurrentOrganization() org: Organization, @Body() body: HolidayInput): Promise<AutomationHoliday> {
    return this.holidays.create(org.id, body);
  }

  @Endpoint(api.update)
  update(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
    @Body() body: HolidayUpdate,
  ): Promise<AutomationHoliday> {
    return this.holidays.update(org.id, id, body);
  }

  @Endpoint(api.remove)
  remove(@CurrentOrganization() org: Organization, @Param('id', idPipe) id: number): Promise<void> {
    return this.holidays.remove(org.id, id);
  }
}
