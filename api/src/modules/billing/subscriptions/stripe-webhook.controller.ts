import { Controller, Headers, type RawBodyRequest, Req } from '@nestjs/common';
import { billingEndpoints as api } from '@ensemble/contracts';
import type { FastifyRequest } from 'fastify';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { BillingEventsService } from './billing-events.service';

@Controller()
export class StripeWebhookController {
  constructor(private readonly events: BillingEventsService) {}

  /** No body schema: the raw body is what Stripe signed. */
  @Endpoint(api.stripeWebhook)
  async webhook(
    @Req() req: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true; applied: boolean }> {
    return {
      received: true,
      applied: await this.events.receiveWebhook(req.rawBody ?? Buffer.alloc(0), signature),
    };
  }
}
