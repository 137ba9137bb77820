/**
 * What the tenancy guards need from the modules, as ports (docs/adr/0012): the engine defines the questions, the
 * platform and contacts modules answer them (bound in their Nest modules, wired in app.module). The engine never
 * imports a module.
 */

/** The caller, as the guards and the throttler see it (the platform's `User` in practice). */
export interface PrincipalUser {
  id: number;
}

/** An organization the caller is resolved into (the platform's `Organization`). */
export interface PrincipalOrganization {
  id: number;
}

/** The caller's membership row (the platform's `OrganizationMember`). */
export interface PrincipalMember {
  isOwner: boolean;
}

/** The caller's active membership of an organization, with the organization. */
export interface PrincipalMembership<
  O extends PrincipalOrganization = PrincipalOrganization,
  M extends PrincipalMember = PrincipalMember,
> {
  organization: O;
  membership: M;
}

/** The lead of a lead-scoped route (the contacts' `Lead`). */
export interface ScopedLead {
  id: number;
  organizationId: number;
}

/** Answers "who is calling" and "is that user an active member of that organization". */
export interface PrincipalResolver {
  /** The user an access token names (read through the PrincipalCache), or null: invalid, expired, unknown. */
  authenticate(accessToken: string): Promise<PrincipalUser | null>;
  /** The user's active membership of an organization not being deleted, with the organization, or null. */
  membershipOf(organizationId: number, userId: number): Promise<PrincipalMembership | null>;
}

/** Answers "which lead is this" for `:leadId` routes, unscoped (the guard then checks its organization). */
export interface LeadResolver {
  leadById(id: number): Promise<ScopedLead | null>;
}

export const PRINCIPAL_RESOLVER = Symbol('PRINCIPAL_RESOLVER');
export const LEAD_RESOLVER = Symbol('LEAD_RESOLVER');
/** The entity classes whose writes empty the PrincipalCache (users, memberships, organizations). */
export const PRINCIPAL_ENTITIES = Symbol('PRINCIPAL_ENTITIES');
