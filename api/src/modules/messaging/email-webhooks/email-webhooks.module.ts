import { Module } from '@nestjs/common';
import { EmailSendingModule } from '../email-sending/email-sending.module';
import { SendgridEventsController } from './sendgrid-events.controller';
import { SendgridEventsService } from './sendgrid-events.service';

/**
 * The email providers' webhooks (SendGrid's Event Webhook). Their events go to EMAIL_EVENT_SINK, which the
 * email-sending module provides and exports.
 */
@Module({
  imports: [EmailSendingModule],
  controllers: [SendgridEventsController],
  providers: [SendgridEventsService],
})
export class EmailWebhooksModule {}
