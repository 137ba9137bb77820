import { Body, Controller, Param, Query } from '@nestjs/common';
import {
  type AutomationAction,
  automationEndpoints,
  type AutomationInput,
  type AutomationPatch,
  type AutomationsQuery,
  automationTypes,
  type CustomAutomation,
  type DripByDayActionInput,
  type OneOffActionInput,
  type Paginated,
} from '@ensemble/contracts';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { idPipe } from '../../../engine/http/params';
import { CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import type { Organization } from '../../platform';
import { CustomAutomationsService } from './custom-automations.service';

const api = automationEndpoints.custom;

/** Spec 3 §7 Automations: /organization/{orgId}/custom-automation/ (the Build your own tab) and its batches. */
@Controller()
export class CustomAutomationsController {
  constructor(private readonly automations: CustomAutomationsService) {}

  @Endpoint(api.list)
  list(
    @CurrentOrganization() org: Organization,
    @Query() q: AutomationsQuery,
  ): Promise<Paginated<CustomAutomation>> {
    return this.automations.list(org.id, q);
  }

  @Endpoint(api.create)
  create(@CurrentOrganization() org: Organization, @Body() body: AutomationInput): Promise<CustomAutomation> {
    return this.automations.create(org.id, body);
  }

  @Endpoint(api.get)
  get(@CurrentOrganization() org: Organization, @Param('id', idPipe) id: number): Promise<CustomAutomation> {
    return this.automations.get(org.id, id);
  }

  @Endpoint(api.update)
  update(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
    @Body() body: AutomationPatch,
  ): Promise<CustomAutomation> {
    return this.automations.update(org.id, id, body);
  }

  @Endpoint(api.remove)
  remove(@CurrentOrganization() org: Organization, @Param('id', idPipe) id: number): Promise<void> {
    return this.automations.remove(org.id, id);
  }

  @Endpoint(api.dripByDayBatch)
  dripByDayBatch(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
    @Body() body: { actions: DripByDayActionInput[] },
  ): Promise<AutomationAction[]> {
    return this.automations.replaceActions(org.id, id, automationTypes.dripByDay, body.actions);
  }

  @Endpoint(api.oneOffBatch)
  oneOffBatch(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
    @Body() body: { actions: OneOffActionInput[] },
  ): Promise<AutomationAction[]> {
    return this.automations.replaceActions(org.id, id, automationTypes.dripByDate, body.actions);
  }
}
