import { Service, ServicePriceRow } from './services/service.entities';
import { Lead, LeadCount, LeadCountGeneration, LeadGroup, LeadHistory, LeadList } from './leads/lead.entity';
import { LeadJob } from './leads/lead-job.entity';
import { LeadImport } from './lead-imports/lead-import.entity';
import { LeadNote, LeadNoteHistory } from './lead-notes/lead-note.entity';
import { LeadFollowUp } from './lead-follow-ups/lead-follow-up.entity';
import { LeadEvent } from './lead-events/lead-event.entity';
import { LeadDocument } from './lead-documents/lead-document.entity';
import { LeadReminder } from './lead-reminders/lead-reminder.entity';
import {
  LeadSource,
  LocationRow,
  MarketingGroup,
  OrganizationSettingsRow,
  RepresentativeSettingsRow,
} from './settings/settings.entities';
import { LeadClientContact, LeadSale } from './lead-sales/lead-sales.entities';
import { LeadInvoice } from './lead-invoices/lead-invoice.entity';
import { FormSubmission, WebFormKey } from './web-forms/web-form.entities';

// Classes another context names in a TypeORM relation or as a principal type (the only import of another
// context allowed besides its index.ts, docs/adr/0012); its services go through the index.
export { LeadImport, Lead, LeadGroup, LeadList, MarketingGroup };

/** The tables the contacts context owns: only its services read or write them (docs/adr/0012). */
export const contactsEntities = [
  Service,
  ServicePriceRow,
  Lead,
  LeadGroup,
  LeadList,
  LeadHistory,
  LeadJob,
  LeadCount,
  LeadCountGeneration,
  LeadImport,
  LeadNote,
  LeadNoteHistory,
  LeadFollowUp,
  LeadEvent,
  LeadDocument,
  LeadReminder,
  OrganizationSettingsRow,
  LeadSource,
  LocationRow,
  MarketingGroup,
  RepresentativeSettingsRow,
  LeadSale,
  LeadClientContact,
  LeadInvoice,
  WebFormKey,
  FormSubmission,
];
