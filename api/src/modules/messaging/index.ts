// The public face of the messaging context (docs/adr/0012): the only file another context may import from messaging.
// Its tables are read and written by its own services only; entities are exported for TypeORM relations and
// principal types, never for another context's repositories (src/modules/boundaries.test.ts).
export { escapeHtml, linkEmail } from './outbound/link-email';
export { MessagingModule } from './outbound/messaging.module';
export { MessagingService } from './outbound/messaging.service';
export { messagingEntities } from './entities';
export { EmailTemplatesModule } from './email-templates/email-templates.module';
export { EmailTemplatesService } from './email-templates/email-templates.service';
export { type TemplateKind, TemplateUsage, type TemplateUsageSource } from './email-templates/template-usage';
export { REMINDER_EMAIL_CATEGORY } from './email-sending/email-delivery.names';
export { SystemEmailsModule } from './email-sending/system-emails.module';
export { type SystemEmail, SystemEmailsService } from './email-sending/system-emails.service';
// Texts: what the inbound texts' routes need (status reports on sent texts, the numbers that texted STOP).
// TextsModule itself is not here: its imports would close a require cycle through this file (text-status.module.ts).
export { TextStatusModule } from './texts/text-status.module';
export { SmsSuppressionsService } from './texts/sms-suppressions.service';
export {
  type RecordedTextStatus,
  type TextStatusReport,
  TextStatusService,
} from './texts/text-status.service';
export { type TextDeliveryStatus, textDeliveryStatuses } from './texts/text.entities';
// Calls: the voice webhooks' log, for the dashboard's Recent website phone activity (imports no other context).
export { CallLogsModule } from './phone-webhooks/call-logs.module';
export { type LoggedCall, CallLogsService } from './phone-webhooks/call-logs.service';
