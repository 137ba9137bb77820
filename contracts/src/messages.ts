/**
 * Every user-facing text the specification quotes, in one place. The API's validation pipe and the forms
 * read the same constants, so a form and the API reject the same input with the same words.
 * Spelling (including "ocurred") is the specification's, on purpose.
 */
export const messages = {
  // shared rules (spec 1 §5)
  required: 'Required',
  fieldRequired: (field: string) => `${field} is required`,
  maxLength: (n: number) => `Maximum number of characters is ${n}`,
  emailInvalid: 'Email is not valid',
  emailInvitationInvalid: 'Email invalid',
  passwordRule: 'Password must be at least 8 characters long, with 1 uppercase, 1 number and 1 symbol',
  passwordsMustMatch: 'Both passwords must match',
  phoneInvalid: 'phone number is not valid',
  phoneRequired: 'Phone number is required',
  numberInvalid: 'Invalid number',
  /** Spec 2 §5: currency and invoice amounts. */
  amountInvalid: 'Invalid amount',
  birthdayFormat: 'Birthday format must be like YYYY-MM-DD',
  urlInvalid: 'Url is not valid',
  domainInvalid: 'Domain is not valid',
  websiteInvalid: 'Invalid website URL, please add  http:// or https:// prefix',
  termsRequired: 'You must accept the terms and privacy policy',

  // access (spec 1 §8)
  loginFailed: "Please check your email and password, if you still can't login, contact your administrator",
  accountNotVerified: 'Account not verified.',
  unableToGetOrganizations: 'Unable to get organizations',
  smsTokenCreationFailed: 'An error ocurred during SMS token creation',
  tokenVerificationFailed: 'An error ocurred during token verification',
  tokenCreationFailed: 'An error ocurred during token creation',
  sessionExpired: 'Your session has expired, please login again',
  passwordChanged: 'Password changed!',
  passwordSuccessfullyChanged: 'Password successfully changed',
  resetLinkInvalid: 'This password reset link is invalid or has expired',
  verificationLinkInvalid: 'This verification link is invalid or has expired',
  verificationEmailSent: 'Verification email sent',
  resetInstructionsSent: 'If an account exists for this email, reset instructions have been sent',
  emailAlreadyRegistered: 'A user with this email already exists.',
  tooManyRequests: 'Too many requests, please try again later',
  notAuthenticated: 'Authentication credentials were not provided.',
  notFound: 'Not found.',
  permissionDenied: 'You do not have permission to perform this action.',
  somethingWentWrong: 'Something went wrong',

  // organizations (spec 1 §8)
  organizationEmailExists: 'organization with this email already exists.',
  unableToCreateOrganization: 'Unable to create organization',
  unableToFetchOrganization: 'Unable to fetch organization with provided ID.',
  unableToUpdateEula: 'Unable to update organization EULA',
  noOrganizationsFound: 'No organizations found',

  // API-level messages (ours; the specification does not quote these)
  invalidChoice: 'Select a valid choice.',
  invalidOrdering: (allowed: readonly string[]) => `Ordering must be one of: ${allowed.join(', ')}`,
  mailboxAddressRequired: 'Address is required',
  outboxReplyRequired: 'Write the reply',
  outboxReplySent: 'Reply received',
  outboxReplyUnmatched: 'The reply matched no email of a contact',
  // Per-organization quotas (issue 14): worded as tooManyRequests, naming what was refused.
  tooManyUploads: 'Too many uploads, please try again later',
  tooManyExports: 'Too many exports, please try again later',
  tooManyInvoiceEmails: 'Too many invoice emails, please try again later',
} as const;

export type Messages = typeof messages;

/** Issue 3: account and organization management (spec 1 §5, §8, spec 3 §8). */
export const accountMessages = {
  codeInvalid: 'Invalid or expired code',
  codeRequired: 'Code is required',
  codeLength: 'Code must be 6 digits',
  waitBeforeNewCode: (n: number) => `Wait ${n} seconds before requesting a new code`,
  smsCodeSent: 'A verification code has been sent to your phone',
  twoFactorEnabled: 'Two-step verification by SMS is enabled',
  twoFactorDisabled: 'Two-step verification by SMS is disabled',
  otpEnabled: 'Google Authenticator is enabled',
  otpDisabled: 'Google Authenticator is disabled',
  smsDisableBlockedByOtp: 'Disable Google Authenticator before disabling SMS verification',
  challengeExpired: 'Your sign-in attempt has expired, please login again',
  oldPasswordWrong: 'Old password is not correct',
  passwordWrong: 'Password is not correct',
  /** Not in the spec: the change-password dialog of an account without a password (Google sign-in). */
  noPasswordYet: 'Your account has no password yet. Set one to also sign in with your email and password.',
  /**
   * Not in the spec: an email change asked by an account without a password. Its sign-in (Google) follows the
   * current address, so after the change only a password would still let it in.
   */
  setPasswordFirst:
    'Your account has no password yet. Set a password first, so you can still sign in once your email changes.',
  emailChangeSent: 'A confirmation link has been sent to the new email address',
  emailChangeConfirmed: 'Email address changed',
  emailChangeLinkInvalid: 'This email change link is invalid or has expired',
  profileUpdated: 'Profile updated',
  signatureSaved: 'Signature saved',
  fileNotImage: 'File is not an image',
  fileTooLarge2mb: 'File size must be less than 2 MB',
  uploadToS3Failed: 'Error while uploading to S3',
  uploadFailed: 'Error while uploading file',
  notEnoughSeats: 'Not enough seats',
  invitationSent: 'Invitation sent',
  invitationSuccessfullySent: 'Invitation successfully sent',
  unableToAddUser: 'Unable to add a user',
  unableToDeleteUser: 'Unable to delete user',
  ownerCannotBeDeleted: 'The owner cannot be deleted',
  alreadyMember: 'This user is already a member of the organization',
  invitationInvalid: 'This invitation is invalid or has expired',
  invitationWrongAccount: 'This invitation was sent to another email address',
  organizationUpdated: 'Organization updated',
  deletionScheduled: 'Organization deletion scheduled',
  deletionCanceled: 'Organization reactivated',
} as const;
