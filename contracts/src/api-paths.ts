/**
 * Every API path, relative to the API base ('/api'). Where the specification gives a path, it is used
 * exactly; the others are ours and are documented in the OpenAPI document at /api/docs.
 */
type Id = number | string;

export const apiPaths = {
  health: '/health',
  auth: {
    signup: '/auth/signup/',
    login: '/auth/login/',
    refresh: '/auth/token/refresh/',
    logout: '/auth/logout/',
    me: '/auth/me/',
    verifyEmail: '/auth/verify-email/',
    passwordReset: '/auth/password-reset/',
    passwordResetConfirm: '/auth/password-reset/confirm/',
  },
  /** Spec 1 §7 */
  resendVerificationEmail: '/organization/resend-verification-email',
  industries: '/industry/',
  releases: '/versioning/version/',
  organizations: '/organization/',
  organization: (orgId: Id) => `/organization/${orgId}/`,
  organizationUsers: (orgId: Id) => `/organization/${orgId}/users/`,
  organizationUser: (orgId: Id, id: Id) => `/organization/${orgId}/users/${id}/`,
  organizationInvitations: (orgId: Id) => `/organization/${orgId}/invitations/`,
  organizationInvitation: (orgId: Id, id: Id) => `/organization/${orgId}/invitations/${id}/`,
  outbox: (orgId: Id) => `/organization/${orgId}/outbox/`,
  /** Local mailbox: only served while the outbox providers are in use (embedded default, tests). */
  mailbox: '/outbox/mailbox/',
} as const;
