import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  accountMessages,
  type Invitation as InvitationDto,
  type InvitationPreview,
  invitationSchema,
  messages,
  type Organization as OrganizationDto,
  type Paginated,
  tokenSchema,
} from '@ensemble/contracts';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import type { InferType } from 'yup';
import {
  Authenticated,
  CurrentMembership,
  CurrentOrganization,
  CurrentUser,
  OwnerOnly,
  Public,
  TenantRoute,
} from '../../../engine/tenancy/access.decorators';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { ApiCreated, ApiOk, paginated, schemas } from '../../../engine/http/openapi/response-schemas';
import { ApiYupBody, ApiYupQuery } from '../../../engine/http/openapi/yup-openapi';
import type { User } from '../users/user.entity';
import { InvitationsService } from './invitations.service';
import type { OrganizationMember } from './organization-member.entity';
import type { Organization } from './organization.entity';
import { OrganizationsService } from './organizations.service';
import { OrgIdParam, idPipe } from '../../../engine/http/params';

const str = { type: 'string' } as const;
const invitationDoc: SchemaObject = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    email: str,
    status: { type: 'string', enum: ['pending'] },
    invited_at: str,
    invited_by: { type: 'string', nullable: true },
  },
};

@ApiTags('organizations')
@Controller('organization')
export class OrganizationInvitationsController {
  constructor(
    private readonly invitations: InvitationsService,
    private readonly organizations: OrganizationsService,
  ) {}

  @Post(':orgId/users/')
  @OwnerOnly()
  @OrgIdParam()
  @ApiOperation({
    summary: 'Invite a user by email (needs seat_number > used_seats)',
    description: `${accountMessages.notEnoughSeats} / ${accountMessages.alreadyMember}`,
  })
  @ApiYupBody(invitationSchema)
  @ApiCreated(invitationDoc)
  invite(
    @CurrentOrganization() organization: Organization,
    @CurrentUser() user: User,
    @Body(new YupPipe(invitationSchema)) body: InferType<typeof invitationSchema>,
  ): Promise<InvitationDto> {
    return this.invitations.invite(organization.id, user, body.email);
  }

  @Delete(':orgId/users/:id/')
  @TenantRoute()
  @OrgIdParam()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary:
      'Remove a member (owner), or leave (a member removing themselves); the owner row cannot be removed',
    description: accountMessages.ownerCannotBeDeleted,
  })
  @ApiNoContentResponse()
  async removeMember(
    @CurrentOrganization() organization: Organization,
    @CurrentMembership() membership: OrganizationMember,
    @Param('id', idPipe) id: number,
  ): Promise<void> {
    await this.organizations.removeMember(organization.id, membership, id);
  }

  @Get(':orgId/invitations/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'Pending invitations (all of them; the users table pages client-side)' })
  @ApiOk(paginated(invitationDoc))
  list(@CurrentOrganization() organization: Organization): Promise<Paginated<InvitationDto>> {
    return this.invitations.list(organization.id);
  }

  @Delete(':orgId/invitations/:id/')
  @OwnerOnly()
  @OrgIdParam()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a pending invitation (frees its seat)' })
  @ApiNoContentResponse()
  async remove(
    @CurrentOrganization() organization: Organization,
    @Param('id', idPipe) id: number,
  ): Promise<void> {
    await this.invitations.remove(organization.id, id);
  }

  @Post(':orgId/invitations/:id/resend/')
  @OwnerOnly()
  @OrgIdParam()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Send the invitation again with a new link (the old link stops working)' })
  @ApiOk(invitationDoc)
  resend(
    @CurrentOrganization() organization: Organization,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
  ): Promise<InvitationDto> {
    return this.invitations.resend(organization.id, id, user);
  }
}

@ApiTags('organizations')
@Controller('invitations')
export class InvitationLinksController {
  constructor(private readonly invitations: InvitationsService) {}

  @Get('preview/')
  @Public()
  @ApiOperation({ summary: 'What an invitation link is for', description: accountMessages.invitationInvalid })
  @ApiYupQuery(tokenSchema)
  @ApiOk({
    type: 'object',
    properties: { organization_name: str, email: str, account_exists: { type: 'boolean' } },
  })
  preview(@Query(new YupPipe(tokenSchema)) query: InferType<typeof tokenSchema>): Promise<InvitationPreview> {
    return this.invitations.preview(query.token);
  }

  @Post('accept/')
  @Authenticated()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Accept an invitation as the invited account → Organization',
    description: `${accountMessages.invitationWrongAccount} (403) / ${accountMessages.invitationInvalid} (400) / ${messages.notAuthenticated}`,
  })
  @ApiYupBody(tokenSchema)
  @ApiOk(schemas.Organization)
  accept(
    @CurrentUser() user: User,
    @Body(new YupPipe(tokenSchema)) body: InferType<typeof tokenSchema>,
  ): Promise<OrganizationDto> {
    return this.invitations.accept(user, body.token);
  }
}
