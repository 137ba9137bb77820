import { Controller } from '@nestjs/common';
import { leadFollowUpsEndpoints } from '@ensemble/contracts';
import { LeadRecordController } from '../lead-records/lead-record.controller';
import { LeadFollowUpsService } from './lead-follow-ups.service';

/** A prospect's follow-up dates, at the spec's paths (spec 2 §7 'Follow-up dates'). */
@Controller()
export class LeadFollowUpsController extends LeadRecordController(
  leadFollowUpsEndpoints,
  LeadFollowUpsService,
) {}
