import { Body, Controller } from '@nestjs/common';
import { billingEndpoints as api, type CouponCheck } from '@ensemble/contracts';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { CouponsService } from './coupons.service';

@Controller()
export class CouponController {
  constructor(private readonly coupons: CouponsService) {}

  @Endpoint(api.couponCheck)
  check(@Body() body: { code: string; product?: string }): Promise<CouponCheck> {
    return this.coupons.couponCheck(body.code, body.product);
  }
}
