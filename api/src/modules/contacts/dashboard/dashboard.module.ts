import { Module } from '@nestjs/common';
import { CallLogsModule } from '../../messaging';
import { LeadRemindersModule } from '../lead-reminders/lead-reminders.module';
import { WebFormsModule } from '../web-forms/web-forms.module';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

@Module({
  imports: [LeadRemindersModule, WebFormsModule, CallLogsModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
