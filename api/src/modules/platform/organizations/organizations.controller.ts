import { Body, Controller, Query } from '@nestjs/common';
import {
  type ListQuery,
  type Organization as OrganizationDto,
  type OrganizationCreateInput,
  organizationEndpoints as api,
  type OrganizationUpdateInput,
  type OrganizationUser,
  type Paginated,
} from '@ensemble/contracts';
import {
  CurrentMembership,
  CurrentOrganization,
  CurrentUser,
} from '../../../engine/tenancy/access.decorators';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import type { User } from '../users/user.entity';
import type { OrganizationMember } from './organization-member.entity';
import type { Organization } from './organization.entity';
import { InvitationsService } from './invitations.service';
import { OrganizationsService, presentOrganization } from './organizations.service';

@Controller()
export class OrganizationsController {
  constructor(
    private readonly organizations: OrganizationsService,
    private readonly invitations: InvitationsService,
  ) {}

  @Endpoint(api.list)
  list(@CurrentUser() user: User, @Query() query: ListQuery): Promise<Paginated<OrganizationDto>> {
    return this.organizations.listForUser(user.id, query);
  }

  @Endpoint(api.create)
  create(@CurrentUser() user: User, @Body() body: OrganizationCreateInput): Promise<OrganizationDto> {
    return this.organizations.create(user.id, body);
  }

  @Endpoint(api.get)
  get(
    @CurrentOrganization() organization: Organization,
    @CurrentMembership() membership: OrganizationMember,
  ): OrganizationDto {
    return presentOrganization(organization, membership);
  }

  @Endpoint(api.update)
  update(
    @CurrentOrganization() organization: Organization,
    @CurrentMembership() membership: OrganizationMember,
    @Body() body: OrganizationUpdateInput,
  ): Promise<OrganizationDto> {
    return this.organizations.update(organization.id, membership, body);
  }

  @Endpoint(api.toggleDeletion)
  toggleDeletion(
    @CurrentOrganization() organization: Organization,
    @CurrentMembership() membership: OrganizationMember,
  ): Promise<OrganizationDto> {
    return this.organizations.toggleDeletion(organization.id, membership);
  }

  @Endpoint(api.users)
  users(
    @CurrentOrganization() organization: Organization,
    @Query() query: ListQuery,
  ): Promise<Paginated<OrganizationUser>> {
    return this.invitations.usersTable(organization.id, query);
  }
}
