import { Body, Controller, Delete, Get, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  listQuerySchema,
  messages,
  type Organization as OrganizationDto,
  organizationCreateSchema,
  type OrganizationUser,
  organizationUpdateSchema,
  type Paginated,
} from '@ensemble/contracts';
import type { InferType } from 'yup';
import {
  Authenticated,
  CurrentMembership,
  CurrentOrganization,
  CurrentUser,
  OwnerOnly,
  TenantRoute,
} from '../../../engine/tenancy/access.decorators';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { ApiCreated, ApiOk, ApiOkPage, schemas } from '../../../engine/http/openapi/response-schemas';
import { ApiYupBody, ApiYupQuery } from '../../../engine/http/openapi/yup-openapi';
import type { User } from '../users/user.entity';
import type { OrganizationMember } from './organization-member.entity';
import type { Organization } from './organization.entity';
import { InvitationsService } from './invitations.service';
import { OrganizationsService, presentOrganization } from './organizations.service';
import { OrgIdParam } from '../../../engine/http/params';

@ApiTags('organizations')
@Controller('organization')
export class OrganizationsController {
  constructor(
    private readonly organizations: OrganizationsService,
    private readonly invitations: InvitationsService,
  ) {}

  @Get()
  @Authenticated()
  @ApiOperation({
    summary: "The caller's organizations (search on name and email; ordering name, id, created_at)",
  })
  @ApiYupQuery(listQuerySchema)
  @ApiOkPage(schemas.Organization)
  list(
    @CurrentUser() user: User,
    @Query(new YupPipe(listQuerySchema)) query: InferType<typeof listQuerySchema>,
  ): Promise<Paginated<OrganizationDto>> {
    return this.organizations.listForUser(user.id, query);
  }

  @Post()
  @Authenticated()
  @ApiOperation({
    summary: 'Create an organization; the caller becomes its owner',
    description: messages.organizationEmailExists,
  })
  @ApiYupBody(organizationCreateSchema)
  @ApiCreated(schemas.Organization)
  create(
    @CurrentUser() user: User,
    @Body(new YupPipe(organizationCreateSchema)) body: InferType<typeof organizationCreateSchema>,
  ): Promise<OrganizationDto> {
    return this.organizations.create(user.id, body);
  }

  @Get(':orgId/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'One organization of the caller' })
  @ApiOk(schemas.Organization)
  get(
    @CurrentOrganization() organization: Organization,
    @CurrentMembership() membership: OrganizationMember,
  ): OrganizationDto {
    return presentOrganization(organization, membership);
  }

  @Patch(':orgId/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({ summary: 'Update the name (owner only) or the EULA version agreed to' })
  @ApiYupBody(organizationUpdateSchema)
  @ApiOk(schemas.Organization)
  update(
    @CurrentOrganization() organization: Organization,
    @CurrentMembership() membership: OrganizationMember,
    @Body(new YupPipe(organizationUpdateSchema)) body: InferType<typeof organizationUpdateSchema>,
  ): Promise<OrganizationDto> {
    return this.organizations.update(organization.id, membership, body);
  }

  @Delete(':orgId/')
  @OwnerOnly()
  @OrgIdParam()
  @ApiOperation({
    summary: 'Schedule deletion in 14 days, or reactivate when already scheduled (toggle)',
  })
  @ApiOk(schemas.Organization)
  toggleDeletion(
    @CurrentOrganization() organization: Organization,
    @CurrentMembership() membership: OrganizationMember,
  ): Promise<OrganizationDto> {
    return this.organizations.toggleDeletion(organization.id, membership);
  }

  @Get(':orgId/users/')
  @TenantRoute()
  @OrgIdParam()
  @ApiOperation({
    summary: 'Members (owner, accepted) then pending invitations (status pending, id = invitation id); paged',
  })
  @ApiYupQuery(listQuerySchema)
  @ApiOkPage(schemas.OrganizationUser)
  users(
    @CurrentOrganization() organization: Organization,
    @Query(new YupPipe(listQuerySchema)) query: InferType<typeof listQuerySchema>,
  ): Promise<Paginated<OrganizationUser>> {
    return this.invitations.usersTable(organization.id, query);
  }
}
