import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { type Claim, type Work, WorkEngine } from '../../../engine/work';
import {
  EMAIL_PROVIDER,
  type EmailProvider,
  type SendResult,
} from '../../../engine/providers/email/email-provider';
import { SMS_PROVIDER, type SmsProvider } from '../../../engine/providers/sms/sms-provider';
import { OutboundMessage } from './outbound-message.entity';
import { outboundWorkDefaults } from './outbound-work';

export const OUTBOUND_SEND = 'outbound-send';

export const idempotencyKeyOf = (row: Pick<OutboundMessage, 'id'>) => `outbound:${row.id}`;

/**
 * Sends outbound rows, on the work engine: claim (pending -> processing, conditional, so a job delivered twice does
 * nothing the second time), send with an idempotency key derived from the row, then mark sent, or retry with
 * back-off until OUTBOUND_MAX_ATTEMPTS, then failed.
 *
 * Delivery is at least once. A worker that dies after the provider accepted a message but before the row is marked
 * leaves the row in processing; the sweep hands it to another worker, which sends it again with the same
 * idempotency key. The outbox honours the key; a provider without idempotency (plain SMTP) delivers twice, so that
 * window is kept to the provider's answer plus one UPDATE, and the claim is renewed right before sending so that a
 * slow (not dead) worker only overlaps another one when the send itself outlasts SWEEP_STALE_SECONDS.
 */
@Injectable()
export class OutboundSendJob {
  private readonly logger = new Logger(OutboundSendJob.name);
  readonly work: Work<OutboundMessage>;

  constructor(
    private readonly engine: WorkEngine,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EMAIL_PROVIDER) private readonly email: EmailProvider,
    @Inject(SMS_PROVIDER) private readonly sms: SmsProvider,
  ) {
    this.work = engine.defineWork<OutboundMessage>({
      name: OUTBOUND_SEND,
      sweepName: 'outbound-sweep',
      entity: OutboundMessage,
      ...outboundWorkDefaults(config),
      columns: { error: 'lastError' },
      logSweeps: true,
      process: (row, claim) => this.send(row, claim),
    });
  }

  /** This process, as it appears in claim tokens. */
  get workerId(): string {
    return this.engine.workerId;
  }

  /**
   * The claim's token when this worker now owns the row; null when it is not pending (already taken, sent, or
   * not due).
   */
  async claim(id: number, now = new Date()): Promise<string | null> {
    return (await this.work.claim(id, now))?.token ?? null;
  }

  async process(id: number): Promise<void> {
    await this.work.run(id);
  }

  /**
   * Puts rows stuck in processing longer than SWEEP_STALE_SECONDS (their worker died) back to pending, and
   * queues every pending row that is due. Safe to run anywhere, any number of times.
   */
  sweep(now = new Date()): Promise<{ reset: number; enqueued: number; handedOver: number }> {
    return this.work.sweep(now);
  }

  private async send(row: OutboundMessage, claim: Claim): Promise<void> {
    if (!(await claim.renew())) {
      this.logger.warn(
        `outbound ${row.id} lost its claim before sending (taken back by the sweep): not sent here`,
      );
      return;
    }
    const result = await this.deliver(row);
    // Nothing between the provider's answer and this mark: a crash here is the one double-send window.
    const marked = await claim.complete({
      sentAt: new Date(),
      providerMessageId: result.providerMessageId,
      lastError: null,
    });
    if (!marked) {
      this.logger.error(
        `outbound ${row.id} was sent after its claim was taken back: a provider without idempotency may deliver it twice`,
      );
    }
  }

  private deliver(row: OutboundMessage): Promise<SendResult> {
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
}
