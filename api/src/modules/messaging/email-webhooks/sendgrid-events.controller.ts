import { Controller, Headers, type RawBodyRequest, Req } from '@nestjs/common';
import { emailEndpoints as api } from '@ensemble/contracts';
import type { FastifyRequest } from 'fastify';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import {
  SENDGRID_SIGNATURE_HEADER,
  SENDGRID_TIMESTAMP_HEADER,
} from '../../../engine/providers/email/sendgrid-event-webhook';
import { SendgridEventsService } from './sendgrid-events.service';

@Controller()
export class SendgridEventsController {
  constructor(private readonly events: SendgridEventsService) {}

  /** No body schema: the raw body is what SendGrid signed. */
  @Endpoint(api.webhooks.sendgridEvents)
  receive(
    @Req() req: RawBodyRequest<FastifyRequest>,
    @Headers(SENDGRID_SIGNATURE_HEADER) signature: string | undefined,
    @Headers(SENDGRID_TIMESTAMP_HEADER) timestamp: string | undefined,
  ): Promise<{ received: number; recorded: number }> {
    return this.events.receive(req.rawBody ?? Buffer.alloc(0), signature, timestamp);
  }
}
