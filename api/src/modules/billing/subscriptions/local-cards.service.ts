import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { billingMessages, messages, toFieldErrors } from '@ensemble/contracts';
import { ValidationError } from 'yup';
import { ApiError } from '../../../engine/http/api-error';
import { LocalPaymentsProvider } from '../../../engine/providers/payments/local/local-payments.provider';
import {
  CardDeclinedError,
  PAYMENTS_IDENTITY,
  type PaymentsIdentity,
} from '../../../engine/providers/payments/payments-provider';
import { OrganizationsService } from '../../platform';

export interface LocalCardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/**
 * The local provider's stand-in for Stripe.js: a member confirms their organization's setup intent with a card.
 * Not found with any other provider, and for an intent of an organization the caller is not a member of.
 */
@Injectable()
export class LocalCardsService {
  constructor(
    @Inject(PAYMENTS_IDENTITY) private readonly identity: PaymentsIdentity,
    private readonly local: LocalPaymentsProvider,
    private readonly organizations: OrganizationsService,
  ) {}

  async confirmSetup(userId: number, clientSecret: string, card: LocalCardInput): Promise<string> {
    const notFound = ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    if (this.identity.name !== this.local.name) throw notFound;
    const intent = await this.local.findSetupIntent(clientSecret);
    if (!intent || !(await this.organizations.membershipOf(intent.organizationId, userId))) throw notFound;
    try {
      return await this.local.confirmSetupIntent(clientSecret, card);
    } catch (err) {
      if (ValidationError.isError(err)) throw new ApiError(HttpStatus.BAD_REQUEST, toFieldErrors(err));
      if (err instanceof CardDeclinedError) {
        throw ApiError.detail(HttpStatus.PAYMENT_REQUIRED, billingMessages.cardDeclined);
      }
      throw err;
    }
  }
}
