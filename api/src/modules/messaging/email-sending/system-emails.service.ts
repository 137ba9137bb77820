import { Inject, Injectable } from '@nestjs/common';
import type { EmailReportType } from '@ensemble/contracts';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import type { Tx } from '../../../engine/database/transaction.service';
import { WorkEngine } from '../../../engine/work';
import { sanitizeEmailHtml } from '../email-html/sanitize-email-html';
import { EMAIL_DELIVERY } from './email-delivery.names';
import { EmailCampaign, EmailRecipient } from './email-sending.entities';
import { normalizeEmail } from './email-suppressions.service';
import { newTrackingToken } from './email-tracking';

/**
 * An email the suite itself sends an organization's people: a reminder to its representatives, a contact's reply
 * to an automation email forwarded to the organization.
 */
export interface SystemEmail {
  organizationId: number;
  /** What the report calls it (spec 3 §3 type): 'reminder'; ours, 'reply'. */
  type: Extract<EmailReportType, 'reminder' | 'reply'>;
  /** Where answering it goes (a forwarded reply: the contact); none by default. */
  replyTo?: string | null;
  /** The addresses, each sent one message (the same address twice: once). */
  to: string[];
  subject: string;
  text: string;
  html: string | null;
}

/**
 * The suite's own emails to an organization's people, sent as email campaigns (one per email, one recipient row
 * per address, no contact), so that they are delivered, tracked and reported as any send is: written in the
 * caller's transaction, delivered (the email-sending module's delivery job) once it commits. From the suite's
 * address; no unsubscribe link (not bulk), no sender signature.
 */
@Injectable()
export class SystemEmailsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly engine: WorkEngine,
  ) {}

  /** The campaign's id; null when there is no address to send to. */
  async enqueue(tx: Tx, email: SystemEmail): Promise<number | null> {
    const to = [...new Set(email.to.map(normalizeEmail).filter(Boolean))];
    if (to.length === 0) return null;
    const m = tx.manager;
    const { identifiers } = await m.getRepository(EmailCampaign).insert({
      organizationId: email.organizationId,
      type: email.type,
      subject: email.subject,
      html: email.html === null ? null : sanitizeEmailHtml(email.html),
      text: email.text,
      templateId: null,
      templateTextId: null,
      invoiceId: null,
      sender: this.config.emailFrom,
      replyTo: email.replyTo ?? null,
      createdById: null,
      status: 'queued',
      total: to.length,
      bulk: false,
      attachmentIds: [],
    });
    const campaignId = Number(identifiers[0]!.id);
    await m.getRepository(EmailRecipient).insert(
      to.map((address) => ({
        organizationId: email.organizationId,
        campaignId,
        leadId: null,
        email: address,
        status: 'pending' as const,
        trackingToken: newTrackingToken(),
      })),
    );
    const first = await m.getRepository(EmailRecipient).findOneOrFail({
      select: { id: true },
      where: { organizationId: email.organizationId, campaignId },
      order: { id: 'ASC' },
    });
    // One job: its delivery claims the campaign's other rows with the first (a handful, within one batch).
    tx.afterCommit(() => this.engine.enqueue(EMAIL_DELIVERY, { id: first.id }));
    return campaignId;
  }
}
