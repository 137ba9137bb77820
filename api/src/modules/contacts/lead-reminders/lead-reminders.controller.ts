import { Controller } from '@nestjs/common';
import { leadRemindersEndpoints } from '@ensemble/contracts';
import { LeadRecordController } from '../lead-records/lead-record.controller';
import { LeadRemindersService } from './lead-reminders.service';

/** A contact's reminders (spec 2 §7 Reminders); the lead decides the organization (member, else 404). */
@Controller()
export class LeadRemindersController extends LeadRecordController(
  leadRemindersEndpoints,
  LeadRemindersService,
) {}
