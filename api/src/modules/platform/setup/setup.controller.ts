import { Body, Controller, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { settingsMessages, setupSchema, type SetupInput } from '@ensemble/contracts';
import { CurrentOrganization, TenantRoute } from '../../../engine/tenancy/access.decorators';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { ApiCreated } from '../../../engine/http/openapi/response-schemas';
import { ApiYupBody } from '../../../engine/http/openapi/yup-openapi';
import type { Organization } from '../organizations/organization.entity';
import { settingsSchemas as S } from '../../contacts';
import { type SetupResult, SetupService } from './setup.service';

@ApiTags('settings')
@Controller('organization')
export class SetupController {
  constructor(private readonly setup: SetupService) {}

  @Post(':orgId/setup/')
  @TenantRoute()
  @ApiParam({ name: 'orgId', type: 'integer' })
  @ApiOperation({
    summary:
      'First-time setup in one transaction: the main location, the services (not in the social edition), the info source',
    description: settingsMessages.setupFailed,
  })
  @ApiYupBody(setupSchema)
  @ApiCreated({
    type: 'object',
    properties: {
      location: S.Location,
      services: { type: 'array', items: { type: 'object' } },
      settings: S.OrganizationSettings,
    },
    required: ['location', 'services', 'settings'],
  })
  run(
    @CurrentOrganization() org: Organization,
    @Body(new YupPipe(setupSchema)) body: SetupInput,
  ): Promise<SetupResult> {
    return this.setup.run(org.id, body);
  }
}
