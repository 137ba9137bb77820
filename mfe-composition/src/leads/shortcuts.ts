import type { LeadRecord } from '@ensemble/contracts';
import { leadDisplayName } from '@ensemble/contracts';

type Contact = Pick<LeadRecord, 'id' | 'first_name' | 'last_name' | 'company_name' | 'cell_phone' | 'email'>;

const has = (v: string | null | undefined) => !!v && v.trim() !== '';

/** Send text for one contact (spec 2 §2: /rhapsody/text/{org} with name, cell_phone and id). */
export function smsUrl(orgId: number, lead: Contact): string | null {
  if (!has(lead.cell_phone)) return null;
  const q = new URLSearchParams({
    name: leadDisplayName(lead),
    cell_phone: lead.cell_phone ?? '',
    id: String(lead.id),
  });
  return `/rhapsody/text/${orgId}?${q.toString()}`;
}

/** Send email for one contact (spec 2 §2: /rhapsody/email/templates/{org} with email and recipient_id). */
export function emailUrl(orgId: number, lead: Contact): string | null {
  if (!has(lead.email)) return null;
  const q = new URLSearchParams({ email: lead.email ?? '', recipient_id: String(lead.id) });
  return `/rhapsody/email/templates/${orgId}?${q.toString()}`;
}

/**
 * Send an invoice by email (issue 17: the composer with `invoice_id`, which adds the invoice's amount and payment
 * link and marks it 'Email sent'): to the client, by the contact's address.
 */
export function invoiceEmailUrl(orgId: number, lead: Contact, invoiceId: number): string | null {
  const base = emailUrl(orgId, lead);
  return base && `${base}&invoice_id=${invoiceId}`;
}

/** Several contacts: those with a cell phone (or an email), as comma-separated `ids`; null when none has one. */
export function bulkShortcutUrl(orgId: number, kind: 'sms' | 'email', leads: Contact[]): string | null {
  const ids = leads.filter((l) => has(kind === 'sms' ? l.cell_phone : l.email)).map((l) => l.id);
  if (!ids.length) return null;
  const path = kind === 'sms' ? `/rhapsody/text/${orgId}` : `/rhapsody/email/templates/${orgId}`;
  return `${path}?ids=${ids.join(',')}`;
}
