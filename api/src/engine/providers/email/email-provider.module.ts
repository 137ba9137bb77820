import { Module } from '@nestjs/common';
import { adapterModule } from '../adapter-module';
import { OutboxModule } from '../outbox/outbox.module';
import { EMAIL_PROVIDER, type EmailProvider } from './email-provider';
import { OutboxEmailProvider } from './outbox-email.provider';

/** Picks the email adapter named by EMAIL_PROVIDER. */
@Module(
  adapterModule<EmailProvider, 'emailProvider'>({
    imports: [OutboxModule],
    token: EMAIL_PROVIDER,
    setting: 'emailProvider',
    adapters: { outbox: OutboxEmailProvider },
  }),
)
export class EmailProviderModule {}
