import { Controller, Headers, HttpCode, HttpStatus, Post, type RawBodyRequest, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { billingPaths } from '@ensemble/contracts';
import type { Request } from 'express';
import { Public } from '../../../engine/tenancy/access.decorators';
import { underController } from '../../../engine/http/controller-path';
import { BillingEventsService } from './billing-events.service';

@ApiTags('billing')
@Controller('stripe')
export class StripeWebhookController {
  constructor(private readonly events: BillingEventsService) {}

  @Post(underController('stripe', billingPaths.stripeWebhook))
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Stripe webhooks (verified by Stripe-Signature); replays change nothing' })
  async webhook(
    @Req() req: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true; applied: boolean }> {
    return {
      received: true,
      applied: await this.events.receiveWebhook(req.rawBody ?? Buffer.alloc(0), signature),
    };
  }
}
