import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  accountMessages,
  logoConfirmSchema,
  logoUploadRequestSchema,
  messages,
  type Organization as OrganizationDto,
  organizationEmailChangeSchema,
  type SignedUpload,
  tokenSchema,
} from '@ensemble/contracts';
import type { InferType } from 'yup';
import {
  CurrentMembership,
  CurrentOrganization,
  OwnerOnly,
  Public,
} from '../../../engine/tenancy/access.decorators';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { OrganizationQuota } from '../../../engine/quotas/organization-quota';
import { ApiOk, schemas } from '../../../engine/http/openapi/response-schemas';
import { ApiYupBody } from '../../../engine/http/openapi/yup-openapi';
import { LogoService } from './logo.service';
import type { OrganizationMember } from './organization-member.entity';
import type { Organization } from './organization.entity';
import { OrganizationsService } from './organizations.service';
import { OrgIdParam } from '../../../engine/http/params';

/** Manage organization, General tab: email change and logo (owner only). */
@ApiTags('organizations')
@Controller('organization')
export class OrganizationSettingsController {
  constructor(
    private readonly organizations: OrganizationsService,
    private readonly logos: LogoService,
  ) {}

  @Post(':orgId/email-change/')
  @OwnerOnly()
  @OrgIdParam()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Ask to change the organization email: a link goes to the new address',
    description: messages.organizationEmailExists,
  })
  @ApiYupBody(organizationEmailChangeSchema)
  @ApiOk(schemas.Organization)
  emailChange(
    @CurrentOrganization() organization: Organization,
    @CurrentMembership() membership: OrganizationMember,
    @Body(new YupPipe(organizationEmailChangeSchema)) body: InferType<typeof organizationEmailChangeSchema>,
  ): Promise<OrganizationDto> {
    return this.organizations.requestEmailChange(organization.id, membership, body.new_email);
  }

  @Post('email-change/confirm/')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Confirm an organization email change with the emailed token',
    description: accountMessages.emailChangeLinkInvalid,
  })
  @ApiYupBody(tokenSchema)
  @ApiOk(schemas.Organization)
  emailChangeConfirm(
    @Body(new YupPipe(tokenSchema)) body: InferType<typeof tokenSchema>,
  ): Promise<OrganizationDto> {
    return this.organizations.confirmEmailChange(body.token);
  }

  @Post(':orgId/logo/upload-form/')
  @OwnerOnly()
  @OrganizationQuota('logoUploads')
  @OrgIdParam()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Signed form data for uploading a logo (S3 presigned-POST shape)' })
  @ApiYupBody(logoUploadRequestSchema)
  @ApiOk({ type: 'object', properties: { key: { type: 'string' }, aws_post_data: { type: 'object' } } })
  uploadForm(
    @CurrentOrganization() organization: Organization,
    @Body(new YupPipe(logoUploadRequestSchema)) body: InferType<typeof logoUploadRequestSchema>,
  ): SignedUpload {
    return this.logos.uploadForm(organization.id, body.content_type);
  }

  @Post(':orgId/logo/')
  @OwnerOnly()
  @OrgIdParam()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Make an uploaded file the logo (re-encoded to fit 100×100, quality 0.6)' })
  @ApiYupBody(logoConfirmSchema)
  @ApiOk(schemas.Organization)
  confirmLogo(
    @CurrentOrganization() organization: Organization,
    @CurrentMembership() membership: OrganizationMember,
    @Body(new YupPipe(logoConfirmSchema)) body: InferType<typeof logoConfirmSchema>,
  ): Promise<OrganizationDto> {
    return this.logos.confirm(organization.id, membership, body.key);
  }
}
