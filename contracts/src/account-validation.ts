import * as yup from 'yup';
import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { limits } from './constants';
import { accountMessages, messages } from './messages';
import { EMAIL_PATTERN, emailField, nameField, passwordField, signupSchema } from './validation';

/** Spec 1 §5: the phone input defaults to the US. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';

/** A phone number as stored and sent to providers: E.164 with the '+' prefix, or null when not valid. */
export function normalizePhone(input: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), country);
  return parsed && parsed.isValid() ? parsed.number : null;
}

export function isValidPhone(input: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): boolean {
  return input.trim().length > 0 && isValidPhoneNumber(input.trim(), country);
}

const optionalPhone = () =>
  yup
    .string()
    .trim()
    .nullable()
    .test('phone', messages.phoneInvalid, (v) => v == null || v === '' || isValidPhone(v));

const optionalText = (max: number) => yup.string().trim().nullable().max(max, messages.maxLength(max));

/** Verification code: 6 digits, or a backup code (6 letters and digits) where the authenticator is on. */
export const CODE_PATTERN = /^[0-9a-z]{6}$/i;
export const codeField = () =>
  yup
    .string()
    .trim()
    .required(accountMessages.codeRequired)
    .max(limits.verificationCodeLength, messages.maxLength(limits.verificationCodeLength))
    .matches(CODE_PATTERN, { message: accountMessages.codeLength, excludeEmptyString: true });

export const codeSchema = yup.object({ token: codeField() });

export const loginSendSmsSchema = yup.object({
  challenge: yup.string().required(accountMessages.challengeExpired),
});

export const loginVerifySchema = yup.object({
  challenge: yup.string().required(accountMessages.challengeExpired),
  token: codeField(),
});

/** Turning two-factor on asks for the current password again: a stolen session alone cannot lock the owner out. */
const currentPasswordField = () => yup.string().required(messages.fieldRequired('Password'));

export const smsSetupSchema = yup.object({
  phone_number: yup
    .string()
    .trim()
    .required(messages.phoneRequired)
    .test('phone', messages.phoneInvalid, (v) => v == null || v === '' || isValidPhone(v)),
  password: currentPasswordField(),
});

/** POST otpDevice: the authenticator's set-up starts after the current password. */
export const otpDeviceSchema = yup.object({ password: currentPasswordField() });

export const profileSchema = yup.object({
  first_name: nameField('First name'),
  last_name: nameField('Last name'),
  address: optionalText(200),
  cell_phone: optionalPhone(),
  city: optionalText(100),
  state: optionalText(100),
  zip_code: optionalText(20),
  signature: optionalText(2000),
  sms_notif: yup.boolean(),
});

export const changePasswordSchema = yup.object({
  old_password: yup.string().required(messages.fieldRequired('Old password')),
  new_password: passwordField('New password'),
});

/**
 * What the API's change-password route takes: an account created by Google sign-in that has no password yet sets
 * its first one with new_password alone; any other account still needs old_password (the API checks which).
 */
export const passwordUpdateSchema = changePasswordSchema.shape({ old_password: yup.string() });

const confirmPasswordField = () =>
  yup
    .string()
    .required(messages.fieldRequired('Password confirmation'))
    .oneOf([yup.ref('new_password')], messages.passwordsMustMatch);

export const changePasswordFormSchema = changePasswordSchema.shape({
  confirm_password: confirmPasswordField(),
});

/** An account without a password (Google sign-in) sets its first one: there is no old password to ask for. */
export const setPasswordFormSchema = yup.object({
  new_password: passwordField('New password'),
  confirm_password: confirmPasswordField(),
});

export const changeEmailSchema = yup.object({
  new_email: emailField('New email'),
  password: yup.string().required(messages.fieldRequired('Password')),
});

export const organizationEmailChangeSchema = yup.object({ new_email: emailField('New email') });

export const tokenSchema = yup.object({
  token: yup.string().trim().required(messages.fieldRequired('Token')),
});

export const emailSignatureSchema = yup.object({
  html: yup.string().max(20000, messages.maxLength(20000)).default(''),
  use_company_number: yup.boolean().default(false),
});

/** Spec 1 §5: 'Email invitation: inline 'Email invalid''. */
export const invitationSchema = yup.object({
  email: yup
    .string()
    .trim()
    .required(messages.fieldRequired('Email'))
    .matches(EMAIL_PATTERN, { message: messages.emailInvitationInvalid, excludeEmptyString: true }),
});

export const LOGO_MAX_BYTES = limits.logoMaxKb * 1024;
export const logoUploadRequestSchema = yup.object({
  filename: yup.string().trim().required(messages.fieldRequired('File name')).max(255),
  content_type: yup
    .string()
    .required(accountMessages.fileNotImage)
    .matches(/^image\//, accountMessages.fileNotImage),
  size: yup
    .number()
    .required(accountMessages.fileTooLarge2mb)
    .min(1, accountMessages.fileNotImage)
    .max(LOGO_MAX_BYTES, accountMessages.fileTooLarge2mb),
});

export const logoConfirmSchema = yup.object({ key: yup.string().trim().required().max(300) });

/** POST /auth/signup/ as the API reads it: the sign-up form plus an optional invitation token (spec 1 §5–8). */
export const signupWithInvitationSchema = signupSchema.shape({
  invitation_token: yup.string().trim().max(200).optional(),
});
