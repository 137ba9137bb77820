import { Module } from '@nestjs/common';
import { adapterModule } from '../adapter-module';
import { OutboxModule } from '../outbox/outbox.module';
import { OutboxSmsProvider } from './outbox-sms.provider';
import { SMS_PROVIDER, type SmsProvider } from './sms-provider';

/** Picks the SMS adapter named by SMS_PROVIDER. */
@Module(
  adapterModule<SmsProvider, 'smsProvider'>({
    imports: [OutboxModule],
    token: SMS_PROVIDER,
    setting: 'smsProvider',
    adapters: { outbox: OutboxSmsProvider },
  }),
)
export class SmsProviderModule {}
