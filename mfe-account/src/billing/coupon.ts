import type { CouponCheck, CouponResult } from '@ensemble/contracts';

/** A coupon with no product restriction applies to every product (Stripe's rule). */
export function couponApplies(result: CouponResult, productId: string | undefined): boolean {
  const products = result.coupon.applies_to?.products ?? [];
  return products.length === 0 || (productId != null && products.includes(productId));
}

/** Spec 1 §7: the answer's data.data[0], when it is a valid coupon for this product. */
export function usableCoupon(
  check: CouponCheck | undefined,
  productId: string | undefined,
): CouponResult | null {
  const first = check?.data?.data?.[0];
  if (!first || !first.coupon?.valid) return null;
  return couponApplies(first, productId) ? first : null;
}
