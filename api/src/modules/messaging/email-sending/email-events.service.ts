import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EmailEventName, EmailMetricName, EmailSuppressionReason } from '@ensemble/contracts';
import { type Repository } from 'typeorm';
import type { EmailEvent, EmailEventSink } from '../../../engine/providers/email/email-provider';
import { EmailHistoryService } from '../../contacts';
import { EmailReportCountsService } from './email-report-counts.service';
import { EmailCampaign, EmailEventReceipt, EmailRecipient } from './email-sending.entities';
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

/** The recipient row's once-only timestamps: set the first time, and the report metric counted then. */
const FIRST: Record<'deliveredAt' | 'bouncedAt' | 'spamReportedAt' | 'unsubscribedAt', string> = {
  deliveredAt: 'delivered_at',
  bouncedAt: 'bounced_at',
  spamReportedAt: 'spam_reported_at',
  unsubscribedAt: 'unsubscribed_at',
};

/**
 * Provider events counted per event (each recorded once, by its provider id), not once per recipient, and the
 * log line each writes.
 */
const PER_EVENT: Partial<Record<EmailEvent['type'], [EmailMetricName, EmailEventName]>> = {
  deferred: ['deferred', 'deferred'],
  dropped: ['drops', 'dropped'],
  blocked: ['blocks', 'blocked'],
  group_unsubscribe: ['group_unsubscribes', 'group_unsubscribe'],
  group_resubscribe: ['group_resubscribes', 'group_resubscribe'],
};

/**
 * What happened to sent emails, from our own pixel, click and unsubscribe links and from the provider's events
 * (EMAIL_EVENT_SINK): recorded on the recipient row, as opened/clicked sub-rows of the contact's send_email history
 * entry, on the organization's suppression list, and in the email report (its counts and the message's event
 * log). Opens, clicks, unsubscribes, spam reports, bounces and deliveries count once per recipient: when the row's
 * timestamp goes from null to set (a conditional update, so two at once count once); deferrals, drops, blocks and
 * group (un)subscribes count per event. 'processed' and 'delivered' are not logged here: the log shows them from
 * the row's sent_at and delivered_at.
 */
@Injectable()
export class EmailEventsService implements EmailEventSink {
  private readonly logger = new Logger(EmailEventsService.name);

  constructor(
    @InjectRepository(EmailRecipient) private readonly recipients: Repository<EmailRecipient>,
    @InjectRepository(EmailCampaign) private readonly campaigns: Repository<EmailCampaign>,
    @InjectRepository(EmailEventReceipt) private readonly receipts: Repository<EmailEventReceipt>,
    private readonly suppressions: EmailSuppressionsService,
    private readonly history: EmailHistoryService,
    private readonly counts: EmailReportCountsService,
  ) {}

  /** The recipient row of a link's token; null for a malformed or unknown token. */
  byToken(token: string): Promise<EmailRecipient | null> {
    if (!TRACKING_TOKEN.test(token)) return Promise.resolve(null);
    return this.recipients.findOneBy({ trackingToken: token });
  }

  private log(r: EmailRecipient, event: EmailEventName, at: Date, detail: string | null = null) {
    return this.counts.log([
      { organizationId: r.organizationId, campaignId: r.campaignId, recipientId: r.id, event, at, detail },
    ]);
  }

  private count(r: EmailRecipient, metric: EmailMetricName, at: Date) {
    return this.counts.add(r.organizationId, r.campaignId, { [metric]: 1 }, at);
  }

  /** Sets a once-only timestamp (and `also`) if it is still null: whether this call set it. */
  private async first(
    r: EmailRecipient,
    property: keyof typeof FIRST | 'openedAt' | 'clickedAt',
    at: Date,
    also: Partial<EmailRecipient> = {},
  ): Promise<boolean> {
    const column =
      property === 'openedAt' ? 'opened_at' : property === 'clickedAt' ? 'clicked_at' : FIRST[property];
    const set = await this.recipients
      .createQueryBuilder()
      .update(EmailRecipient)
      .set({ [property]: at, ...also })
      .where(`organization_id = :organizationId AND id = :id AND ${column} IS NULL`, {
        organizationId: r.organizationId,
        id: r.id,
      })
      .execute();
    return set.affected === 1;
  }

  /** The send's report: one more recipient who opened (clicked). */
  private async unique(r: EmailRecipient, metric: 'opens' | 'clicks', at: Date): Promise<void> {
    await this.count(r, metric, at);
    const column = metric === 'opens' ? 'unique_opens' : 'unique_clicks';
    await this.campaigns
      .createQueryBuilder()
      .update(EmailCampaign)
      .set({ [metric === 'opens' ? 'uniqueOpens' : 'uniqueClicks']: () => `${column} + 1` })
      .where('organization_id = :organizationId AND id = :id', {
        organizationId: r.organizationId,
        id: r.campaignId,
      })
      .execute();
  }

  async opened(r: EmailRecipient, at = new Date()): Promise<void> {
    await this.recipients
      .createQueryBuilder()
      .update(EmailRecipient)
      .set({ openCount: () => 'open_count + 1' })
      .where({ id: r.id })
      .execute();
    // Conditional, so two first opens at once write one history sub-row and count once.
    if (r.openedAt == null && (await this.first(r, 'openedAt', at))) {
      await this.unique(r, 'opens', at);
      if (r.leadId != null)
        await this.history.emailEvent(r.organizationId, r.leadId, r.campaignId, 'opened', null);
    }
    await this.log(r, 'open', at);
  }

  async clicked(r: EmailRecipient, url: string | null, at = new Date()): Promise<void> {
    await this.recipients
      .createQueryBuilder()
      .update(EmailRecipient)
      .set({ clickCount: () => 'click_count + 1' })
      .where({ id: r.id })
      .execute();
    if (r.clickedAt == null && (await this.first(r, 'clickedAt', at))) await this.unique(r, 'clicks', at);
    if (r.leadId != null)
      await this.history.emailEvent(r.organizationId, r.leadId, r.campaignId, 'clicked', url);
    await this.log(r, 'click', at, url);
  }

  /** RFC 8058 one-click (or the page's button): the address goes on the organization's suppression list. */
  async unsubscribed(r: EmailRecipient, at = new Date()): Promise<void> {
    await this.suppressions.add(r.organizationId, r.email, 'unsubscribed');
    if (await this.first(r, 'unsubscribedAt', at)) await this.count(r, 'unsubscribes', at);
    await this.log(r, 'unsubscribe', at);
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
    const at = event.at;
    const reason = event.reason ?? null;
    switch (event.type) {
      case 'open':
        await this.opened(r, at);
        break;
      case 'click':
        await this.clicked(r, event.url ?? null, at);
        break;
      case 'delivered':
        // Shown in the log from delivered_at, as the suite's own providers' deliveries are.
        if (await this.first(r, 'deliveredAt', at)) await this.count(r, 'delivered', at);
        break;
      case 'bounce':
        if (await this.first(r, 'bouncedAt', at, { error: reason })) await this.count(r, 'bounces', at);
        await this.log(r, 'bounce', at, reason);
        break;
      case 'spamreport':
        if (await this.first(r, 'spamReportedAt', at)) await this.count(r, 'spam_reports', at);
        await this.log(r, 'spamreport', at);
        break;
      case 'unsubscribe':
        if (await this.first(r, 'unsubscribedAt', at)) await this.count(r, 'unsubscribes', at);
        await this.log(r, 'unsubscribe', at);
        break;
      case 'dropped':
        // Not sent: kept on the row as a bounce is (the suppression list takes the address below).
        await this.first(r, 'bouncedAt', at, { error: reason });
        break;
      case 'blocked':
        // The receiving server refused the message, not the address: the row says why, nothing is suppressed.
        await this.recipients.update({ organizationId: r.organizationId, id: r.id }, { error: reason });
        break;
      // group_unsubscribe: an unsubscribe from one of the provider's groups, counted apart (per event); the
      // row's unsubscribed_at is the recipient's own unsubscribe (the unsubscribes metric).
      case 'group_resubscribe':
        await this.suppressions.removeAddress(r.organizationId, r.email);
        break;
      default:
        // 'processed' is counted when the message is handed over (the delivery job), for every provider.
        break;
    }
    const perEvent = PER_EVENT[event.type];
    if (perEvent) {
      await this.count(r, perEvent[0], at);
      await this.log(r, perEvent[1], at, event.type === 'group_resubscribe' ? null : reason);
    }
    const suppress = SUPPRESSING[event.type];
    if (suppress) await this.suppressions.add(r.organizationId, r.email, suppress);
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
