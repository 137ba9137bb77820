import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { isUniqueViolation } from '../../../engine/database/query-errors';
import { TransactionService } from '../../../engine/database/transaction.service';
import { EmailHistoryService } from '../../contacts';
import { EmailFactsService } from '../email-sending/email-facts.service';
import { EmailCampaign, EmailRecipient } from '../email-sending/email-sending.entities';
import { normalizeEmail } from '../email-sending/email-suppressions.service';
import { SystemEmailsService } from '../email-sending/system-emails.service';
import { ContactReplyHooks } from './contact-reply-hooks';
import type { InboundMail } from './inbound-email';
import { InboundEmail } from './inbound-email.entity';

/** Our Message-IDs (email-content: `<r{recipient}.c{campaign}@{domain}>`). */
const OURS = /^<r(\d+)\.c(\d+)@([^<>\s]+)>$/;

/**
 * Contacts' replies to the organizations' emails (ours: stop-on-reply for email). A reply is one of ours when it
 * answers one of our Message-IDs (In-Reply-To, References) and comes from the address that email went to: a
 * stranger who learnt a Message-ID cannot act for the contact. It is stored once (by its own Message-ID), written
 * in the contact's history, handed to the reply hooks (automations stop) and forwarded to the address the
 * organization's email would have been answered at, all in one transaction: a post retried, or two at once, has
 * one effect.
 */
@Injectable()
export class EmailRepliesService {
  private readonly logger = new Logger(EmailRepliesService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(EmailRecipient) private readonly recipients: Repository<EmailRecipient>,
    @InjectRepository(EmailCampaign) private readonly campaigns: Repository<EmailCampaign>,
    private readonly facts: EmailFactsService,
    private readonly tx: TransactionService,
    private readonly history: EmailHistoryService,
    private readonly hooks: ContactReplyHooks,
    private readonly systemEmails: SystemEmailsService,
  ) {}

  /**
   * Whether the mail was a new reply of a contact. `organizationId` narrows the match to one organization (the
   * local outbox's Reply, which an owner makes for its own).
   */
  async receive(mail: InboundMail, organizationId?: number): Promise<boolean> {
    const answered = await this.answered(mail, organizationId);
    if (!answered) return false;
    const { recipient, campaign, leadId } = answered;
    try {
      await this.tx.run(async (tx) => {
        const { identifiers } = await tx.manager.getRepository(InboundEmail).insert({
          organizationId: recipient.organizationId,
          messageId: mail.messageId.slice(0, 255),
          leadId,
          recipientId: recipient.id,
          campaignId: campaign.id,
          fromAddress: mail.from!,
          subject: mail.subject,
          text: mail.text,
        });
        await this.history.emailReceived(tx.manager, {
          organizationId: recipient.organizationId,
          leadId,
          inboundEmailId: Number(identifiers[0]!.id),
          subject: mail.subject || campaign.subject,
        });
        await this.hooks.run(tx.manager, {
          organizationId: recipient.organizationId,
          leadId,
          channel: 'email',
          keyword: null,
          receivedAt: new Date(),
        });
        await this.forward(tx, campaign, mail);
      });
    } catch (err) {
      // Received before (a retried post), or by the other of two posts at once.
      if (isUniqueViolation(err)) return false;
      throw err;
    }
    return true;
  }

  private async answered(
    mail: InboundMail,
    organizationId: number | undefined,
  ): Promise<{ recipient: EmailRecipient; campaign: EmailCampaign; leadId: number } | null> {
    if (!mail.from) return null;
    const domain = this.facts.messageDomain.toLowerCase();
    for (const id of mail.answers) {
      const m = OURS.exec(id);
      if (!m || m[3]!.toLowerCase() !== domain) continue;
      const recipient = await this.recipients.findOneBy({ id: Number(m[1]), campaignId: Number(m[2]) });
      if (!recipient || recipient.leadId == null) continue;
      if (organizationId !== undefined && recipient.organizationId !== organizationId) continue;
      if (normalizeEmail(recipient.email) !== mail.from) continue;
      const campaign = await this.campaigns.findOneBy({
        organizationId: recipient.organizationId,
        id: recipient.campaignId,
      });
      if (campaign) return { recipient, campaign, leadId: recipient.leadId };
    }
    this.logger.log(`inbound email ${mail.messageId} answers none of our emails to its sender`);
    return null;
  }

  /**
   * To where the email would have been answered without INBOUND_EMAIL_ADDRESS (the organization's reply-to), from
   * the suite, answering to the contact. Never to the inbound address itself (a loop).
   */
  private async forward(
    tx: Parameters<SystemEmailsService['enqueue']>[0],
    campaign: EmailCampaign,
    mail: InboundMail,
  ): Promise<void> {
    const to = campaign.replyTo && normalizeEmail(campaign.replyTo);
    if (!to || to === this.config.inboundEmailAddress) return;
    await this.systemEmails.enqueue(tx, {
      organizationId: campaign.organizationId,
      type: 'reply',
      to: [to],
      replyTo: mail.from,
      subject: mail.subject || `Re: ${campaign.subject}`,
      text: `${mail.from} replied to "${campaign.subject}":\n\n${mail.text}`,
      html: null,
    });
  }
}
