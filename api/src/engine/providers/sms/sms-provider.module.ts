import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { KEY_RING, type KeyRing } from '../../crypto/key-ring';
import { adapterModule } from '../adapter-module';
import { OutboxModule } from '../outbox/outbox.module';
import { LocalPhoneNumbersProvider } from './local-phone-numbers.provider';
import { OutboxSmsProvider } from './outbox-sms.provider';
import { PHONE_NUMBERS_PROVIDER, type PhoneNumbersProvider } from './phone-numbers-provider';
import { localPhoneWebhookSigner, PhoneWebhookSigner } from './phone-webhook-signer';
import { PHONE_WEBHOOK_SIGNATURES } from './phone-webhooks';
import { SMS_PROVIDER, type SmsProvider } from './sms-provider';
import { TwilioPhoneNumbersProvider } from './twilio-phone-numbers.provider';
import { TwilioSmsProvider } from './twilio-sms.provider';

/**
 * Picks the adapters named by SMS_PROVIDER: `outbox` (default: texts kept in the database, a local pool of
 * numbers, webhooks signed with a key of our own) or `twilio` (Messages, AvailablePhoneNumbers,
 * IncomingPhoneNumbers, webhooks signed with the auth token). Twilio's are built only when chosen.
 */
@Module(
  adapterModule<SmsProvider, 'smsProvider'>({
    imports: [OutboxModule],
    token: SMS_PROVIDER,
    setting: 'smsProvider',
    adapters: {
      outbox: OutboxSmsProvider,
      twilio: { build: (config) => new TwilioSmsProvider(config) },
    },
    providers: [
      LocalPhoneNumbersProvider,
      {
        provide: PHONE_NUMBERS_PROVIDER,
        inject: [APP_CONFIG, LocalPhoneNumbersProvider],
        useFactory: (config: AppConfig, local: LocalPhoneNumbersProvider): PhoneNumbersProvider =>
          config.smsProvider === 'twilio' ? new TwilioPhoneNumbersProvider(config) : local,
      },
      {
        provide: PHONE_WEBHOOK_SIGNATURES,
        inject: [APP_CONFIG, KEY_RING],
        useFactory: (config: AppConfig, keys: KeyRing) =>
          config.twilio ? new PhoneWebhookSigner(config.twilio.authToken) : localPhoneWebhookSigner(keys),
      },
    ],
    exports: [PHONE_NUMBERS_PROVIDER, PHONE_WEBHOOK_SIGNATURES],
  }),
)
export class SmsProviderModule {}
