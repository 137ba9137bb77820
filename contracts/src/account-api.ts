/**
 * Issue 3 contract: two-factor sign-in and settings, account settings, organization management, users and
 * invitations, EULA. Paths are relative to '/api'. Where spec 1 §7 gives a path it is used exactly; the others
 * are ours (documented in OpenAPI).
 */
type Id = number | string;

export const accountPaths = {
  twoFactor: {
    /** Login step 2, public: { challenge, mode: 'sms' } → sends a code to the user's verified phone. */
    loginSendSms: '/auth/2fa/login/send-sms/',
    /** Login step 2, public: { challenge, token } (SMS code, TOTP or backup code) → LoginSuccess. */
    loginVerify: '/auth/2fa/login/verify/',
    /** Settings (authenticated): { phone_number, password } → sends a code to that phone. */
    smsSetup: '/auth/2fa/sms/setup/',
    /** Settings: { token } → enables SMS 2FA with the phone the code was sent to. */
    smsEnable: '/auth/2fa/sms/enable/',
    /** Settings: sends a code to the verified phone, for the disable check. */
    smsDisableCode: '/auth/2fa/sms/disable/send/',
    /** Settings: { token } → disables SMS 2FA (refused while the authenticator is on). */
    smsDisable: '/auth/2fa/sms/disable/',
    /** Settings: { password } → OtpDevice (a new, unconfirmed secret). */
    otpDevice: '/auth/2fa/otp/device/',
    /** Settings: { token } → BackupCodes (enables the authenticator). */
    otpEnable: '/auth/2fa/otp/enable/',
    /** Settings: { token } → disables the authenticator and deletes its backup codes. */
    otpDisable: '/auth/2fa/otp/disable/',
    /** Settings: { token } → BackupCodes (new set; the old ones stop working). */
    backupCodes: '/auth/2fa/otp/backup-codes/',
  },
  /** PATCH ProfileUpdate → User */
  profile: '/auth/me/',
  /** POST { old_password, new_password } → { detail: 'Password changed!' } */
  changePassword: '/auth/password/change/',
  /** POST { new_email, password } → User (email_change_new_email set); a link goes to the new address. */
  changeEmail: '/auth/email-change/',
  /** POST { token } → User (public: the link may be opened while logged out). */
  changeEmailConfirm: '/auth/email-change/confirm/',
  /** GET/PUT EmailSignature: the user's signature in this organization. */
  emailSignature: (orgId: Id) => `/organization/${orgId}/email-signature/`,
  /** POST { new_email } → Organization (email_change_new_email set); a link goes to the new address. */
  organizationEmailChange: (orgId: Id) => `/organization/${orgId}/email-change/`,
  /** POST { token } → Organization (public link). */
  organizationEmailChangeConfirm: '/organization/email-change/confirm/',
  /** POST { filename, content_type, size } → SignedUpload (spec 1 §7 'request signed form data'). */
  logoUploadForm: (orgId: Id) => `/organization/${orgId}/logo/upload-form/`,
  /** POST { key } → Organization: the uploaded file becomes the logo (re-encoded to ≤100×100). */
  logoConfirm: (orgId: Id) => `/organization/${orgId}/logo/`,
  /** Local storage provider's upload target for signed form posts (public; the policy is the credential). */
  storageUpload: '/storage/upload/',
  /** Local storage provider's public files. */
  storageFile: (key: string) => `/storage/files/${key}`,
  /** POST → resends a pending invitation. */
  invitationResend: (orgId: Id, id: Id) => `/organization/${orgId}/invitations/${id}/resend/`,
  /** GET ?token= → InvitationPreview (public). */
  invitationPreview: '/invitations/preview/',
  /** POST { token } (authenticated as the invited email) → Organization. */
  invitationAccept: '/invitations/accept/',
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
