import { Controller } from '@nestjs/common';
import { leadEventsEndpoints } from '@ensemble/contracts';
import { LeadRecordController } from '../lead-records/lead-record.controller';
import { LeadEventsService } from './lead-events.service';

/**
 * Calendar events (spec 2 §2 'Events': other contacts, clients, former clients). The spec shows no call for
 * them; the paths follow the lead sub-records (/organization/lead/{leadId}/...).
 */
@Controller()
export class LeadEventsController extends LeadRecordController(leadEventsEndpoints, LeadEventsService) {}
