import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EmailSuppressionReason } from '@ensemble/contracts';
import { type Repository } from 'typeorm';
import type { EmailEvent, EmailEventSink } from '../../../engine/providers/email/email-provider';
import { EmailHistoryService } from '../../contacts';
import { EmailEventReceipt, EmailRecipient } from './email-sending.entities';
import { EmailSuppressionsService } from './email-suppressions.service';
import { TRACKING_TOKEN } from './email-tracking';
import { isUniqueViolation } from '../../../engine/database/query-errors';

const SUPPRESSING: Partial<Record<EmailEvent['type'], EmailSuppressionReason>> = {
  bounce: 'bounced',
  dropped: 'bounced',
  spamreport: 'spam_reported',
  unsubscribe: 'unsubscribed',
  group_unsubscribe: 'unsubscribed',
};

/**
 * What happened to sent emails, from our own pixel, click and unsubscribe links and from the provider's events
 * (EMAIL_EVENT_SINK): recorded on the recipient row, as opened/clicked sub-rows of the contact's send_email history
 * entry, and on the organization's suppression list.
 */
@Injectable()
export class EmailEventsService implements EmailEventSink {
  private readonly logger = new Logger(EmailEventsService.name);

  constructor(
    @InjectRepository(EmailRecipient) private readonly recipients: Repository<EmailRecipient>,
    @InjectRepository(EmailEventReceipt) private readonly receipts: Repository<EmailEventReceipt>,
    private readonly suppressions: EmailSuppressionsService,
    private readonly history: EmailHistoryService,
  ) {}

  /** The recipient row of a link's token; null for a malformed or unknown token. */
  byToken(token: string): Promise<EmailRecipient | null> {
    if (!TRACKING_TOKEN.test(token)) return Promise.resolve(null);
    return this.recipients.findOneBy({ trackingToken: token });
  }

  async opened(r: EmailRecipient, at = new Date()): Promise<void> {
    const first = r.openedAt == null;
    await this.recipients
      .createQueryBuilder()
      .update(EmailRecipient)
      .set({ openCount: () => 'open_count + 1' })
      .where({ id: r.id })
      .execute();
    if (first) {
      // Conditional, so two first opens at once write one history sub-row.
      const set = await this.recipients
        .createQueryBuilder()
        .update(EmailRecipient)
        .set({ openedAt: at })
        .where('id = :id AND opened_at IS NULL', { id: r.id })
        .execute();
      if (set.affected === 1 && r.leadId != null)
        await this.history.emailEvent(r.organizationId, r.leadId, r.campaignId, 'opened', null);
    }
  }

  async clicked(r: EmailRecipient, url: string | null, at = new Date()): Promise<void> {
    await this.recipients
      .createQueryBuilder()
      .update(EmailRecipient)
      .set({ clickCount: () => 'click_count + 1' })
      .where({ id: r.id })
      .execute();
    await this.recipients
      .createQueryBuilder()
      .update(EmailRecipient)
      .set({ clickedAt: at })
      .where('id = :id AND clicked_at IS NULL', { id: r.id })
      .execute();
    if (r.leadId != null)
      await this.history.emailEvent(r.organizationId, r.leadId, r.campaignId, 'clicked', url);
  }

  /** RFC 8058 one-click (or the page's button): the address goes on the organization's suppression list. */
  async unsubscribed(r: EmailRecipient, at = new Date()): Promise<void> {
    await this.suppressions.add(r.organizationId, r.email, 'unsubscribed');
    await this.recipients.update({ id: r.id }, { unsubscribedAt: at });
  }

  /** EmailEventSink: a provider event, once per providerEventId. */
  async record(event: EmailEvent): Promise<boolean> {
    try {
      await this.receipts.insert({ providerEventId: event.providerEventId.slice(0, 255) });
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
    const r = await this.find(event);
    if (!r) {
      this.logger.warn(`email event ${event.type} ${event.providerEventId}: no recipient found`);
      return true;
    }
    switch (event.type) {
      case 'open':
        await this.opened(r, event.at);
        break;
      case 'click':
        await this.clicked(r, event.url ?? null, event.at);
        break;
      case 'delivered':
        await this.recipients.update({ id: r.id }, { deliveredAt: event.at });
        break;
      case 'bounce':
      case 'dropped':
        await this.recipients.update({ id: r.id }, { bouncedAt: event.at, error: event.reason ?? null });
        break;
      case 'spamreport':
        await this.recipients.update({ id: r.id }, { spamReportedAt: event.at });
        break;
      case 'unsubscribe':
      case 'group_unsubscribe':
        await this.recipients.update({ id: r.id }, { unsubscribedAt: event.at });
        break;
      case 'group_resubscribe':
        await this.suppressions.removeAddress(r.organizationId, r.email);
        break;
      default:
        break;
    }
    const reason = SUPPRESSING[event.type];
    if (reason) await this.suppressions.add(r.organizationId, r.email, reason);
    return true;
  }

  private async find(event: EmailEvent): Promise<EmailRecipient | null> {
    if (event.trackingKey) {
      const r = await this.byToken(event.trackingKey);
      if (r) return r;
    }
    if (event.providerMessageId) {
      // SendGrid's sg_message_id is the message id we stored, with a suffix per recipient ('<id>.filter…').
      const base = event.providerMessageId.split('.')[0] ?? event.providerMessageId;
      return (
        (await this.recipients.findOneBy({ providerMessageId: event.providerMessageId })) ??
        (await this.recipients.findOneBy({ providerMessageId: base }))
      );
    }
    return null;
  }
}
