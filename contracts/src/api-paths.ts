/**
 * Every API path of the platform, relative to the API base ('/api'), derived from the endpoint declarations
 * (platform-endpoints.ts, organization-endpoints.ts): a path is written once. Where the specification gives a
 * path, it is used exactly; the others are ours and are documented in the OpenAPI document at /api/docs.
 */
import { pathOf } from './endpoint';
import { organizationEndpoints as o, platformEndpoints as p } from './organization-endpoints';
import { authEndpoints as a } from './platform-endpoints';

export const apiPaths = {
  health: p.health.path,
  auth: {
    signup: a.signup.path,
    login: a.login.path,
    refresh: a.refresh.path,
    logout: a.logout.path,
    me: a.me.path,
    verifyEmail: a.verifyEmail.path,
    passwordReset: a.passwordReset.path,
    passwordResetConfirm: a.passwordResetConfirm.path,
  },
  /** Spec 1 §7 */
  resendVerificationEmail: a.resendVerificationEmail.path,
  industries: p.industries.path,
  releases: p.releases.path,
  organizations: o.list.path,
  organization: pathOf(o.get),
  organizationUsers: pathOf(o.users),
  organizationUser: pathOf(o.removeMember),
  organizationInvitations: pathOf(o.invitations),
  organizationInvitation: pathOf(o.removeInvitation),
  outbox: pathOf(p.outbox),
  /** Local mailbox: only served while the outbox providers are in use (embedded default, tests). */
  mailbox: p.mailbox.path,
} as const;
