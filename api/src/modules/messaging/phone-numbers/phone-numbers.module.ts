import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SmsProviderModule } from '../../../engine/providers/sms/sms-provider.module';
import { BillingModule } from '../../billing';
import { PhoneNumberRow } from './phone-number.entities';
import { PhoneNumbersController } from './phone-numbers.controller';
import { PhoneNumbersService } from './phone-numbers.service';

/**
 * Phone setup (issue 19): the organization's number at the SMS provider (SMS_PROVIDER: Twilio, or the local pool
 * of the embedded default) and the real number its calls are forwarded to. Texts and the inbound webhooks find an
 * organization's number, and a number's organization, through PhoneNumbersService.
 */
@Module({
  imports: [TypeOrmModule.forFeature([PhoneNumberRow]), SmsProviderModule, BillingModule],
  controllers: [PhoneNumbersController],
  providers: [PhoneNumbersService],
  exports: [PhoneNumbersService],
})
export class PhoneNumbersModule {}
