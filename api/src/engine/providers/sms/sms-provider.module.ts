import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { OutboxModule } from '../outbox/outbox.module';
import { OutboxSmsProvider } from './outbox-sms.provider';
import { SMS_PROVIDER, type SmsProvider } from './sms-provider';

/** Picks the SMS adapter named by SMS_PROVIDER. */
@Module({
  imports: [OutboxModule],
  providers: [
    OutboxSmsProvider,
    {
      provide: SMS_PROVIDER,
      inject: [APP_CONFIG, OutboxSmsProvider],
      useFactory: (config: AppConfig, outbox: OutboxSmsProvider): SmsProvider => {
        switch (config.smsProvider) {
          case 'outbox':
            return outbox;
        }
      },
    },
  ],
  exports: [SMS_PROVIDER],
})
export class SmsProviderModule {}
