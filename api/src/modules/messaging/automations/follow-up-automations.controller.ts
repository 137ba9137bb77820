import { Body, Controller } from '@nestjs/common';
import {
  automationEndpoints,
  type FollowUpAutomation,
  type FollowUpAutomationUpdate,
} from '@ensemble/contracts';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import type { Organization } from '../../platform';
import { FollowUpAutomationsService } from './follow-up-automations.service';

const api = automationEndpoints.followUp;

/** Spec 3 §7 Automations: /organization/{orgId}/follow-up/ (the Follow up emails tab). */
@Controller()
export class FollowUpAutomationsController {
  constructor(private readonly followUps: FollowUpAutomationsService) {}

  @Endpoint(api.get)
  get(@CurrentOrganization() org: Organization): Promise<FollowUpAutomation> {
    return this.followUps.get(org.id);
  }

  @Endpoint(api.update)
  update(
    @CurrentOrganization() org: Organization,
    @Body() body: FollowUpAutomationUpdate,
  ): Promise<FollowUpAutomation> {
    return this.followUps.update(org.id, body);
  }
}
