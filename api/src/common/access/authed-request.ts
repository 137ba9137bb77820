import type { Request } from 'express';
import type { OrganizationMember } from '../../modules/organizations/organization-member.entity';
import type { Organization } from '../../modules/organizations/organization.entity';
import type { User } from '../../modules/users/user.entity';

export interface AuthedRequest extends Request {
  user?: User;
  organization?: Organization;
  membership?: OrganizationMember;
}

export const TENANT_PARAM = 'orgId';
