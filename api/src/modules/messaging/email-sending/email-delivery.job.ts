import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type FindOptionsSelect, In, type Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { leaseRenewMs, outboundWorkDefaults } from '../outbound/outbound-work';
import { KEY_RING, type KeyRing } from '../../../engine/crypto/key-ring';
import {
  EMAIL_PROVIDER,
  type EmailAttachmentFile as ProviderAttachment,
  type EmailBatchResult,
  type EmailProvider,
  HandOverRefusedError,
  PermanentEmailError,
} from '../../../engine/providers/email/email-provider';
import { STORAGE_PROVIDER, type StorageProvider } from '../../../engine/providers/storage/storage-provider';
import { type Claim, type Work, WorkEngine } from '../../../engine/work';
import { EmailSetupService } from '../email-setup/email-setup.service';
import { batchContent, batchRecipient, type ContentOptions, snapshotHtml } from './email-content';
import { EMAIL_DELIVERY, emailCategoryOf } from './email-delivery.names';
import { contactFacts, EmailFactsService } from './email-facts.service';
import { EmailReportCountsService } from './email-report-counts.service';
import { EmailAttachmentFile, EmailCampaign, EmailRecipient } from './email-sending.entities';
import { EmailSuppressionsService } from './email-suppressions.service';

export { EMAIL_DELIVERY };

/** Why a row was not sent to (its event log's 'dropped' line). */
const SUPPRESSED_DETAIL = 'The address is on the suppression list';

/** A campaign as a delivery reads it: everything but its snapshot (written once, by the first delivery). */
const CAMPAIGN_COLUMNS: FindOptionsSelect<EmailCampaign> = {
  id: true,
  organizationId: true,
  subject: true,
  html: true,
  text: true,
  type: true,
  sender: true,
  replyTo: true,
  automationId: true,
  createdById: true,
  status: true,
  bulk: true,
  attachmentIds: true,
};

/** Campaigns whose snapshot this process has made sure of, at most this many remembered. */
const SNAPSHOTTED_MAX = 1000;

interface Held {
  row: EmailRecipient;
  claim: Claim;
}

const released = { claimedBy: null, claimedAt: null };

/**
 * Delivers a campaign's recipient rows on the work engine (the claim-and-sweep of every outbound row): the job of
 * one row claims it, then claims more pending rows of the same campaign, up to the provider's batch, each with the
 * engine's conditional claim, so two jobs never hold the same row and a row sent is never claimed again. Each
 * message carries a Message-ID and an idempotency key derived from its row. A worker that dies holding a batch
 * leaves its rows in processing; the sweep puts them back once stale and another worker sends them, except the
 * rows it had handed over (SMTP: the final dot written, `handed_over_at`), which the sweep marks sent.
 *
 * The email report's figures are kept here too, a statement per batch: processed (and, for a provider that reports
 * no events of its own, delivered, with delivered_at = sent_at) for the rows sent; drops for rows skipped as
 * suppressed; per failed attempt, deferred (a retry is due) or processed and bounces (failed for good), with a log
 * line. The campaign's snapshot (what went out) is written by its first delivery.
 */
@Injectable()
export class EmailDeliveryJob {
  private readonly logger = new Logger(EmailDeliveryJob.name);
  readonly work: Work<EmailRecipient>;
  private readonly snapshotted = new Set<number>();
  /** A claim older than this is renewed before the call (outbound-work's leaseRenewMs). */
  private readonly leaseRenewMs: number;
  /** INBOUND_EMAIL_ADDRESS: the Reply-To of automation emails when set. */
  private readonly inboundAddress: string | null;

  constructor(
    engine: WorkEngine,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(EMAIL_PROVIDER) private readonly provider: EmailProvider,
    @Inject(KEY_RING) private readonly keys: KeyRing,
    @Inject(STORAGE_PROVIDER) private readonly storage: StorageProvider,
    @InjectRepository(EmailCampaign) private readonly campaigns: Repository<EmailCampaign>,
    @InjectRepository(EmailAttachmentFile) private readonly attachments: Repository<EmailAttachmentFile>,
    private readonly facts: EmailFactsService,
    private readonly suppressions: EmailSuppressionsService,
    private readonly setup: EmailSetupService,
    private readonly counts: EmailReportCountsService,
  ) {
    this.leaseRenewMs = leaseRenewMs(config);
    this.inboundAddress = config.inboundEmailAddress;
    this.work = engine.defineWork<EmailRecipient>({
      name: EMAIL_DELIVERY,
      sweepName: 'email-delivery-sweep',
      entity: EmailRecipient,
      ...outboundWorkDefaults(config),
      columns: { error: 'error' },
      permanent: (err) => err instanceof PermanentEmailError,
      // A failed attempt was not handed over (or the server refused it after): a retry starts afresh. Failed for
      // good, it counts as a bounce (bounced_at, as a provider's bounce event sets it).
      failurePatch: (_row, final) => ({ handedOverAt: null, ...(final ? { bouncedAt: new Date() } : {}) }),
      afterFailure: (row, final, released, err) => this.failed(row, final, released, err),
      // A worker killed between an SMTP message's final dot and recording it: the server has the message.
      handedOver: {
        property: 'handedOverAt',
        patch: {
          sentAt: 'handed_over_at',
          ...(provider.reportsEvents ? {} : { deliveredAt: 'handed_over_at' }),
        },
        // The messages the dead worker had sent but not counted.
        after: (rows) => this.countHandedOver(rows),
      },
      logSweeps: true,
      process: (row, claim) => this.deliver(row, claim),
    });
  }

  /** How many rows one job sends: the provider's batch. */
  get batchSize(): number {
    return Math.max(1, this.provider.maxBatch);
  }

  private async deliver(first: EmailRecipient, firstClaim: Claim): Promise<void> {
    const campaign = await this.campaigns.findOne({
      select: CAMPAIGN_COLUMNS,
      where: { organizationId: first.organizationId, id: first.campaignId },
    });
    if (!campaign || campaign.status === 'cancelled') {
      await firstClaim.update({ status: 'cancelled', ...released });
      return;
    }
    let held = [
      { row: first, claim: firstClaim },
      ...(await this.work.claimFollowers(first, 'campaignId', this.batchSize - 1)),
    ];
    // A representative's reminder is not marketing: the organization's suppression list is for its contacts.
    if (campaign.type !== 'reminder') held = await this.dropSuppressed(campaign, held);
    // A slow worker must not overlap one the sweep handed its rows to: a provider that hands over checks the claim
    // per message at its last moment (handOver); for the others aged leases are renewed right before the call.
    if (!this.provider.handsOver) {
      const renewed = new Set(
        await this.work.renewOlderThan(
          held.map((h) => h.claim),
          this.leaseRenewMs,
        ),
      );
      held = held.filter((h) => renewed.has(h.claim));
    }
    if (held.length === 0) return;

    let results: EmailBatchResult[];
    try {
      results = await this.send(campaign, held);
    } catch (err) {
      for (const h of held) await this.work.fail(h.row, h.claim, err);
      return;
    }
    const sentAt = new Date();
    const sent = new Map<number, string>();
    const claims: Claim[] = [];
    for (const [i, h] of held.entries()) {
      const result = results[i] ?? { ok: false, error: new Error('no answer from the provider') };
      if (result.ok) {
        sent.set(h.claim.id, result.providerMessageId);
        claims.push(h.claim);
      } else if (!(result.error instanceof HandOverRefusedError)) {
        // (A refused hand-over is no longer ours: its new holder records it.)
        await this.work.fail(h.row, h.claim, result.error);
      }
    }
    // One statement for the batch's sent rows: each only while its claim holds. A provider that reports no events
    // (outbox, SMTP) is done with a message once the server took it: delivered then.
    const delivered = !this.provider.reportsEvents;
    const marked = await this.work.completeMany(
      claims,
      { sentAt, error: null, ...(delivered ? { deliveredAt: sentAt } : {}) },
      { property: 'providerMessageId', value: (id) => sent.get(id) ?? null },
    );
    if (marked < claims.length)
      this.logger.error(
        `${claims.length - marked} email recipient(s) of campaign ${campaign.id} sent after their claim was taken back`,
      );
    await this.counts.add(
      campaign.organizationId,
      campaign.id,
      { processed: marked, delivered: delivered ? marked : 0 },
      sentAt,
    );
  }

  /** Rows the sweep marked sent after their worker died: processed (and delivered) in their send's report. */
  private async countHandedOver(rows: EmailRecipient[]): Promise<void> {
    const delivered = !this.provider.reportsEvents;
    for (const r of rows) {
      await this.counts.add(
        r.organizationId,
        r.campaignId,
        { processed: 1, delivered: delivered ? 1 : 0 },
        r.handedOverAt ?? new Date(),
      );
    }
  }

  /** A failed attempt in the report: deferred while a retry is due, else processed and bounced. */
  private async failed(row: EmailRecipient, final: boolean, released: boolean, err: unknown): Promise<void> {
    // A claim the sweep took back is another worker's row now: it records what happens to it.
    if (!released) return;
    const at = new Date();
    await this.counts.add(
      row.organizationId,
      row.campaignId,
      final ? { processed: 1, bounces: 1 } : { deferred: 1 },
      at,
    );
    await this.counts.log([
      {
        organizationId: row.organizationId,
        campaignId: row.campaignId,
        recipientId: row.id,
        event: final ? 'bounce' : 'deferred',
        at,
        detail: (err as Error)?.message ?? String(err),
      },
    ]);
  }

  /** An address suppressed since the send (an unsubscribe meanwhile) is not sent to: a drop in the report. */
  private async dropSuppressed(campaign: EmailCampaign, held: Held[]): Promise<Held[]> {
    const suppressed = await this.suppressions.suppressed(
      campaign.organizationId,
      held.map((h) => h.row.email),
    );
    const keep: Held[] = [];
    const dropped: EmailRecipient[] = [];
    for (const h of held) {
      if (!suppressed.has(h.row.email)) keep.push(h);
      else if (await h.claim.update({ status: 'cancelled', ...released })) dropped.push(h.row);
    }
    if (dropped.length) {
      const at = new Date();
      await this.counts.add(campaign.organizationId, campaign.id, { drops: dropped.length }, at);
      await this.counts.log(
        dropped.map((r) => ({
          organizationId: r.organizationId,
          campaignId: r.campaignId,
          recipientId: r.id,
          event: 'dropped' as const,
          at,
          detail: SUPPRESSED_DETAIL,
        })),
      );
    }
    return keep;
  }

  /** The campaign's snapshot, written once (by whichever of its first deliveries gets there first). */
  private async snapshot(campaign: EmailCampaign, options: ContentOptions): Promise<void> {
    if (this.snapshotted.has(campaign.id)) return;
    await this.campaigns
      .createQueryBuilder()
      .update(EmailCampaign)
      .set({ snapshotHtml: snapshotHtml(campaign, options) })
      .where('organization_id = :organizationId AND id = :id AND snapshot_html IS NULL', {
        organizationId: campaign.organizationId,
        id: campaign.id,
      })
      .execute();
    if (this.snapshotted.size >= SNAPSHOTTED_MAX) this.snapshotted.clear();
    this.snapshotted.add(campaign.id);
  }

  private async send(campaign: EmailCampaign, held: Held[]): Promise<EmailBatchResult[]> {
    const options = await this.facts.contentOptions(
      campaign.organizationId,
      campaign.createdById,
      campaign.bulk,
    );
    await this.snapshot(campaign, options);
    const content = batchContent(campaign, options);
    const contacts = await this.facts.contacts(
      campaign.organizationId,
      held.map((h) => h.row.leadId).filter((id): id is number => id != null),
    );
    const extra = {
      ...options,
      keys: this.keys,
      messageDomain: this.facts.messageDomain,
    };
    return this.provider.sendBatch({
      from: campaign.sender,
      // Signed with the organization's domain key when the campaign is from its verified domain.
      dkim: (await this.setup.signingKey(campaign.organizationId, campaign.sender)) ?? undefined,
      // An automation's replies come to us (stop-on-reply), which forwards them to campaign.replyTo.
      replyTo: campaign.automationId != null && this.inboundAddress ? this.inboundAddress : campaign.replyTo,
      subject: content.subject,
      text: content.text,
      html: content.html,
      category: emailCategoryOf(campaign.type),
      organizationId: campaign.organizationId,
      attachments: await this.attachmentFiles(campaign),
      recipients: held.map(({ row, claim }) => ({
        ...batchRecipient(
          content,
          row,
          contactFacts(row.email, row.leadId == null ? undefined : contacts.get(row.leadId)),
          extra,
        ),
        // Past this the message is the server's: recorded (and the claim renewed) while the claim still holds,
        // committed as the dot is written.
        handOver: async () => {
          const now = new Date();
          const write = await claim.prepare({ handedOverAt: now, claimedAt: now });
          return write && (() => void write.commit().catch((err: Error) => this.commitFailed(row, err)));
        },
      })),
    });
  }

  /**
   * The dot went out but its hand-over was not recorded: the worker records the message sent when the server
   * answers; only if it dies before that does the sweep resend it.
   */
  private commitFailed(row: EmailRecipient, err: Error): void {
    this.logger.error(`hand-over of email recipient ${row.id} not recorded: ${err.message}`);
  }

  private async attachmentFiles(campaign: EmailCampaign): Promise<ProviderAttachment[]> {
    if (campaign.attachmentIds.length === 0) return [];
    const rows = await this.attachments.findBy({
      organizationId: campaign.organizationId,
      id: In(campaign.attachmentIds),
    });
    const files: ProviderAttachment[] = [];
    for (const r of rows) {
      const content = await this.storage.get(r.storageKey);
      // A file gone from storage would fail every retry the same way: the email goes without it.
      if (content) files.push({ filename: r.name, contentType: r.contentType, content });
      else this.logger.warn(`attachment ${r.id} of campaign ${campaign.id} is missing from storage`);
    }
    return files;
  }
}
