import { Controller, Headers, type RawBodyRequest, Req } from '@nestjs/common';
import { emailEndpoints as api } from '@ensemble/contracts';
import type { FastifyRequest } from 'fastify';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { LargeBody } from '../../../engine/http/large-body';
import {
  SENDGRID_SIGNATURE_HEADER,
  SENDGRID_TIMESTAMP_HEADER,
} from '../../../engine/providers/email/sendgrid-event-webhook';
import { SendgridEventsService } from './sendgrid-events.service';

/** SendGrid's batches are at most 768 KB. */
export const SENDGRID_EVENTS_BODY_LIMIT = 1024 * 1024;

@Controller()
export class SendgridEventsController {
  constructor(private readonly events: SendgridEventsService) {}

  /**
   * No body schema: the raw body is what SendGrid signed. SendGrid posts batches of up to 768 KB; at the forms'
   * 100 KB this would answer 413 and SendGrid would retry until it gives up.
   */
  @Endpoint(api.webhooks.sendgridEvents)
  @LargeBody(SENDGRID_EVENTS_BODY_LIMIT)
  receive(
    @Req() req: RawBodyRequest<FastifyRequest>,
    @Headers(SENDGRID_SIGNATURE_HEADER) signature: string | undefined,
    @Headers(SENDGRID_TIMESTAMP_HEADER) timestamp: string | undefined,
  ): Promise<{ received: number; recorded: number }> {
    return this.events.receive(req.rawBody ?? Buffer.alloc(0), signature, timestamp);
  }
}
