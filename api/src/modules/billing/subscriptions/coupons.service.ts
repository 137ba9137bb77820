import { Inject, Injectable } from '@nestjs/common';
import { type CouponCheck, type CouponInfo } from '@ensemble/contracts';
import {
  PLATFORM_CATALOGUE,
  type PlatformCatalogue,
} from '../../../engine/providers/payments/payments-provider';

/** Coupons and promotion codes of the platform catalogue, and which product they apply to. */
@Injectable()
export class CouponsService {
  constructor(@Inject(PLATFORM_CATALOGUE) private readonly catalogue: PlatformCatalogue) {}

  async couponCheck(code: string, product: string | undefined): Promise<CouponCheck> {
    const found = await this.catalogue.findPromotionCode(code);
    if (!found || !found.coupon.valid || (product && !appliesTo(found.coupon, product))) {
      return { data: { data: [] } };
    }
    return { data: { data: [found] } };
  }

  /** The coupon id to apply: a coupon id or a promotion code, valid and applying to the product; else null. */
  async couponFor(value: string | undefined, productId: string): Promise<string | null> {
    if (!value) return null;
    const byCode = await this.catalogue.findPromotionCode(value);
    const coupon = byCode?.coupon ?? (await this.catalogue.getCoupon(value));
    return coupon && coupon.valid && appliesTo(coupon, productId) ? coupon.id : null;
  }
}

function appliesTo(coupon: CouponInfo, productId: string): boolean {
  const products = coupon.applies_to?.products ?? [];
  return products.length === 0 || products.includes(productId);
}
