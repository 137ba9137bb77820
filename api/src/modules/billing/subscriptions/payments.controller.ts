import { Body, Controller } from '@nestjs/common';
import { billingEndpoints as api, type LocalCardConfirm, type PaymentsConfig } from '@ensemble/contracts';
import { CurrentUser } from '../../../engine/tenancy/access.decorators';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import type { User } from '../../platform';
import { BillingService } from './billing.service';
import { LocalCardsService } from './local-cards.service';

@Controller()
export class PaymentsController {
  constructor(
    private readonly billing: BillingService,
    private readonly localCards: LocalCardsService,
  ) {}

  @Endpoint(api.config)
  config(): PaymentsConfig {
    return this.billing.paymentsConfig();
  }

  @Endpoint(api.localConfirmSetup)
  async confirmLocal(
    @CurrentUser() user: User,
    @Body() body: LocalCardConfirm,
  ): Promise<{ payment_method: string }> {
    return {
      payment_method: await this.localCards.confirmSetup(user.id, body.client_secret, body.card),
    };
  }
}
