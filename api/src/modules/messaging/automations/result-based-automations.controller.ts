import { Body, Controller, Param, Query } from '@nestjs/common';
import {
  type AutomationAction,
  automationEndpoints,
  type AutomationsQuery,
  type Paginated,
  type ResultBasedActionInput,
  type ResultBasedAutomation,
  type ResultBasedAutomationInput,
} from '@ensemble/contracts';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { idPipe } from '../../../engine/http/params';
import { CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import type { Organization } from '../../platform';
import { ResultBasedAutomationsService } from './result-based-automations.service';

const api = automationEndpoints.resultBased;

/** Spec 3 §7 Automations: /organization/{orgId}/result-based-automation/ (the Result based tab) and its batch. */
@Controller()
export class ResultBasedAutomationsController {
  constructor(private readonly automations: ResultBasedAutomationsService) {}

  @Endpoint(api.list)
  list(
    @CurrentOrganization() org: Organization,
    @Query() q: AutomationsQuery,
  ): Promise<Paginated<ResultBasedAutomation>> {
    return this.automations.list(org.id, q);
  }

  @Endpoint(api.create)
  create(
    @CurrentOrganization() org: Organization,
    @Body() body: ResultBasedAutomationInput,
  ): Promise<ResultBasedAutomation> {
    return this.automations.create(org.id, body);
  }

  @Endpoint(api.update)
  update(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
    @Body() body: ResultBasedAutomationInput,
  ): Promise<ResultBasedAutomation> {
    return this.automations.update(org.id, id, body);
  }

  @Endpoint(api.remove)
  remove(@CurrentOrganization() org: Organization, @Param('id', idPipe) id: number): Promise<void> {
    return this.automations.remove(org.id, id);
  }

  @Endpoint(api.batch)
  batch(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
    @Body() body: { actions: ResultBasedActionInput[] },
  ): Promise<AutomationAction[]> {
    return this.automations.replaceActions(org.id, id, body.actions);
  }
}
