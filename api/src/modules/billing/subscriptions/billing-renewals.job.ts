import { Inject, Injectable } from '@nestjs/common';
import { WorkEngine } from '../../../engine/work';
import { LocalPaymentsProvider } from '../../../engine/providers/payments/local/local-payments.provider';
import {
  PAYMENTS_IDENTITY,
  type PaymentsIdentity,
} from '../../../engine/providers/payments/payments-provider';

/**
 * Renews the local payments provider's subscriptions whose period ended (Stripe renews its own): a periodic task of
 * the engine. Each subscription is claimed per period inside LocalPaymentsProvider.renewDue (renewal_claimed_at,
 * stale after a while), so two replicas' ticks renew it once; its events reach BillingEventsService's sink.
 */
@Injectable()
export class BillingRenewalsJob {
  constructor(
    engine: WorkEngine,
    @Inject(PAYMENTS_IDENTITY) identity: PaymentsIdentity,
    local: LocalPaymentsProvider,
  ) {
    if (identity.name !== local.name) return;
    engine.defineTask({ name: 'local-billing-renewals', run: () => local.renewDue() });
  }
}
