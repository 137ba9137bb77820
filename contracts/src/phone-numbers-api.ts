/**
 * Phone setup (spec 3 §2 'Phone setup', §3 'Phone number', §4 'Phone', §5, §8 'Phone', §9): the organization's
 * number, bought through the SMS provider (Twilio, or the embedded local one), and the real number calls to it are
 * forwarded to. The same rules serve the page's modals and the API.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import * as yup from 'yup';
import { DEFAULT_PHONE_COUNTRY } from './account-validation';
import { messages } from './messages';
import { isUsAreaCode } from './reference/us-area-codes';
import { textMessages } from './texts-api';

export const phoneNumberMessages = {
  numbersFetched: 'Successfully fetched numbers',
  noNumbersAvailable: 'No numbers available for this area code, please try another one',
  created: 'Phone number created successfully',
  updated: 'Phone number updated successfully',
  /** The real number to forward to (the confirm modal, and Edit). */
  realNumberRequired: 'Please enter a phone number',
  areaCodeRequired: messages.fieldRequired('Area code'),
  /** Spec 3 §2 'Text': no number yet (the Text screen's confirm, the one of update-phone-number/ too). */
  setupNotCompleted: textMessages.phoneSetupNotCompleted,
  // Ours: the specification does not quote these.
  /** Forwarding numbers are US only (spec 3 §9). */
  realNumberNotUs: 'Please enter a US phone number',
  numberTaken: 'This phone number is already taken, please choose another one',
  numberNotAvailable: 'This phone number is no longer available, please choose another one',
  alreadyHasNumber: 'This organization already has a phone number: edit its forwarding number instead',
  /** Calls to the number would ring it again, forever. */
  forwardToItself: 'Calls cannot be forwarded to the number itself, please enter another one',
} as const;

/** Spec 3 §3: number_type. */
export const phoneNumberTypes = ['local', 'toll_free'] as const;
export type PhoneNumberType = (typeof phoneNumberTypes)[number];

export const phoneNumberTypeLabels: Record<PhoneNumberType, string> = {
  toll_free: 'Toll free',
  local: 'Local',
};

/** The toll-free area codes of the North American Numbering Plan. */
export const tollFreeAreaCodes = ['800', '833', '844', '855', '866', '877', '888'] as const;

export const phoneNumberConstants = {
  /** How many available numbers one search offers. */
  searchLimit: 20,
} as const;

/** A US number in E.164 ('+14155550134'), or null when it is not a valid number of the US. */
export function usPhoneNumber(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), DEFAULT_PHONE_COUNTRY);
  return parsed && parsed.isValid() && parsed.country === 'US' ? parsed.number : null;
}

/** The area code (NPA) of a US number in E.164. */
export const areaCodeOf = (e164: string): string => e164.replace(/^\+1/, '').slice(0, 3);

export const phoneNumberTypeOf = (e164: string): PhoneNumberType =>
  (tollFreeAreaCodes as readonly string[]).includes(areaCodeOf(e164)) ? 'toll_free' : 'local';

/** A US number, normalised to E.164: required with `required`, 'phone number is not valid', US only. */
const usPhoneField = (required: string) =>
  yup
    .string()
    .trim()
    .required(required)
    .test('phone', function check(v) {
      if (!v) return true;
      const parsed = parsePhoneNumberFromString(v, DEFAULT_PHONE_COUNTRY);
      if (!parsed || !parsed.isValid()) return this.createError({ message: messages.phoneInvalid });
      if (parsed.country !== 'US') return this.createError({ message: phoneNumberMessages.realNumberNotUs });
      return true;
    })
    .transform((v: string) => usPhoneNumber(v) ?? v);

/**
 * POST get-number/ {number_type, area_code}: a local number needs an area code from the list (usAreaCodes); a
 * toll-free search takes none (an area code sent with it is ignored).
 */
export const getNumbersSchema = yup.object({
  number_type: yup
    .string()
    .required(messages.fieldRequired('Number type'))
    .oneOf(phoneNumberTypes, messages.invalidChoice),
  area_code: yup
    .string()
    .trim()
    .when('number_type', {
      is: 'local',
      then: (s) =>
        s
          .required(phoneNumberMessages.areaCodeRequired)
          .test('area-code', messages.invalidChoice, (v) => !v || isUsAreaCode(v)),
      otherwise: (s) => s.strip(),
    }),
});

/** POST create-number/ {twilio_number (one of get-number/'s), real_number (forwarded to)}. */
export const createNumberSchema = yup.object({
  twilio_number: yup
    .string()
    .trim()
    .required(messages.fieldRequired('Phone number'))
    .test('phone', messages.phoneInvalid, (v) => !v || usPhoneNumber(v) !== null)
    .transform((v: string) => usPhoneNumber(v) ?? v),
  real_number: usPhoneField(phoneNumberMessages.realNumberRequired).test(
    'not-itself',
    phoneNumberMessages.forwardToItself,
    function notItself(v) {
      return !v || v !== (this.parent as { twilio_number?: string }).twilio_number;
    },
  ),
});

/** PATCH update-phone-number/ {real_phone_number}: another number to forward calls to. */
export const updatePhoneNumberSchema = yup.object({
  real_phone_number: usPhoneField(phoneNumberMessages.realNumberRequired),
});

/** One number get-number/ offers (the provider's AvailablePhoneNumber, trimmed to what the list shows). */
export interface AvailablePhoneNumber {
  /** E.164. */
  phone_number: string;
  /** As the provider formats it: '(415) 555-0134'. */
  friendly_name: string;
  /** The city, where the provider knows it. */
  locality: string | null;
  /** The two-letter state, where the provider knows it. */
  region: string | null;
}

/** Spec 3 §7: get-number/ answers 'data.data list of numbers'. */
export interface AvailablePhoneNumbers {
  data: { data: AvailablePhoneNumber[] };
}

/**
 * The organization's number (spec 3 §3 'Phone number'): GET phone-number/, create-number/, update-phone-number/.
 * `twilio_number` null: none yet (the page offers Toll free or Local; the Text screen asks for the setup).
 */
export interface OrganizationPhoneNumber {
  twilio_number: string | null;
  real_number: string | null;
  number_type: PhoneNumberType | null;
  area_code: string | null;
}

export const noPhoneNumber: OrganizationPhoneNumber = {
  twilio_number: null,
  real_number: null,
  number_type: null,
  area_code: null,
};
