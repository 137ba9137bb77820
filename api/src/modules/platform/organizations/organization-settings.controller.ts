import { Body, Controller } from '@nestjs/common';
import {
  logoConfirmSchema,
  logoUploadRequestSchema,
  type Organization as OrganizationDto,
  organizationEmailChangeSchema,
  organizationEndpoints as api,
  type SignedUpload,
  tokenSchema,
} from '@ensemble/contracts';
import type { InferType } from 'yup';
import { CurrentMembership, CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { OrganizationQuota } from '../../../engine/quotas/organization-quota';
import { LogoService } from './logo.service';
import type { OrganizationMember } from './organization-member.entity';
import type { Organization } from './organization.entity';
import { OrganizationsService } from './organizations.service';

/** Manage organization, General tab: email change and logo (owner only). */
@Controller()
export class OrganizationSettingsController {
  constructor(
    private readonly organizations: OrganizationsService,
    private readonly logos: LogoService,
  ) {}

  @Endpoint(api.emailChange)
  emailChange(
    @CurrentOrganization() organization: Organization,
    @CurrentMembership() membership: OrganizationMember,
    @Body() body: InferType<typeof organizationEmailChangeSchema>,
  ): Promise<OrganizationDto> {
    return this.organizations.requestEmailChange(organization.id, membership, body.new_email);
  }

  @Endpoint(api.emailChangeConfirm)
  emailChangeConfirm(@Body() body: InferType<typeof tokenSchema>): Promise<OrganizationDto> {
    return this.organizations.confirmEmailChange(body.token);
  }

  @Endpoint(api.logoUploadForm)
  @OrganizationQuota('logoUploads')
  uploadForm(
    @CurrentOrganization() organization: Organization,
    @Body() body: InferType<typeof logoUploadRequestSchema>,
  ): SignedUpload {
    return this.logos.uploadForm(organization.id, body.content_type);
  }

  @Endpoint(api.logoConfirm)
  confirmLogo(
    @CurrentOrganization() organization: Organization,
    @CurrentMembership() membership: OrganizationMember,
    @Body() body: InferType<typeof logoConfirmSchema>,
  ): Promise<OrganizationDto> {
    return this.logos.confirm(organization.id, membership, body.key);
  }
}
