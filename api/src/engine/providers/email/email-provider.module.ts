import { Module } from '@nestjs/common';
import { outboxAdapterModule } from '../outbox/outbox-adapter-module';
import { EMAIL_PROVIDER, type EmailProvider } from './email-provider';
import { OutboxEmailProvider } from './outbox-email.provider';

/** Picks the email adapter named by EMAIL_PROVIDER. */
@Module(
  outboxAdapterModule<EmailProvider, 'emailProvider'>(EMAIL_PROVIDER, 'emailProvider', OutboxEmailProvider),
)
export class EmailProviderModule {}
