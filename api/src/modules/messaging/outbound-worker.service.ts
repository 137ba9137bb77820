import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { dbDate } from '../../database/db-values';
import { JOB_QUEUE, type JobQueue } from '../../jobs/job-queue';
import { EMAIL_PROVIDER, type EmailProvider, type SendResult } from '../../providers/email/email-provider';
import { SMS_PROVIDER, type SmsProvider } from '../../providers/sms/sms-provider';
import { OUTBOUND_SEND } from './messaging.service';
import { OutboundMessage } from './outbound-message.entity';

const BASE_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 3_600_000;
const SWEEP_BATCH = 1000;

export const backoffMs = (attempt: number) =>
  Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempt - 1));

export const idempotencyKeyOf = (row: Pick<OutboundMessage, 'id'>) => `outbound:${row.id}`;

/**
 * Processes outbound rows: claim (pending -> processing, conditional, so a job delivered twice does nothing the
 * second time), send with an idempotency key derived from the row, then mark sent, or retry with back-off until
 * OUTBOUND_MAX_ATTEMPTS, then failed.
 *
 * Delivery is at least once. A worker that dies after the provider accepted a message but before the row is marked
 * leaves the row in processing; the sweep hands it to another worker, which sends it again with the same
 * idempotency key. The outbox honours the key; a provider without idempotency (plain SMTP) delivers twice, so that
 * window is kept to the provider's answer plus one UPDATE, and the claim is renewed right before sending so that a
 * slow (not dead) worker only overlaps another one when the send itself outlasts SWEEP_STALE_SECONDS.
 */
@Injectable()
export class OutboundWorkerService {
  private readonly logger = new Logger(OutboundWorkerService.name);
  readonly workerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

  /**
   * What a claim writes to claimed_by: new for every claim, so a row the sweep took back and queued again, even to
   * this same process, is not mistaken for ours. The random part comes first, as the column may cut the end.
   */
  private claimToken(): string {
    return `${randomBytes(4).toString('hex')}@${this.workerId}`.slice(0, 64);
  }

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EMAIL_PROVIDER) private readonly email: EmailProvider,
    @Inject(SMS_PROVIDER) private readonly sms: SmsProvider,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  private get rows() {
    return this.dataSource.getRepository(OutboundMessage);
  }

  /**
   * The claim's token when this worker now owns the row; null when it is not pending (already taken, sent, or
   * not due).
   */
  async claim(id: number, now = new Date()): Promise<string | null> {
    const token = this.claimToken();
    const result = await this.rows
      .createQueryBuilder()
      .update(OutboundMessage)
      .set({ status: 'processing', claimedBy: token, claimedAt: now, attempts: () => 'attempts + 1' })
      .where('id = :id', { id })
      .andWhere("status = 'pending'")
      .andWhere('(next_attempt_at IS NULL OR next_attempt_at <= :now)', { now: dbDate(this.dataSource, now) })
      .execute();
    return result.affected === 1 ? token : null;
  }

  /** Restarts the claim's stale clock; false when the sweep took the row back meanwhile (we were thought dead). */
  private async renew(id: number, token: string): Promise<boolean> {
    const result = await this.rows.update(
      { id, status: 'processing', claimedBy: token },
      { claimedAt: new Date() },
    );
    return result.affected === 1;
  }

  async process(id: number): Promise<void> {
    const token = await this.claim(id);
    if (!token) return;
    if (this.config.testHoldAfterClaimMs > 0) {
      // Test-only (TEST_HOLD_AFTER_CLAIM_MS): widen the window in which the worker-crash test kills us.
      await new Promise((r) => setTimeout(r, this.config.testHoldAfterClaimMs));
    }
    const row = await this.rows.findOneByOrFail({ id });
    const mine = { id, status: 'processing' as const, claimedBy: token };
    if (!(await this.renew(id, token))) {
      this.logger.warn(
        `outbound ${id} lost its claim before sending (taken back by the sweep): not sent here`,
      );
      return;
    }
    try {
      const result = await this.send(row);
      // Nothing between the provider's answer and this mark: a crash here is the one double-send window.
      const marked = await this.rows.update(mine, {
        status: 'sent',
        sentAt: new Date(),
        providerMessageId: result.providerMessageId,
        lastError: null,
      });
      if (marked.affected !== 1) {
        this.logger.error(
          `outbound ${id} was sent after its claim was taken back: a provider without idempotency may deliver it twice`,
        );
      }
    } catch (err) {
      const message = (err as Error).message ?? String(err);
      if (row.attempts >= this.config.outboundMaxAttempts) {
        this.logger.error(`outbound ${id} failed for good after ${row.attempts} attempts: ${message}`);
        await this.rows.update(mine, { status: 'failed', lastError: message });
        return;
      }
      const delay = backoffMs(row.attempts);
      this.logger.warn(`outbound ${id} attempt ${row.attempts} failed, retrying in ${delay} ms: ${message}`);
      await this.rows.update(mine, {
        status: 'pending',
        claimedBy: null,
        claimedAt: null,
        nextAttemptAt: new Date(Date.now() + delay),
        lastError: message,
      });
      await this.queue.add(OUTBOUND_SEND, { id }, { delayMs: delay });
    }
  }

  private send(row: OutboundMessage): Promise<SendResult> {
    const key = idempotencyKeyOf(row);
    if (row.channel === 'sms') {
      return this.sms.send(
        {
          to: row.toAddress,
          from: this.config.smsFrom,
          text: row.text,
          category: row.category,
          organizationId: row.organizationId,
        },
        key,
      );
    }
    return this.email.send(
      {
        to: row.toAddress,
        from: this.config.emailFrom,
        subject: row.subject ?? '',
        text: row.text,
        html: row.html,
        category: row.category,
        organizationId: row.organizationId,
      },
      key,
    );
  }

  /**
   * Puts rows stuck in processing longer than SWEEP_STALE_SECONDS (their worker died) back to pending, and
   * queues every pending row that is due. Safe to run anywhere, any number of times.
   */
  async sweep(now = new Date()): Promise<{ reset: number; enqueued: number }> {
    const staleBefore = new Date(now.getTime() - this.config.sweepStaleSeconds * 1000);
    const reset = await this.rows
      .createQueryBuilder()
      .update(OutboundMessage)
      .set({ status: 'pending', claimedBy: null, claimedAt: null })
      .where("status = 'processing'")
      .andWhere('claimed_at < :staleBefore', { staleBefore: dbDate(this.dataSource, staleBefore) })
      .execute();
    const due = await this.rows
      .createQueryBuilder('m')
      .select('m.id', 'id')
      .where("m.status = 'pending'")
      .andWhere('(m.next_attempt_at IS NULL OR m.next_attempt_at <= :now)', {
        now: dbDate(this.dataSource, now),
      })
      .orderBy('m.id', 'ASC')
      .limit(SWEEP_BATCH)
      .getRawMany<{ id: number }>();
    for (const { id } of due) await this.queue.add(OUTBOUND_SEND, { id: Number(id) });
    if ((reset.affected ?? 0) > 0 || due.length > 0) {
      this.logger.log(`sweep: ${reset.affected ?? 0} stale row(s) reset, ${due.length} row(s) queued`);
    }
    return { reset: reset.affected ?? 0, enqueued: due.length };
  }
}
