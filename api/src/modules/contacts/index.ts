// The public face of the contacts context (docs/adr/0012): the only file another context may import from contacts.
// Its tables are read and written by its own services only; entities are exported for TypeORM relations and
// principal types, never for another context's repositories (src/modules/boundaries.test.ts).
export { type EmailAudience, EmailAudienceService, type EmailContact } from './leads/email-audience.service';
export { EmailHistoryService, type EmailHistoryEvent } from './leads/email-history.service';
export { TextHistoryService, type TextHistoryEvent } from './leads/text-history.service';
export { PhoneContactsService } from './leads/phone-contacts.service';
export { LeadInvoicesModule } from './lead-invoices/lead-invoices.module';
export { LeadInvoicesService } from './lead-invoices/lead-invoices.service';
export { ContactWritesService } from './leads/contact-writes.service';
export { LeadListsService } from './leads/lead-lists.service';
export { LeadsModule } from './leads/leads.module';
export { OrganizationContactsCleanup } from './leads/organization-contacts-cleanup.service';
export { type PostalAudience, PostalRecipientsService } from './leads/postal-recipients.service';
export { ServicesModule } from './services/services.module';
export { ServicesService } from './services/services.service';
export { LocationsService } from './settings/locations.service';
export { OrganizationSettingsService } from './settings/organization-settings.service';
export { SettingsModule } from './settings/settings.module';
export { TagsService } from './settings/tags.service';
export { rejectedPartKey } from './lead-imports/lead-import.entity';
// The CSV downloads' writing (RFC 4180 records, back-pressure), shared with messaging's email report export.
export { csvLine, drained } from './lead-imports/csv-format';
export { streamCsv } from './lead-imports/csv-response';
export { LeadImport, Lead, LeadGroup, LeadList, MarketingGroup, contactsEntities } from './entities';
// The automation engine's reads and writes (issue 20): follow-up dates, reminders. Last, as LeadRemindersModule
// imports the messaging context, which imports this file: every export above is defined by then.
export { type AutomationAudience } from './leads/email-audience.service';
export { LeadFollowUpsModule } from './lead-follow-ups/lead-follow-ups.module';
export { LeadFollowUpsService, type StrategyFollowUp } from './lead-follow-ups/lead-follow-ups.service';
export { LeadRemindersModule } from './lead-reminders/lead-reminders.module';
export { LeadRemindersService } from './lead-reminders/lead-reminders.service';
