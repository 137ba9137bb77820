/** Spec 3 §3 'Phone number': number_type. */
export type PhoneNumberKind = 'local' | 'toll_free';

/** A number the provider offers to buy. */
export interface OfferedPhoneNumber {
  /** E.164. */
  phoneNumber: string;
  /** As the provider formats it: '(415) 555-0134'. */
  friendlyName: string;
  locality: string | null;
  /** Two-letter state. */
  region: string | null;
}

/** Where the provider sends what happens on a number: texts received, calls, and message status reports. */
export interface PhoneNumberWebhooks {
  smsUrl: string;
  voiceUrl: string;
  statusCallback: string;
}

/**
 * The organization's numbers at the provider (SMS_PROVIDER): `twilio` searches, buys and releases real numbers
 * (AvailablePhoneNumbers, IncomingPhoneNumbers); `outbox` offers a fixed pool of fictional ones and buys nothing.
 * Numbers are US only. Failures are PhoneNumbersProviderError (the provider's words, for the logs), or
 * PhoneNumberNotAvailableError when the number was bought by someone else in the meantime.
 */
export interface PhoneNumbersProvider {
  readonly name: string;
  /** Numbers for sale: local ones in an area code, or toll free; at most `limit`. */
  available(kind: PhoneNumberKind, areaCode: string | null, limit: number): Promise<OfferedPhoneNumber[]>;
  /** Buys the number, pointing its webhooks at us; answers the provider's id of it (Twilio's PN… sid). */
  buy(phoneNumber: string, webhooks: PhoneNumberWebhooks): Promise<{ sid: string }>;
  /** Points a number's webhooks at us again (after API_PUBLIC_URL changed). */
  configure(sid: string, webhooks: PhoneNumberWebhooks): Promise<void>;
  /** Gives the number back; one already gone is not an error. */
  release(sid: string): Promise<void>;
}

export const PHONE_NUMBERS_PROVIDER = Symbol('PHONE_NUMBERS_PROVIDER');

/** The provider failed or refused a number operation. */
export class PhoneNumbersProviderError extends Error {}

/** The number is no longer for sale (Twilio's 21422). */
export class PhoneNumberNotAvailableError extends PhoneNumbersProviderError {}
