import { Controller } from '@nestjs/common';
import { clientContactsEndpoints, leadSalesEndpoints } from '@ensemble/contracts';
import { LeadRecordController } from '../lead-records/lead-record.controller';
import { ClientContactsService } from './client-contacts.service';
import { LeadSalesService } from './lead-sales.service';

/** Spec 2 §7 'sales/ (and /{id}/): GET, POST, PUT, DELETE', scoped by the lead; total_sales follows. */
@Controller()
export class LeadSalesController extends LeadRecordController(leadSalesEndpoints, LeadSalesService) {}

/** Spec 2 §7 'contact/ (and /{id}/): GET, POST, PUT, DELETE': a client's contact people. */
@Controller()
export class LeadContactsController extends LeadRecordController(
  clientContactsEndpoints,
  ClientContactsService,
) {}
