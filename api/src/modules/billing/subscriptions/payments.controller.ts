import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { billingMessages, billingPaths, type PaymentsConfig } from '@ensemble/contracts';
import * as yup from 'yup';
import type { InferType } from 'yup';
import { Authenticated, CurrentUser } from '../../../engine/tenancy/access.decorators';
import { underController } from '../../../engine/http/controller-path';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { ApiYupBody } from '../../../engine/http/openapi/yup-openapi';
import type { User } from '../../platform';
import { BillingService } from './billing.service';
import { LocalCardsService } from './local-cards.service';

const localConfirmSchema = yup.object({
  client_secret: yup.string().required(),
  card: yup
    .object({
      number: yup.string().default(''),
      exp_month: yup.number().integer().default(0),
      exp_year: yup.number().integer().default(0),
      cvc: yup.string().default(''),
    })
    .required(),
});

@ApiTags('billing')
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly billing: BillingService,
    private readonly localCards: LocalCardsService,
  ) {}

  @Get(underController('payments', billingPaths.config))
  @Authenticated()
  @ApiOperation({ summary: 'Which payments provider takes cards, and Stripe’s publishable key' })
  config(): PaymentsConfig {
    return this.billing.paymentsConfig();
  }

  @Post(underController('payments', billingPaths.localConfirmSetup))
  @Authenticated()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Local provider only (stands in for Stripe.js): confirm a setup intent with a card',
    description: `404 with another provider; 400 card field errors; 402 '${billingMessages.cardDeclined}'`,
  })
  @ApiYupBody(localConfirmSchema)
  async confirmLocal(
    @CurrentUser() user: User,
    @Body(new YupPipe(localConfirmSchema)) body: InferType<typeof localConfirmSchema>,
  ): Promise<{ payment_method: string }> {
    return {
      payment_method: await this.localCards.confirmSetup(user.id, body.client_secret, body.card),
    };
  }
}
