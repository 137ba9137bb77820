import type { Request } from 'express';
import type { OrganizationMember } from '../../modules/platform/organizations/organization-member.entity';
import type { Organization } from '../../modules/platform/organizations/organization.entity';
import type { Lead } from '../../modules/contacts/leads/lead.entity';
import type { User } from '../../modules/platform/users/user.entity';

export interface AuthedRequest extends Request {
  user?: User;
  organization?: Organization;
  membership?: OrganizationMember;
  /** On lead-scoped routes (`:leadId`): the lead, of `organization`. */
  lead?: Lead;
}

export const TENANT_PARAM = 'orgId';
/**
 * Spec 2 §7 names a contact's sub-records by the lead alone (`/organization/lead/{leadId}/notes/`): a route with
 * `:leadId` is tenant-scoped through the lead's organization, exactly as `:orgId` routes are.
 */
export const LEAD_PARAM = 'leadId';
