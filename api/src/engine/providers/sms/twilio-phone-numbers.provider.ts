import type { Twilio } from 'twilio';
import type { TwilioConfig } from '../../config/app-config';
import {
  type OfferedPhoneNumber,
  PhoneNumberNotAvailableError,
  type PhoneNumberKind,
  type PhoneNumbersProvider,
  PhoneNumbersProviderError,
  type PhoneNumberWebhooks,
} from './phone-numbers-provider';
import { twilioClient, twilioFailure } from './twilio-api';

/** Twilio's code for a number that is no longer for sale when it is bought. */
const NOT_AVAILABLE = 21422;
/** Twilio's code for a resource that does not exist. */
const NOT_FOUND = 20404;

/** Twilio's failure in the adapter's words: the number gone, or the provider's own message (for the logs). */
function failure(error: unknown, doing: string): PhoneNumbersProviderError {
  const f = twilioFailure(error);
  const words = `Twilio ${doing}: ${f.message}${f.code ? ` (${f.code})` : ''}`;
  return f.code === NOT_AVAILABLE
    ? new PhoneNumberNotAvailableError(words)
    : new PhoneNumbersProviderError(words);
}

/** The number's webhooks as IncomingPhoneNumber parameters: every one POSTed to us. */
const webhookParams = (w: PhoneNumberWebhooks) => ({
  smsUrl: w.smsUrl,
  smsMethod: 'POST',
  voiceUrl: w.voiceUrl,
  voiceMethod: 'POST',
  statusCallback: w.statusCallback,
  statusCallbackMethod: 'POST',
});

/**
 * The account's numbers at Twilio (SMS_PROVIDER=twilio), with the official SDK, US only:
 * - search: `GET /2010-04-01/Accounts/{sid}/AvailablePhoneNumbers/US/Local.json?AreaCode=…` (TollFree.json for
 *   toll free), numbers that take both texts and calls;
 * - buy: `POST …/IncomingPhoneNumbers.json` with PhoneNumber and the webhooks (SmsUrl, VoiceUrl, StatusCallback,
 *   each POST);
 * - configure: `POST …/IncomingPhoneNumbers/{PN sid}.json` with the webhooks;
 * - release: `DELETE …/IncomingPhoneNumbers/{PN sid}.json` (a number already gone, 404, is released).
 */
export class TwilioPhoneNumbersProvider implements PhoneNumbersProvider {
  readonly name = 'twilio';
  private readonly client: Twilio;

  constructor(config: { twilio: TwilioConfig | null }) {
    if (!config.twilio) {
      throw new Error('TwilioPhoneNumbersProvider needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN');
    }
    this.client = twilioClient(config.twilio);
  }

  async available(
    kind: PhoneNumberKind,
    areaCode: string | null,
    limit: number,
  ): Promise<OfferedPhoneNumber[]> {
    const us = this.client.availablePhoneNumbers('US');
    const filters = { smsEnabled: true, voiceEnabled: true, limit };
    try {
      const found =
        kind === 'local'
          ? await us.local.list({ ...filters, ...(areaCode ? { areaCode: Number(areaCode) } : {}) })
          : await us.tollFree.list(filters);
      return found.map((n) => ({
        phoneNumber: n.phoneNumber,
        friendlyName: n.friendlyName,
        locality: n.locality || null,
        region: n.region || null,
      }));
    } catch (error) {
      throw failure(error, 'search');
    }
  }

  async buy(phoneNumber: string, webhooks: PhoneNumberWebhooks): Promise<{ sid: string }> {
    try {
      const bought = await this.client.incomingPhoneNumbers.create({
        phoneNumber,
        ...webhookParams(webhooks),
      });
      return { sid: bought.sid };
    } catch (error) {
      throw failure(error, `buying ${phoneNumber}`);
    }
  }

  async configure(sid: string, webhooks: PhoneNumberWebhooks): Promise<void> {
    try {
      await this.client.incomingPhoneNumbers(sid).update(webhookParams(webhooks));
    } catch (error) {
      throw failure(error, `configuring ${sid}`);
    }
  }

  async release(sid: string): Promise<void> {
    try {
      await this.client.incomingPhoneNumbers(sid).remove();
    } catch (error) {
      if (twilioFailure(error).code === NOT_FOUND) return;
      throw failure(error, `releasing ${sid}`);
    }
  }
}
