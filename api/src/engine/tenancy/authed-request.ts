import type { Request } from 'express';
import type { PrincipalMember, PrincipalOrganization, PrincipalUser, ScopedLead } from './principal-ports';

export interface AuthedRequest extends Request {
  user?: PrincipalUser;
  organization?: PrincipalOrganization;
  membership?: PrincipalMember;
  /** On lead-scoped routes (`:leadId`): the lead, of `organization`. */
  lead?: ScopedLead;
}

export const TENANT_PARAM = 'orgId';
/**
 * Spec 2 §7 names a contact's sub-records by the lead alone (`/organization/lead/{leadId}/notes/`): a route with
 * `:leadId` is tenant-scoped through the lead's organization, exactly as `:orgId` routes are.
 */
export const LEAD_PARAM = 'leadId';
