import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { fillVariables, textSegments } from '@ensemble/contracts';
import type { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { leaseRenewMs, outboundWorkDefaults } from '../outbound/outbound-work';
import { phoneWebhookUrls } from '../../../engine/providers/sms/phone-webhooks';
import {
  PermanentSmsError,
  SMS_PROVIDER,
  type SmsProvider,
} from '../../../engine/providers/sms/sms-provider';
import type { SendResult } from '../../../engine/providers/email/email-provider';
import { type Claim, type Work, WorkEngine } from '../../../engine/work';
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

/**
 * Rows one job claims and sends: enough that a job's fixed cost (about nine statements: its claims, the send, the
 * suppressions, the contacts) is shared by many texts, few enough that a send of a thousand still keeps the
 * worker's jobs busy side by side (bench:texts).
 */
export const TEXT_BATCH = 250;

/**
 * Provider calls a job has open at once (the provider takes one message per call): with the worker's concurrency,
 * what Twilio sees of us at most.
 */
export const TEXT_IN_FLIGHT = 10;

/**
 * Sent texts are marked this many at a time, in one statement. A mark costs the worker about a provider call's CPU
 * and the database several times that (each row rewritten, three of its indexes changed): marking every 10 held the
 * send to 0.6 of the SDK's own rate (bench:texts). A text waits at most this many calls for its mark, the window in
 * which a kill can send it again (see TextDeliveryJob).
 */
export const TEXT_MARK_EVERY = 50;

/** How long a send's organization facts are reused by this process. */
const FACTS_TTL_MS = 60_000;

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

interface Sent {
  claim: Claim;
  body: string;
  providerMessageId: string;
}

/**
 * Delivers a send's recipient rows on the work engine (the claim-and-sweep of every outbound row): the job of one
 * row claims it, then up to TEXT_BATCH - 1 more pending rows of the same send, each with the engine's conditional
 * claim, so two jobs never hold the same row and a row sent is never claimed again. Each text is filled for its
 * contact (#!name!# variables) and sent from the organization's number with a status callback, TEXT_IN_FLIGHT
 * calls at a time; the sent rows are marked (body, segments, provider id, delivery status) TEXT_MARK_EVERY at a time
 * by one conditional statement, each only while its claim holds.
 *
 * The provider call carries an idempotency key derived from the row (no hand-over rule: an HTTP provider call
 * cannot be committed with the claim as an SMTP dot can, docs/adr/0017). A worker killed between claim and send
 * leaves its rows in processing; the sweep puts them back once stale and another worker sends them, once. A
 * worker killed between the provider's answer and the mark: the resend carries the same key, which the outbox
 * honours; that window is the provider's answer plus up to TEXT_MARK_EVERY more calls of the job and one UPDATE.
 * Twilio takes no key, but its status callback carries it (`ref`): a report that arrives before the sweep takes the
 * row back (seconds, against the sweep's minutes) gives the row its message id (TextStatusService), and the next
 * attempt then records the text sent instead of sending it again.
 */
@Injectable()
export class TextDeliveryJob {
  private readonly logger = new Logger(TextDeliveryJob.name);
  readonly work: Work<TextRecipient>;
  private readonly factsBySend = new Map<number, { at: number; facts: Promise<OrganizationFacts> }>();
  /** Where the provider posts each message's status (the inbound texts' route). */
  readonly statusCallback: string;
  /** A claim older than this is renewed before its call (outbound-work's leaseRenewMs). */
  private readonly leaseRenewMs: number;

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
    this.leaseRenewMs = leaseRenewMs(config);
    this.work = engine.defineWork<TextRecipient>({
      name: TEXT_DELIVERY,
      sweepName: 'text-delivery-sweep',
      entity: TextRecipient,
      ...outboundWorkDefaults(config),
      columns: { error: 'error' },
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
      // A slow worker must not overlap one the sweep handed its rows to: leases that have aged are renewed right
      // before the calls (claims taken a moment ago are not), and a row taken back meanwhile is left to its holder.
      held = await this.holding(held);
      if (held.length === 0) return;
      org = await this.organizationFacts(send);
      const leadIds = held.map((h) => h.row.leadId).filter((id): id is number => id != null);
      contacts = await this.facts.contacts(send.organizationId, leadIds);
    } catch (err) {
      for (const h of held) await this.work.fail(h.row, h.claim, err);
      return;
    }
    await this.sendAll(send, held, org, contacts);
  }

  /**
   * The held rows through TEXT_IN_FLIGHT lanes, each taking the next row as its call returns (the provider sees a
   * steady, bounded number of concurrent requests), the sent ones marked TEXT_MARK_EVERY at a time while the
   * lanes go on: a text waits at most that many calls for its mark, the window a kill can resend in.
   */
  private async sendAll(
    send: TextSend,
    held: Held[],
    org: OrganizationFacts,
    contacts: Map<number, EmailContact>,
  ): Promise<void> {
    const next = held[Symbol.iterator]();
    let sent: Sent[] = [];
    const marks: Promise<void>[] = [];
    const flush = () => {
      if (sent.length) marks.push(this.markSent(sent));
      sent = [];
    };
    const lost = new Set<Claim>();
    let renewing: Promise<void> | null = null;
    /** The rows not yet taken by a lane keep a fresh lease while the batch goes on (one renewal at a time). */
    const keepLease = async (rest: Held[]) => {
      renewing ??= this.holding(rest).then(
        (kept) => {
          const still = new Set(kept);
          for (const h of rest) if (!still.has(h)) lost.add(h.claim);
        },
        () => undefined,
      );
      await renewing;
      renewing = null;
    };
    let taken = 0;
    const lane = async () => {
      for (let h = next.next(); !h.done; h = next.next()) {
        taken += 1;
        if (Date.now() - h.value.claim.claimedAt >= this.leaseRenewMs) await keepLease(held.slice(taken - 1));
        if (lost.has(h.value.claim)) continue;
        const one = await this.sendOne(send, h.value, org, contacts);
        if (!one) continue;
        sent.push(one);
        if (sent.length >= TEXT_MARK_EVERY) flush();
      }
    };
    await Promise.all(Array.from({ length: Math.min(TEXT_IN_FLIGHT, held.length) }, lane));
    flush();
    await Promise.all(marks);
  }

  /** The held rows whose claims still hold, those with an aged lease renewed first. */
  private async holding(held: Held[]): Promise<Held[]> {
    const kept = new Set(
      await this.work.renewOlderThan(
        held.map((h) => h.claim),
        this.leaseRenewMs,
      ),
    );
    return held.filter((h) => kept.has(h.claim));
  }

  /**
   * The organization's facts for a send's #!organization_…!# variables, read once per send and process for a
   * minute: a send's thousands of batches fill the same values, so its texts agree with each other.
   */
  private organizationFacts(send: TextSend): Promise<OrganizationFacts> {
    const now = Date.now();
    for (const [id, cached] of this.factsBySend)
      if (now - cached.at > FACTS_TTL_MS) this.factsBySend.delete(id);
    let cached = this.factsBySend.get(send.id);
    if (!cached) {
      const facts = this.facts.organization(send.organizationId);
      // A failed read is not kept: the next batch reads again.
      facts.catch(() => this.factsBySend.delete(send.id));
      cached = { at: now, facts };
      this.factsBySend.set(send.id, cached);
    }
    return cached.facts;
  }

  /** One text filled for its contact and handed to the provider: what was sent, or null when it failed. */
  private async sendOne(
    send: TextSend,
    { row, claim }: Held,
    org: OrganizationFacts,
    contacts: Map<number, EmailContact>,
  ): Promise<Sent | null> {
    const contact = row.leadId == null ? undefined : contacts.get(row.leadId);
    const facts = contactFacts(contact?.email ?? '', contact);
    const body = fillVariables(send.body, variableValues(facts, org), 'text');
    try {
      // A status report of an earlier attempt named this row (TextStatusService): the provider has the text.
      const result: SendResult = row.providerMessageId
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
      return { claim, body, providerMessageId: result.providerMessageId };
    } catch (err) {
      await this.work.fail(row, claim, err);
      return null;
    }
  }

  /**
   * The batch's sent texts marked in one statement, each while its claim holds. Nothing but the batch's other
   * provider calls between an answer and this mark: a kill here is the one resend window (the same keys).
   */
  private async markSent(sent: Sent[]): Promise<void> {
    if (sent.length === 0) return;
    const of = new Map(sent.map((s) => [s.claim.id, s] as const));
    let marked: number;
    try {
      marked = await this.work.completeMany(
        sent.map((s) => s.claim),
        {
          // A status report that came first (it finds the row by its key) is kept: a status never goes back.
          deliveryStatus: () => `COALESCE(delivery_status, '${deliveryStatusAtSend(this.provider)}')`,
          sentAt: new Date(),
          // An earlier attempt's failure is cleared; a carrier's reason from such a report is kept.
          error: () => "CASE WHEN delivery_status IN ('undelivered', 'failed') THEN error ELSE NULL END",
        },
        [
          { property: 'body', value: (id) => of.get(id)!.body },
          { property: 'segments', value: (id) => textSegments(of.get(id)!.body).segments },
          { property: 'providerMessageId', value: (id) => of.get(id)!.providerMessageId },
        ],
      );
    } catch (err) {
      // The provider has the texts: the rows stay in processing, and the sweep's resend carries the same keys.
      const ids = sent.map((s) => s.claim.id).join(', ');
      this.logger.error(`text recipients ${ids} sent but not recorded: ${(err as Error).message}`);
      return;
    }
    if (marked < sent.length)
      this.logger.error(
        `${sent.length - marked} text(s) of recipients ${[...of.keys()].join(', ')} were sent after their claim was taken back: a provider without idempotency may deliver them twice`,
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
