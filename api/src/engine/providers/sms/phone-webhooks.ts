import { phoneWebhookEndpoints } from '@ensemble/contracts';
import type { PhoneNumberWebhooks } from './phone-numbers-provider';

/**
 * The routes, under /api, the SMS provider calls for each of the organizations' numbers: a text received, a call
 * (answered with the TwiML that forwards it), a message's or a call's status. Served by the inbound webhooks; every
 * number is bought pointing at them. `dial` is not a number's: the TwiML that forwards a call names it as the
 * forwarded leg's action.
 */
export const PHONE_WEBHOOK_PATHS = {
  sms: phoneWebhookEndpoints.sms.path,
  voice: phoneWebhookEndpoints.voice.path,
  dial: phoneWebhookEndpoints.dial.path,
  status: phoneWebhookEndpoints.status.path,
} as const;

/** The absolute URLs of PHONE_WEBHOOK_PATHS on this API (API_PUBLIC_URL, which ends in /api). */
export function phoneWebhookUrls(apiPublicUrl: string): PhoneNumberWebhooks {
  return {
    smsUrl: `${apiPublicUrl}${PHONE_WEBHOOK_PATHS.sms}`,
    voiceUrl: `${apiPublicUrl}${PHONE_WEBHOOK_PATHS.voice}`,
    statusCallback: `${apiPublicUrl}${PHONE_WEBHOOK_PATHS.status}`,
  };
}

/**
 * Tells the provider's webhook requests from anyone else's: X-Twilio-Signature, an HMAC-SHA1 of the URL as called
 * (query string included) followed by each POST parameter's name and value, sorted by name, keyed with the auth
 * token (Twilio) or a key of our own (the local provider, so the embedded default runs the same check).
 */
export interface PhoneWebhookSignatures {
  /**
   * Whether `signature` (the X-Twilio-Signature header) signs `url` (the full URL the provider called, as it was
   * configured: behind a proxy, API_PUBLIC_URL's, not the one the request arrived at) and `params` (the form).
   */
  validateRequest(signature: string, url: string, params: Record<string, string>): boolean;
}

export const PHONE_WEBHOOK_SIGNATURES = Symbol('PHONE_WEBHOOK_SIGNATURES');
