/**
 * The account calls, declared once (docs/adr/0013-endpoints-declared-once.md): sign-up, sign-in (with its two
 * steps), tokens, password reset, the profile, password and email changes, the email signature and the
 * two-factor settings. Their old path helpers (apiPaths.auth, accountPaths) are derived from these.
 */
import { endpoint } from './endpoint';
import { js } from './json-schema';
import type {
  AuthTokens,
  DetailResponse,
  LoginResponse,
  LoginSuccess,
  SignupResponse,
  User,
} from './api-types';
import type { BackupCodes, EmailSignature, OtpDevice } from './account-api';
import {
  changeEmailSchema,
  codeSchema,
  emailSignatureSchema,
  loginSendSmsSchema,
  loginVerifySchema,
  otpDeviceSchema,
  passwordUpdateSchema,
  profileSchema,
  signupWithInvitationSchema,
  smsSetupSchema,
  tokenSchema,
} from './account-validation';
import { accountMessages, messages } from './messages';
import {
  authTokensResponse,
  loginResponse,
  loginSuccessResponse,
  throttledNote as throttled,
  userResponse,
} from './platform-schemas';
import {
  emailOnlySchema,
  loginSchema,
  newPasswordSchema,
  refreshSchema,
  verifyEmailSchema,
} from './validation';

/** PATCH /auth/me/: any profile field, each optional. */
export const profileUpdateSchema = profileSchema.partial();

const auth = { tag: 'auth', access: 'public' } as const;
const challengeExpired = `401 '${accountMessages.challengeExpired}'.`;

export const authEndpoints = {
  signup: endpoint<SignupResponse>()({
    ...auth,
    method: 'POST',
    path: '/auth/signup/',
    summary: 'Create an account; unverified accounts get a verification email',
    description: throttled,
    body: signupWithInvitationSchema,
    response: js.obj(
      { user: userResponse, is_verified: js.bool, tokens: authTokensResponse },
      { optional: ['user', 'tokens'] },
    ),
  }),
  login: endpoint<LoginResponse>()({
    ...auth,
    method: 'POST',
    path: '/auth/login/',
    status: 200,
    summary: 'Sign in: tokens, or a two-step challenge when 2FA/OTP is on',
    description: `403 '${messages.accountNotVerified}'. ${throttled}`,
    body: loginSchema,
    response: loginResponse,
  }),
  loginSendSms: endpoint<DetailResponse>()({
    ...auth,
    method: 'POST',
    path: '/auth/2fa/login/send-sms/',
    status: 200,
    summary: "Two-step sign-in: send a code to the user's verified phone (first send and resend; 30 s apart)",
    description: `${challengeExpired} 429 '${accountMessages.waitBeforeNewCode(30)}'.`,
    body: loginSendSmsSchema,
    response: js.detail,
  }),
  loginVerify: endpoint<LoginSuccess>()({
    ...auth,
    method: 'POST',
    path: '/auth/2fa/login/verify/',
    status: 200,
    summary: 'Two-step sign-in: SMS code, authenticator code or backup code → tokens',
    description: challengeExpired,
    body: loginVerifySchema,
    response: loginSuccessResponse,
  }),
  refresh: endpoint<AuthTokens>()({
    ...auth,
    method: 'POST',
    path: '/auth/token/refresh/',
    status: 200,
    summary: 'Rotate a refresh token: new pair; reusing a rotated token revokes its family',
    description: '401 for an unknown, expired, revoked or reused refresh token.',
    body: refreshSchema,
    response: authTokensResponse,
  }),
  logout: endpoint()({
    ...auth,
    method: 'POST',
    path: '/auth/logout/',
    status: 204,
    summary: 'End the session: revokes the refresh token family (holding the token is the proof)',
    body: refreshSchema,
    response: null,
  }),
  me: endpoint<User>()({
    tag: 'auth',
    access: 'authenticated',
    method: 'GET',
    path: '/auth/me/',
    summary: 'The signed-in user',
    response: userResponse,
  }),
  verifyEmail: endpoint<LoginSuccess>()({
    ...auth,
    method: 'POST',
    path: '/auth/verify-email/',
    status: 200,
    summary: 'Consume a verification link token; signs the user in',
    body: verifyEmailSchema,
    response: loginSuccessResponse,
  }),
  passwordReset: endpoint<DetailResponse>()({
    ...auth,
    method: 'POST',
    path: '/auth/password-reset/',
    status: 200,
    summary: 'Email reset instructions (same answer whether or not the account exists)',
    description: throttled,
    body: emailOnlySchema,
    response: js.detail,
  }),
  passwordResetConfirm: endpoint<DetailResponse>()({
    ...auth,
    method: 'POST',
    path: '/auth/password-reset/confirm/',
    status: 200,
    summary: 'Set a new password with the emailed token; ends every session',
    description: throttled,
    body: newPasswordSchema,
    response: js.detail,
  }),
  /** Spec 1 §7 gives this path under /organization. */
  resendVerificationEmail: endpoint<DetailResponse>()({
    ...auth,
    method: 'POST',
    path: '/organization/resend-verification-email',
    status: 200,
    summary: 'Send the verification email again (same answer whether or not the account exists)',
    description: throttled,
    body: emailOnlySchema,
    response: js.detail,
  }),
};

const account = { tag: 'account', access: 'authenticated' } as const;
const signatureResponse = js.obj({ html: js.str, use_company_number: js.bool });

export const accountEndpoints = {
  updateProfile: endpoint<User>()({
    ...account,
    method: 'PATCH',
    path: '/auth/me/',
    summary: 'Update the profile (cell_phone stored as E.164)',
    body: profileUpdateSchema,
    response: userResponse,
  }),
  changePassword: endpoint<DetailResponse & AuthTokens>()({
    ...account,
    method: 'POST',
    path: '/auth/password/change/',
    status: 200,
    summary: 'Change the password: ends every session and returns a fresh pair for this one',
    description:
      `{ detail: '${messages.passwordChanged}', access, refresh }. old_password is required, except for an ` +
      'account without a password (Google sign-in, has_password false), which sets its first one with it. ' +
      throttled,
    body: passwordUpdateSchema,
    response: js.obj({ detail: js.str, access: js.str, refresh: js.str }),
  }),
  changeEmail: endpoint<User>()({
    ...account,
    method: 'POST',
    path: '/auth/email-change/',
    status: 200,
    summary: 'Ask to change the email: a confirmation link goes to the new address → User',
    description: throttled,
    body: changeEmailSchema,
    response: userResponse,
  }),
  confirmEmailChange: endpoint<User>()({
    ...account,
    access: 'public',
    method: 'POST',
    path: '/auth/email-change/confirm/',
    status: 200,
    summary: 'Confirm an email change with the emailed token → User',
    description: accountMessages.emailChangeLinkInvalid,
    body: tokenSchema,
    response: userResponse,
  }),
  getSignature: endpoint<EmailSignature>()({
    ...account,
    access: 'member',
    method: 'GET',
    path: '/organization/:orgId/email-signature/',
    summary: "The caller's email signature in this organization",
    response: signatureResponse,
  }),
  saveSignature: endpoint<EmailSignature>()({
    ...account,
    access: 'member',
    method: 'PUT',
    path: '/organization/:orgId/email-signature/',
    summary:
      "Save the caller's email signature (HTML sanitized: formatting, links, images, tables; no script)",
    body: emailSignatureSchema,
    response: signatureResponse,
  }),
};

/** Two-factor settings of the signed-in user (password accounts only; others get 403). */
const twoFactor = { tag: 'two-factor', access: 'authenticated', method: 'POST', status: 200 } as const;
const codeThrottled = `429 '${messages.tooManyRequests}' / '${accountMessages.waitBeforeNewCode(30)}'.`;
const backupCodesResponse = js.obj({ codes: js.arr(js.str) });

export const twoFactorEndpoints = {
  smsSetup: endpoint<DetailResponse>()({
    ...twoFactor,
    path: '/auth/2fa/sms/setup/',
    summary: 'Send a code to the phone to verify (E.164); one per 30 s. Asks for the current password',
    description: codeThrottled,
    body: smsSetupSchema,
    response: js.detail,
  }),
  smsEnable: endpoint<User>()({
    ...twoFactor,
    path: '/auth/2fa/sms/enable/',
    summary: 'Enable SMS two-step verification with the code sent by smsSetup → User',
    body: codeSchema,
    response: userResponse,
  }),
  smsDisableCode: endpoint<DetailResponse>()({
    ...twoFactor,
    path: '/auth/2fa/sms/disable/send/',
    summary: 'Send a code to the verified phone, to confirm disabling SMS verification',
    description: codeThrottled,
    response: js.detail,
  }),
  smsDisable: endpoint<User>()({
    ...twoFactor,
    path: '/auth/2fa/sms/disable/',
    summary: 'Disable SMS verification (refused while the authenticator is on) → User',
    body: codeSchema,
    response: userResponse,
  }),
  otpDevice: endpoint<OtpDevice>()({
    ...twoFactor,
    path: '/auth/2fa/otp/device/',
    summary: 'A new, unconfirmed authenticator secret (QR URL + secret), after the current password',
    body: otpDeviceSchema,
    response: js.obj({ urlLink: js.str, secret: js.str }),
  }),
  otpEnable: endpoint<BackupCodes>()({
    ...twoFactor,
    path: '/auth/2fa/otp/enable/',
    summary: 'Confirm the authenticator with a code → 10 backup codes',
    body: codeSchema,
    response: backupCodesResponse,
  }),
  otpDisable: endpoint<User>()({
    ...twoFactor,
    path: '/auth/2fa/otp/disable/',
    summary: 'Disable the authenticator (TOTP or backup code); deletes backup codes → User',
    body: codeSchema,
    response: userResponse,
  }),
  backupCodes: endpoint<BackupCodes>()({
    ...twoFactor,
    path: '/auth/2fa/otp/backup-codes/',
    summary: 'New backup codes (TOTP or backup code); the old ones stop working',
    body: codeSchema,
    response: backupCodesResponse,
  }),
};
