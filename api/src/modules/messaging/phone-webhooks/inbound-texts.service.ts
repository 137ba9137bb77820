import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { messages, normalizePhone, smsKeyword, smsKeywordReplies } from '@ensemble/contracts';
import type { DataSource, Repository } from 'typeorm';
import { isUniqueViolation } from '../../../engine/database/query-errors';
import { TransactionService } from '../../../engine/database/transaction.service';
import { ApiError } from '../../../engine/http/api-error';
import { PhoneContactsService, TextHistoryService } from '../../contacts';
import { OrganizationRecordsService } from '../../platform';
import { PhoneNumbersService } from '../phone-numbers/phone-numbers.service';
import { SmsSuppressionsService } from '../texts/sms-suppressions.service';
import { InboundText } from '../texts/text.entities';
import { ContactReplyHooks } from '../replies/contact-reply-hooks';
import { param, type PhoneWebhookForm } from './phone-webhook-form';
import { messagingAnswer } from './twiml';

/** A number as received: E.164 when it reads as a phone number (a short code or a sender name stays as it is). */
export const receivedNumber = (value: string): string => normalizePhone(value) ?? value;

/**
 * Texts received on the organizations' numbers (issue 19, Inbound): each stored once, on the contact whose cell
 * phone sent it, with a receive_text entry in its history; the carriers' keywords act on the organization's
 * suppressions and are answered in the webhook's TwiML.
 *
 * A replay (the provider posts a message again when our answer did not reach it) is recognised by its MessageSid
 * and has no second effect: nothing stored, nothing suppressed or lifted, no second reply. The keyword acts before
 * the text is stored, so a text that was stored has had its effect; a post that failed in between acts again when
 * it is retried, which repeats the same, idempotent, change.
 */
@Injectable()
export class InboundTextsService {
  constructor(
    @InjectRepository(InboundText) private readonly texts: Repository<InboundText>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tx: TransactionService,
    private readonly numbers: PhoneNumbersService,
    private readonly contacts: PhoneContactsService,
    private readonly history: TextHistoryService,
    private readonly suppressions: SmsSuppressionsService,
    private readonly organizations: OrganizationRecordsService,
    private readonly hooks: ContactReplyHooks,
  ) {}

  /** A received text (the provider's form, signature checked); answers the TwiML the sender's reply is in. */
  async receive(form: PhoneWebhookForm): Promise<string> {
    const sid = param(form, 'MessageSid') || param(form, 'SmsMessageSid');
    const from = param(form, 'From');
    const to = param(form, 'To');
    if (!sid || !from || !to)
      throw ApiError.detail(HttpStatus.BAD_REQUEST, 'MessageSid, From and To are required.');
    const line = await this.numbers.lineOf(receivedNumber(to));
    if (!line) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    if (await this.texts.existsBy({ providerMessageId: sid })) return messagingAnswer(null);

    const { organizationId } = line;
    const sender = receivedNumber(from);
    const raw = form.Body;
    const body = (Array.isArray(raw) ? raw[0] : raw) ?? '';
    const keyword = smsKeyword(body);
    if (keyword === 'stop') await this.suppressions.add(organizationId, sender);
    if (keyword === 'start') await this.suppressions.remove(organizationId, sender);
    const leadId = await this.contacts.byCellPhone(organizationId, sender);
    try {
      await this.tx.run(async ({ manager }) => {
        const { identifiers } = await manager.getRepository(InboundText).insert({
          organizationId,
          providerMessageId: sid,
          leadId,
          fromNumber: sender,
          toNumber: line.phoneNumber,
          body,
          keyword,
        });
        if (leadId != null) {
          await this.history.textReceived(manager, {
            organizationId,
            leadId,
            inboundTextId: Number(identifiers[0]!.id),
            body,
          });
          // With the text: a replay, refused above, has no second effect.
          await this.hooks.run(manager, {
            organizationId,
            leadId,
            channel: 'text',
            keyword,
            receivedAt: new Date(),
          });
        }
      });
    } catch (err) {
      // The same message posted twice at once: the other post stored it and answers it.
      if (isUniqueViolation(err)) return messagingAnswer(null);
      throw err;
    }
    if (!keyword) return messagingAnswer(null);
    const org = await this.organizations.findOrFail(this.dataSource.manager, organizationId);
    return messagingAnswer(smsKeywordReplies[keyword](org.name));
  }
}
