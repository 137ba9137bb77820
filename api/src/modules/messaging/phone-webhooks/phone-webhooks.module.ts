import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SmsProviderModule } from '../../../engine/providers/sms/sms-provider.module';
import { BillingModule } from '../../billing';
import { LeadsModule } from '../../contacts';
import { OrganizationRecordsModule } from '../../platform';
import { CallLogRow } from '../phone-numbers/phone-number.entities';
import { PhoneNumbersModule } from '../phone-numbers/phone-numbers.module';
import { TextStatusModule } from '../texts/text-status.module';
import { InboundText } from '../texts/text.entities';
import { CallLogsModule } from './call-logs.module';
import { ContactReplyHooksModule } from '../replies/contact-reply-hooks';
import { InboundCallsService } from './inbound-calls.service';
import { InboundTextsService } from './inbound-texts.service';
import { LocalPhoneGuard, PhoneSimulatorService } from './phone-simulator.service';
import { PhoneSimulatorController } from './phone-simulator.controller';
import { PhoneStatusService } from './phone-status.service';
import { PhoneWebhooksController } from './phone-webhooks.controller';

/**
 * The inbound side of texts and calls (issue 19): the SMS provider's signed webhooks for every organization's
 * number (texts received, calls forwarded and logged, status reports), the plan's call_minutes, and the local
 * phone that plays the provider on the embedded default.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([InboundText, CallLogRow]),
    SmsProviderModule,
    PhoneNumbersModule,
    TextStatusModule,
    CallLogsModule,
    ContactReplyHooksModule,
    LeadsModule,
    BillingModule,
    OrganizationRecordsModule,
  ],
  controllers: [PhoneWebhooksController, PhoneSimulatorController],
  providers: [
    InboundTextsService,
    InboundCallsService,
    PhoneStatusService,
    PhoneSimulatorService,
    LocalPhoneGuard,
  ],
})
export class PhoneWebhooksModule {}
