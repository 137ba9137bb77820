import { emailParam } from '../paths';

export const invitationPath = '/invitation';

export function invitationUrl(token: string): string {
  return `${invitationPath}?token=${encodeURIComponent(token)}`;
}

/** Log in, then come back here (the login page honours a relative `next`). */
export function loginToAcceptUrl(token: string): string {
  return `/?next=${encodeURIComponent(invitationUrl(token))}`;
}

/** Sign up with the invited address; the token makes the new account verified at once. */
export function signupToAcceptUrl(email: string, token: string): string {
  return `/signup?email=${emailParam(email)}&invitation=${encodeURIComponent(token)}`;
}
