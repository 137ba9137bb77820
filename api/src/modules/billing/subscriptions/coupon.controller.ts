import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { billingPaths, type CouponCheck, couponCheckSchema } from '@ensemble/contracts';
import type { InferType } from 'yup';
import { Authenticated } from '../../../engine/tenancy/access.decorators';
import { underController } from '../../../engine/http/controller-path';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { ApiYupBody } from '../../../engine/http/openapi/yup-openapi';
import { CouponsService } from './coupons.service';

@ApiTags('billing')
@Controller('coupon')
export class CouponController {
  constructor(private readonly coupons: CouponsService) {}

  @Post(underController('coupon', billingPaths.couponCheck))
  @Authenticated()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: "A promotion code's coupon; data.data is empty when unknown, invalid or not for the product",
  })
  @ApiYupBody(couponCheckSchema)
  check(
    @Body(new YupPipe(couponCheckSchema)) body: InferType<typeof couponCheckSchema>,
  ): Promise<CouponCheck> {
    return this.coupons.couponCheck(body.code, body.product);
  }
}
