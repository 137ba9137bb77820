import { Controller } from '@nestjs/common';
import { leadNotesEndpoints } from '@ensemble/contracts';
import { LeadRecordController } from '../lead-records/lead-record.controller';
import { LeadNotesService } from './lead-notes.service';

/** A contact's notes (spec 2 §7 Notes), tenant-scoped by the lead. */
@Controller()
export class LeadNotesController extends LeadRecordController(leadNotesEndpoints, LeadNotesService) {}
