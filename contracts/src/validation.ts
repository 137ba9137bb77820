import * as yup from 'yup';
import { limits } from './constants';
import { messages } from './messages';

/** Spec 1 §5: at least 8 characters with 1 uppercase, 1 lowercase, 1 number and 1 symbol. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9\s]).{8,}$/;
/** A pragmatic address check (local@domain.tld); the provider has the last word on deliverability. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Spec 2 §5: a number has up to 3 decimals ('Invalid number'); the contacts' amounts and scores follow it. */
export const NUMBER_MAX_DECIMALS = 3;

/**
 * Decimal places of a number as it was sent: its text when it came as text (a form field, a CSV cell), else its
 * shortest round-trip form. Exact where `Math.round(v * 100) === v * 100` is not: 19.99 * 100 is
 * 1998.9999999999998 in binary floating point. Trailing zeros do not count ('1.50' has one).
 */
export function decimalPlaces(value: number | string): number {
  const [mantissa, exponent = '0'] = String(value).trim().toLowerCase().split('e');
  const fraction = (mantissa.split('.')[1] ?? '').replace(/0+$/, '');
  const places = fraction.length - Number(exponent);
  return Number.isNaN(places) ? Infinity : Math.max(0, places);
}

/** A yup test: at most `places` decimals as sent (decimalPlaces), so 1.1, 19.99 and 0.29 pass. */
export const atMostDecimals = (places: number, message: string) => ({
  name: 'decimals',
  message,
  test: (v: number | null | undefined, ctx: { originalValue?: unknown }) => {
    if (v == null) return true;
    const sent = ctx.originalValue;
    return decimalPlaces(typeof sent === 'string' || typeof sent === 'number' ? sent : v) <= places;
  },
});

export const emailField = (label = 'Email') =>
  yup
    .string()
    .trim()
    .required(messages.fieldRequired(label))
    .max(limits.emailMaxLength, messages.maxLength(limits.emailMaxLength))
    .matches(EMAIL_PATTERN, { message: messages.emailInvalid, excludeEmptyString: true });

/** Required trimmed text of at most `max` characters. */
export const requiredTextField = (max: number, requiredMessage: string) =>
  yup.string().trim().required(requiredMessage).max(max, messages.maxLength(max));

export const nameField = (label: string, max: number = limits.nameMaxLength) =>
  requiredTextField(max, messages.fieldRequired(label));

/** Optional trimmed text of at most `max` characters; '' (or only spaces) is null. */
export const optionalTextField = (max: number) =>
  yup
    .string()
    .trim()
    .max(max, messages.maxLength(max))
    .nullable()
    .transform((v: string | null) => (v === '' ? null : v));

export const passwordField = (label = 'Password') =>
  yup
    .string()
    .required(messages.fieldRequired(label))
    .max(limits.passwordMaxLength, messages.maxLength(limits.passwordMaxLength))
    .matches(PASSWORD_PATTERN, { message: messages.passwordRule, excludeEmptyString: true });

export const signupSchema = yup.object({
  first_name: nameField('First name'),
  last_name: nameField('Last name'),
  email: emailField(),
  password: passwordField(),
});

export const loginSchema = yup.object({
  email: emailField(),
  password: yup.string().required(messages.fieldRequired('Password')),
});

export const refreshSchema = yup.object({
  refresh: yup.string().required(messages.fieldRequired('Refresh token')),
});

export const emailOnlySchema = yup.object({ email: emailField() });

export const verifyEmailSchema = yup.object({
  token: yup.string().required(messages.fieldRequired('Token')),
});

export const newPasswordSchema = yup.object({
  token: yup.string().required(messages.fieldRequired('Token')),
  password: passwordField(),
});

/** The form adds the confirmation field; the API only receives token and password. */
export const newPasswordFormSchema = yup.object({
  password: passwordField(),
  confirm_password: yup
    .string()
    .required(messages.fieldRequired('Password confirmation'))
    .oneOf([yup.ref('password')], messages.passwordsMustMatch),
});

export const organizationCreateSchema = yup.object({
  name: nameField('Company name', limits.organizationNameMaxLength),
  email: emailField(),
  industry: yup
    .number()
    .typeError(messages.fieldRequired('Industry'))
    .required(messages.fieldRequired('Industry'))
    .integer(),
});

export const organizationUpdateSchema = yup.object({
  name: yup
    .string()
    .trim()
    .min(1, messages.fieldRequired('Name'))
    .max(limits.organizationNameMaxLength, messages.maxLength(limits.organizationNameMaxLength)),
  eula: yup.number().integer().min(0),
});

export const listQuerySchema = yup.object({
  page: yup.number().integer().min(1).default(1),
  per_page: yup.number().integer().min(1).max(1000).default(10),
  search: yup.string().trim().max(200).default(''),
  ordering: yup.string().trim().max(60).default(''),
});

export type SignupInput = yup.InferType<typeof signupSchema>;
export type LoginInput = yup.InferType<typeof loginSchema>;
export type OrganizationCreateInput = yup.InferType<typeof organizationCreateSchema>;
export type OrganizationUpdateInput = yup.InferType<typeof organizationUpdateSchema>;
export type ListQuery = yup.InferType<typeof listQuerySchema>;
