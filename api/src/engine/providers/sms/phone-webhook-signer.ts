import { getExpectedTwilioSignature, validateRequest } from 'twilio/lib/webhooks/webhooks';
import type { KeyRing } from '../../crypto/key-ring';
import type { PhoneWebhookSignatures } from './phone-webhooks';

/** The key ring's purpose of the local provider's signing key. */
export const LOCAL_WEBHOOK_KEY_PURPOSE = 'phone-webhooks';

/**
 * X-Twilio-Signature with the SDK's own functions (twilio.validateRequest): keyed with the account's auth token for
 * `twilio`, with a key of the key ring for the local provider, which signs the requests it would make (tests, and
 * whatever plays the provider on the embedded default) exactly as Twilio does, so both run the same check.
 */
export class PhoneWebhookSigner implements PhoneWebhookSignatures {
  constructor(private readonly key: string) {}

  validateRequest(signature: string, url: string, params: Record<string, string>): boolean {
    return signature.length > 0 && validateRequest(this.key, signature, url, params);
  }

  /** The X-Twilio-Signature of a POST of `params` to `url`, as Twilio computes it. */
  sign(url: string, params: Record<string, string>): string {
    return getExpectedTwilioSignature(this.key, url, params);
  }
}

/** The local provider's signer (SMS_PROVIDER=outbox): keyed with the key ring's LOCAL_WEBHOOK_KEY_PURPOSE key. */
export const localPhoneWebhookSigner = (keys: KeyRing): PhoneWebhookSigner =>
  new PhoneWebhookSigner(keys.key(LOCAL_WEBHOOK_KEY_PURPOSE).toString('base64url'));
