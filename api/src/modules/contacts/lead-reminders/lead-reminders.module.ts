import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MessagingModule, SystemEmailsModule } from '../../messaging';
import { SettingsModule } from '../settings/settings.module';
import { LeadReminder } from './lead-reminder.entity';
import { LeadRemindersController } from './lead-reminders.controller';
import { LeadRemindersService } from './lead-reminders.service';
import { ReminderNotifyJob } from './reminder-notify.job';

@Module({
  imports: [TypeOrmModule.forFeature([LeadReminder]), MessagingModule, SystemEmailsModule, SettingsModule],
  controllers: [LeadRemindersController],
  providers: [LeadRemindersService, ReminderNotifyJob],
  exports: [LeadRemindersService],
})
export class LeadRemindersModule {}
