import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LeadsModule, SettingsModule } from '../../contacts';
import {
  EmailCampaign,
  EmailEventLog,
  EmailRecipient,
  EmailReportCount,
} from '../email-sending/email-sending.entities';
import { EmailReportRecipientsService } from './email-report-recipients.service';
import { EmailReportsController } from './email-reports.controller';
import { EmailReportsService } from './email-reports.service';

/**
 * Email reports (issue 18): the reading side of the figures the email-sending module keeps as it sends and as
 * events arrive (its tables, same context). Nothing exported: the screens call its routes.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([EmailCampaign, EmailRecipient, EmailReportCount, EmailEventLog]),
    LeadsModule,
    SettingsModule,
  ],
  controllers: [EmailReportsController],
  providers: [EmailReportsService, EmailReportRecipientsService],
})
export class EmailReportsModule {}
