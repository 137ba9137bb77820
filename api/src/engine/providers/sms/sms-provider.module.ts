import { Module } from '@nestjs/common';
import { outboxAdapterModule } from '../outbox/outbox-adapter-module';
import { OutboxSmsProvider } from './outbox-sms.provider';
import { SMS_PROVIDER, type SmsProvider } from './sms-provider';

/** Picks the SMS adapter named by SMS_PROVIDER. */
@Module(outboxAdapterModule<SmsProvider, 'smsProvider'>(SMS_PROVIDER, 'smsProvider', OutboxSmsProvider))
export class SmsProviderModule {}
