import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { BillingService } from '../../src/modules/billing/subscriptions/billing.service';
import { BillingCustomersService } from '../../src/modules/billing/subscriptions/billing-customers.service';
import { Organization } from '../../src/modules/platform/organizations/organization.entity';
import {
  BillingCouponRow,
  BillingPromotionCodeRow,
} from '../../src/engine/providers/payments/local/catalogue.entities';
import { LocalPaymentsProvider } from '../../src/engine/providers/payments/local/local-payments.provider';
import { Builder, builderContext, nextSeq } from './context';

/** A coupon and its promotion code in the local catalogue. */
class CouponBuilder extends Builder<{
  code: string;
  percentOff: number;
  valid: boolean;
  products: string[];
}> {
  constructor() {
    super({ code: `TEST${nextSeq().toUpperCase()}`, percentOff: 10, valid: true, products: [] });
  }

  withCode(code: string): this {
    return this.set({ code });
  }

  percent(percentOff: number): this {
    return this.set({ percentOff });
  }

  invalid(): this {
    return this.set({ valid: false });
  }

  forProducts(...products: string[]): this {
    return this.set({ products });
  }

  async build(): Promise<{ couponId: string; promoId: string; code: string }> {
    const { code, percentOff, valid, products } = this.fields;
    const ds = builderContext().dataSource;
    const seq = nextSeq();
    const couponId = `coupon_t_${seq}`;
    const promoId = `promo_t_${seq}`;
    await ds.getRepository(BillingCouponRow).insert({
      id: couponId,
      percentOff,
      valid,
      appliesTo: products,
    });
    await ds
      .getRepository(BillingPromotionCodeRow)
      .insert({ id: promoId, code: code.toUpperCase(), couponId, active: true });
    return { couponId, promoId, code };
  }
}

export const aCoupon = () => new CouponBuilder();

export const GOOD_CARD = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2099, cvc: '123' };
export const CHARGE_DECLINED_CARD = { ...GOOD_CARD, number: '4000000000000341' };

/** Gives the organization a default card through the local provider, as the card form would. */
export async function withCard(org: Organization, card = GOOD_CARD): Promise<void> {
  const t = builderContext();
  const local = t.app.get(LocalPaymentsProvider);
  const customers = t.app.get(BillingCustomersService);
  const fresh = await t.dataSource.getRepository(Organization).findOneByOrFail({ id: org.id });
  const { results } = await customers.setupIntent(fresh);
  const pm = await local.confirmSetupIntent(results.client_secret, card);
  await customers.savePaymentMethod(fresh, pm);
}

/** Subscribes the organization (card + plan) without HTTP: for tests that need a billed organization. */
export async function subscribed(
  org: Organization,
  priceId = 'price_chorus_month',
  seats = 0,
): Promise<void> {
  const t = builderContext();
  await withCard(org);
  const fresh = await t.app
    .get<DataSource>(getDataSourceToken())
    .getRepository(Organization)
    .findOneByOrFail({ id: org.id });
  await t.app.get(BillingService).create(fresh, { price_id: priceId, quantity: seats });
}
