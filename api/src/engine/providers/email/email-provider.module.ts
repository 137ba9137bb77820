import { Module } from '@nestjs/common';
import { adapterModule } from '../adapter-module';
import { OutboxModule } from '../outbox/outbox.module';
import { EMAIL_PROVIDER, type EmailProvider } from './email-provider';
import { OutboxEmailProvider } from './outbox-email.provider';
import { SendgridEmailProvider } from './sendgrid-email.provider';
import { SmtpEmailProvider } from './smtp-email.provider';

/**
 * Picks the email adapter named by EMAIL_PROVIDER: the outbox (default), SMTP or SendGrid. The real ones are
 * built only when chosen (the SMTP pool would otherwise open connections to nowhere).
 */
@Module(
  adapterModule<EmailProvider, 'emailProvider'>({
    imports: [OutboxModule],
    token: EMAIL_PROVIDER,
    setting: 'emailProvider',
    adapters: {
      outbox: OutboxEmailProvider,
      smtp: { build: (config) => new SmtpEmailProvider(config) },
      sendgrid: { build: (config) => new SendgridEmailProvider(config) },
    },
  }),
)
export class EmailProviderModule {}
