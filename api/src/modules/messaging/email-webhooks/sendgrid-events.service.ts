import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { ApiError } from '../../../engine/http/api-error';
import { EMAIL_EVENT_SINK, type EmailEventSink } from '../../../engine/providers/email/email-provider';
import {
  EventWebhookPayloadError,
  EventWebhookSignatureError,
  SendgridEventWebhook,
} from '../../../engine/providers/email/sendgrid-event-webhook';

/**
 * SendGrid's Event Webhook: a verified post's events handed one by one to the sink (the email-sending module,
 * which records them against the recipient and keeps the suppression list). Recording is the sink's and is
 * idempotent per sg_event_id: SendGrid retries a post that did not get a 2xx, so a failing sink answers 500 (the
 * post comes back) and the events recorded before the failure are recognised then, not recorded twice.
 */
@Injectable()
export class SendgridEventsService {
  /** null while SendGrid is not the email provider: no key to verify with, so nothing is accepted. */
  private readonly webhook: SendgridEventWebhook | null;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(EMAIL_EVENT_SINK) private readonly sink: EmailEventSink,
  ) {
    this.webhook =
      config.emailProvider === 'sendgrid' && config.sendgrid
        ? new SendgridEventWebhook(config.sendgrid.webhookPublicKey)
        : null;
  }

  async receive(
    rawBody: Buffer,
    signature: string | undefined,
    timestamp: string | undefined,
  ): Promise<{ received: number; recorded: number }> {
    if (!this.webhook) throw ApiError.detail(HttpStatus.NOT_FOUND, 'SendGrid is not the email provider.');
    let parsed: ReturnType<SendgridEventWebhook['parse']>;
    try {
      parsed = this.webhook.parse(rawBody, signature, timestamp);
    } catch (err) {
      if (err instanceof EventWebhookSignatureError) {
        throw ApiError.detail(HttpStatus.FORBIDDEN, 'Invalid webhook signature');
      }
      if (err instanceof EventWebhookPayloadError) throw ApiError.detail(HttpStatus.BAD_REQUEST, err.message);
      throw err;
    }
    let recorded = 0;
    // In order: SendGrid posts a message's events in the order they happened (delivered before open).
    for (const event of parsed.events) {
      if (await this.sink.record(event)) recorded += 1;
    }
    return { received: parsed.received, recorded };
  }
}
