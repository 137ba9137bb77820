import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MessagingModule } from '../../messaging';
import { LeadNotesModule } from '../lead-notes/lead-notes.module';
import { LeadsModule } from '../leads/leads.module';
import { SettingsModule } from '../settings/settings.module';
import { FormSubmission, WebFormKey } from './web-form.entities';
import { WebFormsController } from './web-forms.controller';
import { WebFormsService } from './web-forms.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([WebFormKey, FormSubmission]),
    LeadsModule,
    LeadNotesModule,
    SettingsModule,
    MessagingModule,
  ],
  controllers: [WebFormsController],
  providers: [WebFormsService],
  exports: [WebFormsService],
})
export class WebFormsModule {}
