import type { FastifyRequest } from 'fastify';
import type { PrincipalMember, PrincipalOrganization, PrincipalUser, ScopedLead } from './principal-ports';

/** The request as the guards read it: path parameters by name, and what the guards put on it. */
export interface AuthedRequest extends FastifyRequest<{ Params: Record<string, string | undefined> }> {
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
