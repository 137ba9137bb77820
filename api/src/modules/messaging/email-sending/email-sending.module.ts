import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EMAIL_EVENT_SINK } from '../../../engine/providers/email/email-provider';
import { EmailProviderModule } from '../../../engine/providers/email/email-provider.module';
import { LeadInvoicesModule, LeadsModule, SettingsModule } from '../../contacts';
import { AccountModule, OrganizationRecordsModule } from '../../platform';
import { EmailAttachmentsService } from './email-attachments.service';
import { EmailDeliveryJob } from './email-delivery.job';
import { EmailEventsService } from './email-events.service';
import { EmailFactsService } from './email-facts.service';
import { EmailReportCountsService } from './email-report-counts.service';
import { EmailLinksController } from './email-links.controller';
import { EmailSendingController } from './email-sending.controller';
import {
  EmailAttachmentFile,
  EmailCampaign,
  EmailEventReceipt,
  EmailRecipient,
  EmailSuppression,
} from './email-sending.entities';
import { EmailSendingService } from './email-sending.service';
import { EmailSuppressionsService } from './email-suppressions.service';
import { EmailSetupModule } from '../email-setup/email-setup.module';
import { EmailTemplatesModule } from '../email-templates/email-templates.module';
import { EmailTemplatesService } from '../email-templates/email-templates.service';
import { EMAIL_TEMPLATE_READER } from './email-template-reader';
import { TemplateUsageOfSends } from './template-usage-of-sends';

/**
 * Sending email (issue 17 Composer and Delivery): recipients, the send, delivery on the work engine, tracking,
 * unsubscribes and the suppression list, and the sink of the provider's events. Templates are read through the
 * templates module, and pending sends count as uses of their template there.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      EmailCampaign,
      EmailRecipient,
      EmailSuppression,
      EmailAttachmentFile,
      EmailEventReceipt,
    ]),
    EmailProviderModule,
    LeadsModule,
    LeadInvoicesModule,
    SettingsModule,
    AccountModule,
    OrganizationRecordsModule,
    EmailTemplatesModule,
    EmailSetupModule,
  ],
  controllers: [EmailSendingController, EmailLinksController],
  providers: [
    EmailSendingService,
    EmailSuppressionsService,
    EmailAttachmentsService,
    EmailDeliveryJob,
    EmailEventsService,
    EmailFactsService,
    EmailReportCountsService,
    { provide: EMAIL_TEMPLATE_READER, useExisting: EmailTemplatesService },
    TemplateUsageOfSends,
    { provide: EMAIL_EVENT_SINK, useExisting: EmailEventsService },
  ],
  exports: [EMAIL_EVENT_SINK, EmailSendingService, EmailFactsService, EmailSuppressionsService],
})
export class EmailSendingModule {}
