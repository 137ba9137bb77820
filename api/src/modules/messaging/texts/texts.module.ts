import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SmsProviderModule } from '../../../engine/providers/sms/sms-provider.module';
import { BillingModule } from '../../billing';
import { LeadsModule } from '../../contacts';
import { EmailSendingModule } from '../email-sending/email-sending.module';
import { EmailTemplatesModule } from '../email-templates/email-templates.module';
import { PhoneNumbersModule } from '../phone-numbers/phone-numbers.module';
import { TextDeliveryJob } from './text-delivery.job';
import { TextStatusModule } from './text-status.module';
import { InboundText, TextRecipient, TextSend } from './text.entities';
import { TextConversationsController } from './text-conversations.controller';
import { TextConversationsService } from './text-conversations.service';
import { TextsController } from './texts.controller';
import { TextsService } from './texts.service';

/**
 * Sending texts (issue 19, Write text and Delivery): the send, and delivery on the work engine from the
 * organization's number, skipping the numbers that texted STOP (TextStatusModule, with the provider's status
 * reports). The variables are filled as the email's are (EmailFactsService); text templates come from the
 * templates module, and texts not yet delivered count as uses of their template there. The two-way conversations
 * (the inbox and a contact's thread) read the texts sent here with those received (the phone webhooks').
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([TextSend, TextRecipient, InboundText]),
    SmsProviderModule,
    LeadsModule,
    BillingModule,
    EmailSendingModule,
    EmailTemplatesModule,
    TextStatusModule,
    PhoneNumbersModule,
  ],
  controllers: [TextsController, TextConversationsController],
  providers: [TextsService, TextDeliveryJob, TextConversationsService],
  exports: [TextsService],
})
export class TextsModule {}
