import { Injectable } from '@nestjs/common';
import { PhoneNumbersService } from '../phone-numbers/phone-numbers.service';
import type { TextDeliveryStatus } from '../texts/text.entities';
import { TextStatusService } from '../texts/text-status.service';
import { InboundCallsService } from './inbound-calls.service';
import { receivedNumber } from './inbound-texts.service';
import { param, type PhoneWebhookForm } from './phone-webhook-form';
import { emptyVoiceAnswer } from './twiml';

/**
 * The one status callback route serves two reports: a sent text's (the message's StatusCallback: MessageSid,
 * MessageStatus) and a call's (the number's StatusCallback: CallSid, CallStatus). A text's status only moves
 * forward (TextStatusService); a call's first final status is kept (InboundCallsService).
 */
@Injectable()
export class PhoneStatusService {
  constructor(
    private readonly texts: TextStatusService,
    private readonly calls: InboundCallsService,
    private readonly numbers: PhoneNumbersService,
  ) {}

  async report(form: PhoneWebhookForm, ref: string | null): Promise<string> {
    const messageSid = param(form, 'MessageSid') || param(form, 'SmsSid');
    if (messageSid) {
      const status = param(form, 'MessageStatus') || param(form, 'SmsStatus');
      // Sent from the organization's number: a report names only that organization's texts.
      const line = await this.numbers.lineOf(receivedNumber(param(form, 'From')));
      await this.texts.record({
        providerMessageId: messageSid,
        ref,
        status: status as TextDeliveryStatus,
        ...(line ? { organizationId: line.organizationId } : {}),
        detail: param(form, 'ErrorCode') || null,
      });
    } else {
      await this.calls.statusReported(form);
    }
    return emptyVoiceAnswer();
  }
}
