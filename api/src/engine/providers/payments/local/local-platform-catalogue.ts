import { type BillingProduct, type CouponResult } from '@ensemble/contracts';
import { type PlatformCatalogue } from '../payments-provider';
import {
  BillingCouponRow,
  BillingPriceRow,
  BillingProductRow,
  BillingPromotionCodeRow,
} from './catalogue.entities';
import type { LocalLedger } from './local-ledger';

/** The plans, 'User Seat', add-ons and coupons Ensemble sells, from our own tables (seeded by LocalCatalogueSeeder). */
export class LocalPlatformCatalogue implements PlatformCatalogue {
  constructor(private readonly ledger: LocalLedger) {}

  async listProducts(): Promise<BillingProduct[]> {
    const products = await this.ledger.repo(BillingProductRow).find({
      where: { active: true },
      order: { sortOrder: 'ASC', id: 'ASC' },
    });
    const prices = await this.ledger.repo(BillingPriceRow).find({
      where: { active: true },
      order: { unitAmount: 'ASC' },
    });
    return products.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      kind: p.kind,
      metadata: p.metadata,
      prices: prices
        .filter((pr) => pr.productId === p.id)
        .map((pr) => ({
          id: pr.id,
          unit_amount: pr.unitAmount,
          unit_amount_decimal: String(pr.unitAmount),
          currency: pr.currency,
          interval: pr.interval,
        })),
    }));
  }

  async findPromotionCode(code: string): Promise<CouponResult | null> {
    const promo = await this.ledger.repo(BillingPromotionCodeRow).findOneBy({
      code: code.trim().toUpperCase(),
      active: true,
    });
    if (!promo) return null;
    const coupon = await this.ledger.repo(BillingCouponRow).findOneBy({ id: promo.couponId });
    if (!coupon) return null;
    return { id: promo.id, code: promo.code, coupon: this.presentCoupon(coupon) };
  }

  async getCoupon(couponId: string): Promise<CouponResult['coupon'] | null> {
    const coupon = await this.ledger.repo(BillingCouponRow).findOneBy({ id: couponId });
    return coupon ? this.presentCoupon(coupon) : null;
  }

  private presentCoupon(c: BillingCouponRow): CouponResult['coupon'] {
    return { id: c.id, valid: c.valid, percent_off: c.percentOff, applies_to: { products: c.appliesTo } };
  }
}
