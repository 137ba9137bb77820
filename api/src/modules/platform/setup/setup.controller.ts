import { Body, Controller } from '@nestjs/common';
import { organizationEndpoints as api, type SetupInput } from '@ensemble/contracts';
import { CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import type { Organization } from '../organizations/organization.entity';
import { type SetupResult, SetupService } from './setup.service';

@Controller()
export class SetupController {
  constructor(private readonly setup: SetupService) {}

  @Endpoint(api.setup)
  run(@CurrentOrganization() org: Organization, @Body() body: SetupInput): Promise<SetupResult> {
    return this.setup.run(org.id, body);
  }
}
