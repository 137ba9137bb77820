import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LeadsModule } from '../../contacts';
import { EmailCampaign, EmailRecipient } from '../email-sending/email-sending.entities';
import { EmailSendingModule } from '../email-sending/email-sending.module';
import { SystemEmailsModule } from '../email-sending/system-emails.module';
import { ContactReplyHooksModule } from './contact-reply-hooks';
import { EmailRepliesService } from './email-replies.service';
import { InboundEmail } from './inbound-email.entity';
import { SendgridInboundController } from './sendgrid-inbound.controller';

/**
 * Contacts' replies to the organizations' emails: SendGrid's Inbound Parse webhook, and the service the local
 * outbox's Reply hands its replies to.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([InboundEmail, EmailCampaign, EmailRecipient]),
    EmailSendingModule,
    SystemEmailsModule,
    LeadsModule,
    ContactReplyHooksModule,
  ],
  controllers: [SendgridInboundController],
  providers: [EmailRepliesService],
  exports: [EmailRepliesService],
})
export class EmailRepliesModule {}
