import type { EmailReportType } from '@ensemble/contracts';

/** The work (queue) that delivers email_recipients rows: a send queues "deliver row X" on it after commit. */
export const EMAIL_DELIVERY = 'email-delivery';

/** The outgoing category of a representative's reminder email (the outbox and the provider's stats show it). */
export const REMINDER_EMAIL_CATEGORY = 'lead_reminder';

/** The outgoing category of a contact's reply forwarded to the organization. */
export const REPLY_FORWARD_CATEGORY = 'reply_forward';

/** The category a send's messages go out with: a reminder's or a forwarded reply's own, else a campaign's. */
export const emailCategoryOf = (type: EmailReportType): string =>
  type === 'reminder' ? REMINDER_EMAIL_CATEGORY : type === 'reply' ? REPLY_FORWARD_CATEGORY : 'campaign';
