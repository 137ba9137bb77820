/**
 * Issue 3 contract: two-factor sign-in and settings, account settings, organization management, users and
 * invitations, EULA. Paths are relative to '/api'. Where spec 1 §7 gives a path it is used exactly; the others
 * are ours (documented in OpenAPI).
 */
import { pathOf } from './endpoint';
import { organizationEndpoints as o, platformEndpoints as p } from './organization-endpoints';
import { accountEndpoints as a, authEndpoints, twoFactorEndpoints as t } from './platform-endpoints';

/** The account calls' paths, derived from their endpoint declarations. */
export const accountPaths = {
  twoFactor: {
    /** Login step 2, public: { challenge, mode: 'sms' } → sends a code to the user's verified phone. */
    loginSendSms: authEndpoints.loginSendSms.path,
    /** Login step 2, public: { challenge, token } (SMS code, TOTP or backup code) → LoginSuccess. */
    loginVerify: authEndpoints.loginVerify.path,
    smsSetup: t.smsSetup.path,
    smsEnable: t.smsEnable.path,
    smsDisableCode: t.smsDisableCode.path,
    smsDisable: t.smsDisable.path,
    otpDevice: t.otpDevice.path,
    otpEnable: t.otpEnable.path,
    otpDisable: t.otpDisable.path,
    backupCodes: t.backupCodes.path,
  },
  profile: a.updateProfile.path,
  changePassword: a.changePassword.path,
  changeEmail: a.changeEmail.path,
  changeEmailConfirm: a.confirmEmailChange.path,
  emailSignature: pathOf(a.getSignature),
  organizationEmailChange: pathOf(o.emailChange),
  organizationEmailChangeConfirm: o.emailChangeConfirm.path,
  logoUploadForm: pathOf(o.logoUploadForm),
  logoConfirm: pathOf(o.logoConfirm),
  storageUpload: p.storageUpload.path,
  storageFile: pathOf(p.storageFile),
  invitationResend: pathOf(o.resendInvitation),
  invitationPreview: o.invitationPreview.path,
  invitationAccept: o.acceptInvitation.path,
} as const;

export type TwoFactorMode = 'sms' | 'otp';

export interface OtpDevice {
  /** otpauth:// URL for the QR code (spec: urlLink). */
  urlLink: string;
  /** The base32 secret, for manual entry (shown in groups of 4). */
  secret: string;
}

export interface BackupCodes {
  codes: string[];
}

export interface ProfileUpdate {
  first_name?: string;
  last_name?: string;
  address?: string | null;
  cell_phone?: string | null;
  city?: string | null;
  state?: string | null;
  zip_code?: string | null;
  signature?: string | null;
  sms_notif?: boolean;
}

export interface EmailSignature {
  html: string;
  use_company_number: boolean;
}

/** Spec 1 §7: 'request signed form data (response aws_post_data)'. */
export interface SignedUpload {
  key: string;
  aws_post_data: {
    url: string;
    fields: Record<string, string>;
  };
}

export interface Invitation {
  id: number;
  email: string;
  status: 'pending';
  invited_at: string;
  invited_by: string | null;
}

export interface InvitationPreview {
  organization_name: string;
  email: string;
  /** Whether an account with this email exists (log in to accept) or not (sign up to accept). */
  account_exists: boolean;
}
