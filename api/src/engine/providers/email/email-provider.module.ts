import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { OutboxModule } from '../outbox/outbox.module';
import { EMAIL_PROVIDER, type EmailProvider } from './email-provider';
import { OutboxEmailProvider } from './outbox-email.provider';

/** Picks the email adapter named by EMAIL_PROVIDER. */
@Module({
  imports: [OutboxModule],
  providers: [
    OutboxEmailProvider,
    {
      provide: EMAIL_PROVIDER,
      inject: [APP_CONFIG, OutboxEmailProvider],
      useFactory: (config: AppConfig, outbox: OutboxEmailProvider): EmailProvider => {
        switch (config.emailProvider) {
          case 'outbox':
            return outbox;
        }
      },
    },
  ],
  exports: [EMAIL_PROVIDER],
})
export class EmailProviderModule {}
