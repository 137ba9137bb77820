import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JOB_QUEUE, type JobQueue } from '../../engine/work/job-queue';
import { SchedulerService } from '../../engine/work/scheduler.service';
import { MessagingModule } from '../messaging/messaging.module';
import { SettingsModule } from '../settings/settings.module';
import { LeadReminder } from './lead-reminder.entity';
import { LeadRemindersController } from './lead-reminders.controller';
import { LeadRemindersService } from './lead-reminders.service';
import { REMINDER_NOTIFY, ReminderNotifierService } from './reminder-notifier.service';

@Module({
  imports: [TypeOrmModule.forFeature([LeadReminder]), MessagingModule, SettingsModule],
  controllers: [LeadRemindersController],
  providers: [LeadRemindersService, ReminderNotifierService],
  exports: [LeadRemindersService],
})
export class LeadRemindersModule implements OnModuleInit {
  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly scheduler: SchedulerService,
    private readonly notifier: ReminderNotifierService,
  ) {}

  onModuleInit(): void {
    this.queue.define(REMINDER_NOTIFY, (data) => this.notifier.process(Number(data.id)));
    this.scheduler.register('lead-reminders', async () => {
      await this.notifier.queueDue();
    });
  }
}
