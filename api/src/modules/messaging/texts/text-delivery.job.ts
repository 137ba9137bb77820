import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { fillVariables, textSegments } from '@ensemble/contracts';
import type { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { phoneWebhookUrls } from '../../../engine/providers/sms/phone-webhooks';
import {
  PermanentSmsError,
  SMS_PROVIDER,
  type SmsProvider,
} from '../../../engine/providers/sms/sms-provider';
import type { SendResult } from '../../../engine/providers/email/email-provider';
import { type Claim, exponentialBackoff, type Work, WorkEngine } from '../../../engine/work';
import { type EmailContact, TextHistoryService } from '../../contacts';
import { type OrganizationFacts, variableValues } from '../email-sending/email-content';
import { contactFacts, EmailFactsService } from '../email-sending/email-facts.service';
import { SmsSuppressionsService } from './sms-suppressions.service';
import { textIdempotencyKey } from './text-keys';
import { type TextDeliveryStatus, TextRecipient, TextSend } from './text.entities';

/** The work (queue) that delivers text_recipients rows: a send queues "deliver row X" on it after commit. */
export const TEXT_DELIVERY = 'text-delivery';

/** The outgoing category of a text sent from the Text screen (the outbox shows it). */
export const TEXT_CATEGORY = 'text';

/** Rows one job sends, at once: the provider takes one message per call. */
export const TEXT_BATCH = 10;

/** Why a row was not sent to. */
const STOPPED_DETAIL = 'The number texted STOP';

const released = { claimedBy: null, claimedAt: null };

/**
 * Where a message is once its provider took it: a provider that reports statuses (Twilio: to the status callback)
 * has it queued; the outbox is done with it, so it is sent.
 */
export const deliveryStatusAtSend = (provider: Pick<SmsProvider, 'name'>): TextDeliveryStatus =>
  provider.name === 'outbox' ? 'sent' : 'queued';

interface Held {
  row: TextRecipient;
  claim: Claim;
}

/**
 * Delivers a send's recipient rows on the work engine (the claim-and-sweep of every outbound row): the job of one
 * row claims it, then up to TEXT_BATCH - 1 more pending rows of the same send, each with the engine's conditional
 * claim, so two jobs never hold the same row and a row sent is never claimed again. Each text is filled for its
 * contact (#!name!# variables), sent from the organization's number with a status callback, and its row marked
 * sent the moment the provider answers (body, segments, provider id, delivery status), each by its own claim.
 *
 * The provider call carries an idempotency key derived from the row (no hand-over rule: an HTTP provider call
 * cannot be committed with the claim as an SMTP dot can, docs/adr/0017). A worker killed between claim and send
 * leaves its rows in processing; the sweep puts them back once stale and another worker sends them, once. A
 * worker killed between the provider's answer and the mark: the resend carries the same key, which the outbox
 * honours; that window is the provider's answer plus one UPDATE. Twilio takes no key, but its status callback
 * carries it (`ref`): a report that arrives before the sweep takes the row back gives the row its message id
 * (TextStatusService), and the next attempt then records the text sent instead of sending it again.
 */
@Injectable()
export class TextDeliveryJob {
  private readonly logger = new Logger(TextDeliveryJob.name);
  readonly work: Work<TextRecipient>;
  /** Where the provider posts each message's status (the inbound texts' route). */
  readonly statusCallback: string;

  constructor(
    engine: WorkEngine,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(SMS_PROVIDER) private readonly provider: SmsProvider,
    @InjectRepository(TextSend) private readonly sends: Repository<TextSend>,
    private readonly facts: EmailFactsService,
    private readonly suppressions: SmsSuppressionsService,
    private readonly history: TextHistoryService,
  ) {
    this.statusCallback = phoneWebhookUrls(config.apiPublicUrl).statusCallback;
    this.work = engine.defineWork<TextRecipient>({
      name: TEXT_DELIVERY,
      sweepName: 'text-delivery-sweep',
      entity: TextRecipient,
      statuses: { done: 'sent' },
      columns: { error: 'error' },
      findDue: { limit: 1000 },
      backoff: exponentialBackoff({
        baseMs: 30_000,
        maxMs: 3_600_000,
        maxAttempts: config.outboundMaxAttempts,
      }),
      permanent: (err) => err instanceof PermanentSmsError,
      failurePatch: (_row, final) => (final ? { deliveryStatus: 'failed' } : {}),
      afterFailure: (row, final, wasReleased, err) => this.failed(row, final, wasReleased, err),
      logSweeps: true,
      process: (row, claim) => this.deliver(row, claim),
    });
  }

  private async deliver(first: TextRecipient, firstClaim: Claim): Promise<void> {
    const send = await this.sends.findOne({
      select: { id: true, organizationId: true, body: true, fromNumber: true, status: true },
      where: { organizationId: first.organizationId, id: first.sendId },
    });
    if (!send || send.status === 'cancelled') {
      await firstClaim.update({ status: 'cancelled', ...released });
      return;
    }
    let held = [
      { row: first, claim: firstClaim },
      ...(await this.work.claimFollowers(first, 'sendId', TEXT_BATCH - 1)),
    ];
    let org: OrganizationFacts;
    let contacts: Map<number, EmailContact>;
    try {
      held = await this.dropStopped(send, held);
      // A slow worker must not overlap one the sweep handed its rows to: the claims are renewed right before the
      // calls, and a row taken back meanwhile is left to its new holder.
      const renewed = await Promise.all(held.map((h) => h.claim.renew()));
      held = held.filter((_, i) => renewed[i]);
      if (held.length === 0) return;
      org = await this.facts.organization(send.organizationId);
      const leadIds = held.map((h) => h.row.leadId).filter((id): id is number => id != null);
      contacts = await this.facts.contacts(send.organizationId, leadIds);
    } catch (err) {
      for (const h of held) await this.work.fail(h.row, h.claim, err);
      return;
    }
    await Promise.all(held.map((h) => this.sendOne(send, h, org, contacts)));
  }

  private async sendOne(
    send: TextSend,
    { row, claim }: Held,
    org: OrganizationFacts,
    contacts: Map<number, EmailContact>,
  ): Promise<void> {
    const contact = row.leadId == null ? undefined : contacts.get(row.leadId);
    const facts = contactFacts(contact?.email ?? '', contact);
    const body = fillVariables(send.body, variableValues(facts, org), 'text');
    let result: SendResult;
    try {
      // A status report of an earlier attempt named this row (TextStatusService): the provider has the text.
      result = row.providerMessageId
        ? { providerMessageId: row.providerMessageId }
        : await this.provider.send(
            {
              to: row.toNumber,
              from: send.fromNumber,
              text: body,
              category: TEXT_CATEGORY,
              organizationId: send.organizationId,
              statusCallback: this.statusCallback,
            },
            textIdempotencyKey(row),
          );
    } catch (err) {
      await this.work.fail(row, claim, err);
      return;
    }
    // Nothing between the provider's answer and this mark: a kill here is the one resend window (same key).
    let marked: boolean;
    try {
      marked = await claim.complete({
        body,
        segments: textSegments(body).segments,
        providerMessageId: result.providerMessageId,
        // A status report that came first (it finds the row by its key) is kept: a status never goes back.
        deliveryStatus: () => `COALESCE(delivery_status, '${deliveryStatusAtSend(this.provider)}')`,
        sentAt: new Date(),
        // An earlier attempt's failure is cleared; a carrier's reason from such a report is kept.
        error: () => "CASE WHEN delivery_status IN ('undelivered', 'failed') THEN error ELSE NULL END",
      });
    } catch (err) {
      // The provider has the text: the row stays in processing, and the sweep's resend carries the same key.
      this.logger.error(`text recipient ${row.id} sent but not recorded: ${(err as Error).message}`);
      return;
    }
    if (!marked)
      this.logger.error(
        `text recipient ${row.id} was sent after its claim was taken back: a provider without idempotency may deliver it twice`,
      );
  }

  /** A text failed for good: the contact's history says so. */
  private async failed(
    row: TextRecipient,
    final: boolean,
    wasReleased: boolean,
    err: unknown,
  ): Promise<void> {
    if (!final || !wasReleased || row.leadId == null) return;
    const detail = (err as Error)?.message ?? String(err);
    await this.history.textEvent(row.organizationId, row.leadId, row.sendId, 'failed', detail);
  }

  /** A number that texted STOP since the send is not sent to: its row is cancelled. */
  private async dropStopped(send: TextSend, held: Held[]): Promise<Held[]> {
    const stopped = await this.suppressions.suppressed(
      send.organizationId,
      held.map((h) => h.row.toNumber),
    );
    if (stopped.size === 0) return held;
    const keep: Held[] = [];
    for (const h of held) {
      if (!stopped.has(h.row.toNumber)) keep.push(h);
      else await h.claim.update({ status: 'cancelled', error: STOPPED_DETAIL, ...released });
    }
    return keep;
  }
}
