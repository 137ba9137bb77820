import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, MoreThan, type Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
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
import { type Claim, exponentialBackoff, type Work, WorkEngine } from '../../../engine/work';
import { EmailSetupService } from '../email-setup/email-setup.service';
import { batchContent, batchRecipient } from './email-content';
import { contactFacts, EmailFactsService } from './email-facts.service';
import { EmailAttachmentFile, EmailCampaign, EmailRecipient } from './email-sending.entities';
import { EmailSuppressionsService } from './email-suppressions.service';

export const EMAIL_DELIVERY = 'email-delivery';

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
 */
@Injectable()
export class EmailDeliveryJob {
  private readonly logger = new Logger(EmailDeliveryJob.name);
  readonly work: Work<EmailRecipient>;

  constructor(
    engine: WorkEngine,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(EMAIL_PROVIDER) private readonly provider: EmailProvider,
    @Inject(KEY_RING) private readonly keys: KeyRing,
    @Inject(STORAGE_PROVIDER) private readonly storage: StorageProvider,
    @InjectRepository(EmailCampaign) private readonly campaigns: Repository<EmailCampaign>,
    @InjectRepository(EmailRecipient) private readonly recipients: Repository<EmailRecipient>,
    @InjectRepository(EmailAttachmentFile) private readonly attachments: Repository<EmailAttachmentFile>,
    private readonly facts: EmailFactsService,
    private readonly suppressions: EmailSuppressionsService,
    private readonly setup: EmailSetupService,
  ) {
    this.work = engine.defineWork<EmailRecipient>({
      name: EMAIL_DELIVERY,
      sweepName: 'email-delivery-sweep',
      entity: EmailRecipient,
      statuses: { done: 'sent' },
      columns: { error: 'error' },
      findDue: { limit: 1000 },
      backoff: exponentialBackoff({
        baseMs: 30_000,
        maxMs: 3_600_000,
        maxAttempts: config.outboundMaxAttempts,
      }),
      permanent: (err) => err instanceof PermanentEmailError,
      // A failed attempt was not handed over (or the server refused it after): a retry starts afresh.
      failurePatch: () => ({ handedOverAt: null }),
      // A worker killed between an SMTP message's final dot and recording it: the server has the message.
      handedOver: { property: 'handedOverAt', patch: { sentAt: 'handed_over_at' } },
      logSweeps: true,
      process: (row, claim) => this.deliver(row, claim),
    });
  }

  /** How many rows one job sends: the provider's batch. */
  get batchSize(): number {
    return Math.max(1, this.provider.maxBatch);
  }

  private async deliver(first: EmailRecipient, firstClaim: Claim): Promise<void> {
    const campaign = await this.campaigns.findOneBy({
      organizationId: first.organizationId,
      id: first.campaignId,
    });
    if (!campaign || campaign.status === 'cancelled') {
      await firstClaim.update({ status: 'cancelled', ...released });
      return;
    }
    let held = [{ row: first, claim: firstClaim }, ...(await this.claimMore(first))];
    held = await this.dropSuppressed(campaign.organizationId, held);
    // A slow worker must not overlap one the sweep handed its rows to: a provider that hands over checks the claim
    // per message at its last moment (handOver); for the others the claims are renewed right before the call.
    if (!this.provider.handsOver) {
      const renewed = await Promise.all(held.map((h) => h.claim.renew()));
      held = held.filter((_, i) => renewed[i]);
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
    // One statement for the batch's sent rows: each only while its claim holds.
    const marked = await this.work.completeMany(
      claims,
      { sentAt, error: null },
      { property: 'providerMessageId', value: (id) => sent.get(id) ?? null },
    );
    if (marked < claims.length)
      this.logger.error(
        `${claims.length - marked} email recipient(s) of campaign ${campaign.id} sent after their claim was taken back`,
      );
  }

  /** More pending rows of the campaign, each claimed (a row another job holds or sent is skipped). */
  private async claimMore(first: EmailRecipient): Promise<Held[]> {
    if (this.batchSize <= 1) return [];
    const ids = await this.recipients.find({
      select: { id: true },
      where: { campaignId: first.campaignId, status: 'pending', id: MoreThan(first.id) },
      order: { id: 'ASC' },
      take: this.batchSize - 1,
    });
    const claims = await this.work.claimMany(ids.map((r) => r.id));
    if (claims.length === 0) return [];
    const rows = new Map(
      (await this.recipients.findBy({ id: In(claims.map((c) => c.id)) })).map((r) => [r.id, r] as const),
    );
    return claims.flatMap((claim) => {
      const row = rows.get(claim.id);
      return row ? [{ row, claim }] : [];
    });
  }

  /** An address suppressed since the send (an unsubscribe meanwhile) is not sent to. */
  private async dropSuppressed(organizationId: number, held: Held[]): Promise<Held[]> {
    const suppressed = await this.suppressions.suppressed(
      organizationId,
      held.map((h) => h.row.email),
    );
    const keep: Held[] = [];
    for (const h of held) {
      if (suppressed.has(h.row.email)) await h.claim.update({ status: 'cancelled', ...released });
      else keep.push(h);
    }
    return keep;
  }

  private async send(campaign: EmailCampaign, held: Held[]): Promise<EmailBatchResult[]> {
    const options = await this.facts.contentOptions(
      campaign.organizationId,
      campaign.createdById,
      campaign.bulk,
    );
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
      replyTo: campaign.replyTo,
      subject: content.subject,
      text: content.text,
      html: content.html,
      category: 'campaign',
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
