import { randomBytes } from 'node:crypto';
import { type Card, cardSchema } from '@ensemble/contracts';
import {
  CardDeclinedError,
  type CustomerInput,
  PaymentsProviderError,
  type PlatformCustomers,
} from '../payments-provider';
import {
  type LocalCardBehaviour,
  LocalCustomer,
  LocalPaymentMethod,
  LocalSetupIntent,
} from './local-state.entities';
import { type LocalLedger, newId } from './local-ledger';

/** Stripe's test cards that behave differently (https://docs.stripe.com/testing). */
export const LOCAL_TEST_CARDS = {
  declinedAtSetup: '4000000000000002',
  chargesDeclined: '4000000000000341',
} as const;

export interface LocalCardDetails {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/** The brand Stripe would report for the number (its `card.brand` values), by the issuers' number ranges. */
function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|64[4-9]|65)/.test(number)) return 'discover';
  if (/^3(0[0-5]|09|[689])/.test(number)) return 'diners';
  if (/^35(2[89]|[3-8])/.test(number)) return 'jcb';
  if (/^62/.test(number)) return 'unionpay';
  return 'unknown';
}

/**
 * The organization as a local customer and its cards. Card behaviour follows Stripe's test cards so the same
 * scenarios run on both providers.
 */
export class LocalPlatformCustomers implements PlatformCustomers {
  constructor(private readonly ledger: LocalLedger) {}

  async ensureCustomer(input: CustomerInput): Promise<string> {
    const customers = this.ledger.repo(LocalCustomer);
    if (input.customerId) {
      const found = await customers.findOneBy({ id: input.customerId });
      if (found) return found.id;
    }
    const existing = await customers.findOneBy({ organizationId: input.organizationId });
    if (existing) return existing.id;
    const id = newId('cus');
    await this.ledger.dataSource
      .createQueryBuilder()
      .insert()
      .into(LocalCustomer)
      .values({ id, organizationId: input.organizationId, name: input.name, email: input.email })
      .orIgnore()
      .execute();
    return (await customers.findOneByOrFail({ organizationId: input.organizationId })).id;
  }

  async createSetupIntent(
    customerId: string,
    idempotencyKey: string,
  ): Promise<{ id: string; client_secret: string }> {
    const intents = this.ledger.repo(LocalSetupIntent);
    const existing = await intents.findOneBy({ idempotencyKey });
    if (existing) return { id: existing.id, client_secret: existing.clientSecret };
    const customer = await this.ledger.customer(customerId);
    const id = newId('seti');
    const intent = await intents.save(
      intents.create({
        id,
        organizationId: customer.organizationId,
        customerId,
        clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
        idempotencyKey,
        status: 'requires_payment_method',
        paymentMethodId: null,
      }),
    );
    return { id: intent.id, client_secret: intent.clientSecret };
  }

  /** The setup intent a client secret belongs to (the local confirm route checks membership with it). */
  findSetupIntent(clientSecret: string): Promise<LocalSetupIntent | null> {
    return this.ledger.repo(LocalSetupIntent).findOneBy({ clientSecret });
  }

  /**
   * Stands in for Stripe.js confirmCardSetup: validates the card like the card form (yup ValidationError),
   * declines Stripe's setup-declined test card, and stores a payment method for the intent.
   */
  async confirmSetupIntent(clientSecret: string, card: LocalCardDetails): Promise<string> {
    const intent = await this.findSetupIntent(clientSecret);
    if (!intent) throw new PaymentsProviderError('No such setup intent');
    const number = card.number.replace(/\s/g, '');
    const expiry = `${String(card.exp_month).padStart(2, '0')} / ${String(card.exp_year % 100).padStart(2, '0')}`;
    await cardSchema().validate({ number, expiry, cvc: card.cvc }, { abortEarly: false });
    if (intent.status === 'succeeded' && intent.paymentMethodId) return intent.paymentMethodId;
    if (number === LOCAL_TEST_CARDS.declinedAtSetup) throw new CardDeclinedError('generic_decline');
    const behaviour: LocalCardBehaviour =
      number === LOCAL_TEST_CARDS.chargesDeclined ? 'charge_declined' : 'ok';
    const pm = await this.ledger.repo(LocalPaymentMethod).save({
      id: newId('pm'),
      organizationId: intent.organizationId,
      customerId: null,
      brand: brandOf(number),
      last4: number.slice(-4),
      expMonth: card.exp_month,
      expYear: card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year,
      behaviour,
    });
    await this.ledger
      .repo(LocalSetupIntent)
      .update({ id: intent.id }, { status: 'succeeded', paymentMethodId: pm.id });
    return pm.id;
  }

  async attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<Card> {
    const customer = await this.ledger.customer(customerId);
    const pm = await this.ledger.repo(LocalPaymentMethod).findOneBy({ id: paymentMethodId });
    // A payment method confirmed for another organization cannot be attached here.
    if (
      !pm ||
      pm.organizationId !== customer.organizationId ||
      (pm.customerId && pm.customerId !== customerId)
    ) {
      throw new PaymentsProviderError('No such payment method');
    }
    await this.ledger.repo(LocalPaymentMethod).update({ id: pm.id }, { customerId });
    await this.ledger.repo(LocalCustomer).update({ id: customerId }, { defaultPaymentMethodId: pm.id });
    return this.presentCard(pm);
  }

  async getDefaultCard(customerId: string): Promise<Card | null> {
    const customer = await this.ledger.repo(LocalCustomer).findOneBy({ id: customerId });
    if (!customer?.defaultPaymentMethodId) return null;
    const pm = await this.ledger.repo(LocalPaymentMethod).findOneBy({ id: customer.defaultPaymentMethodId });
    return pm ? this.presentCard(pm) : null;
  }

  private presentCard(pm: LocalPaymentMethod): Card {
    return { brand: pm.brand, last4: pm.last4, exp_month: pm.expMonth, exp_year: pm.expYear };
  }
}
