import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { type DetailResponse, emailOnlySchema, messages } from '@ensemble/contracts';
import type { InferType } from 'yup';
import { Public } from '../../../engine/tenancy/access.decorators';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { ApiOk, schemas } from '../../../engine/http/openapi/response-schemas';
import { ApiYupBody } from '../../../engine/http/openapi/yup-openapi';
import { AuthService } from './auth.service';

/** Spec 1 §7 gives this path under /organization. */
@ApiTags('auth')
@Controller('organization')
export class ResendVerificationController {
  constructor(private readonly auth: AuthService) {}

  @Post('resend-verification-email')
  @Public()
  @UseGuards(ThrottlerGuard)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Send the verification email again (same answer whether or not the account exists)',
  })
  @ApiYupBody(emailOnlySchema)
  @ApiOk(schemas.Detail)
  @ApiTooManyRequestsResponse({ description: messages.tooManyRequests })
  async resend(
    @Body(new YupPipe(emailOnlySchema)) body: InferType<typeof emailOnlySchema>,
  ): Promise<DetailResponse> {
    await this.auth.resendVerification(body.email);
    return { detail: messages.verificationEmailSent };
  }
}
