import { Body, Controller, Param, Query } from '@nestjs/common';
import {
  type Invitation as InvitationDto,
  type InvitationPreview,
  invitationSchema,
  type Organization as OrganizationDto,
  organizationEndpoints as api,
  type Paginated,
  tokenSchema,
} from '@ensemble/contracts';
import type { InferType } from 'yup';
import {
  CurrentMembership,
  CurrentOrganization,
  CurrentUser,
} from '../../../engine/tenancy/access.decorators';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { idPipe } from '../../../engine/http/params';
import type { User } from '../users/user.entity';
import { InvitationsService } from './invitations.service';
import type { OrganizationMember } from './organization-member.entity';
import type { Organization } from './organization.entity';
import { OrganizationsService } from './organizations.service';

type Token = InferType<typeof tokenSchema>;

/** An organization's members and invitations, and the invitation link's own calls. */
@Controller()
export class InvitationsController {
  constructor(
    private readonly invitations: InvitationsService,
    private readonly organizations: OrganizationsService,
  ) {}

  @Endpoint(api.invite)
  invite(
    @CurrentOrganization() organization: Organization,
    @CurrentUser() user: User,
    @Body() body: InferType<typeof invitationSchema>,
  ): Promise<InvitationDto> {
    return this.invitations.invite(organization.id, user, body.email);
  }

  @Endpoint(api.removeMember)
  async removeMember(
    @CurrentOrganization() organization: Organization,
    @CurrentMembership() membership: OrganizationMember,
    @Param('id', idPipe) id: number,
  ): Promise<void> {
    await this.organizations.removeMember(organization.id, membership, id);
  }

  @Endpoint(api.invitations)
  list(@CurrentOrganization() organization: Organization): Promise<Paginated<InvitationDto>> {
    return this.invitations.list(organization.id);
  }

  @Endpoint(api.removeInvitation)
  async remove(
    @CurrentOrganization() organization: Organization,
    @Param('id', idPipe) id: number,
  ): Promise<void> {
    await this.invitations.remove(organization.id, id);
  }

  @Endpoint(api.resendInvitation)
  resend(
    @CurrentOrganization() organization: Organization,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
  ): Promise<InvitationDto> {
    return this.invitations.resend(organization.id, id, user);
  }

  @Endpoint(api.invitationPreview)
  preview(@Query() query: Token): Promise<InvitationPreview> {
    return this.invitations.preview(query.token);
  }

  @Endpoint(api.acceptInvitation)
  accept(@CurrentUser() user: User, @Body() body: Token): Promise<OrganizationDto> {
    return this.invitations.accept(user, body.token);
  }
}
