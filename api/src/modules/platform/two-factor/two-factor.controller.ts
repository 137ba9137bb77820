import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import {
  accountMessages,
  accountPaths,
  type BackupCodes,
  codeSchema,
  type DetailResponse,
  messages,
  type OtpDevice,
  otpDeviceSchema,
  smsSetupSchema,
  type User as UserDto,
} from '@ensemble/contracts';
import type { InferType } from 'yup';
import { Authenticated, CurrentUser } from '../../../engine/tenancy/access.decorators';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { ApiOk, schemas } from '../../../engine/http/openapi/response-schemas';
import { ApiYupBody } from '../../../engine/http/openapi/yup-openapi';
import type { User } from '../users/user.entity';
import { presentUser } from '../users/users.service';
import { TwoFactorService } from './two-factor.service';
import { underController } from '../../../engine/http/controller-path';

const Throttled = () => UseGuards(ThrottlerGuard);
const throttledDoc = {
  description: `${messages.tooManyRequests} / ${accountMessages.waitBeforeNewCode(30)}`,
};
const route = (path: string) => underController('auth', path);
const p = accountPaths.twoFactor;
const backupCodesSchema = {
  type: 'object',
  properties: { codes: { type: 'array', items: { type: 'string' } } },
} as const;

/** Two-factor settings of the signed-in user (password accounts only; others get 403). */
@ApiTags('two-factor')
@Controller('auth')
@Authenticated()
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Post(route(p.smsSetup))
  @Throttled()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Send a code to the phone to verify (E.164); one per 30 s. Asks for the current password',
  })
  @ApiYupBody(smsSetupSchema)
  @ApiOk(schemas.Detail)
  @ApiTooManyRequestsResponse(throttledDoc)
  async smsSetup(
    @CurrentUser() user: User,
    @Body(new YupPipe(smsSetupSchema)) body: InferType<typeof smsSetupSchema>,
  ): Promise<DetailResponse> {
    await this.twoFactor.smsSetup(user, body.phone_number, body.password);
    return { detail: accountMessages.smsCodeSent };
  }

  @Post(route(p.smsEnable))
  @Throttled()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Enable SMS two-step verification with the code sent by smsSetup → User' })
  @ApiYupBody(codeSchema)
  @ApiOk(schemas.User)
  async smsEnable(
    @CurrentUser() user: User,
    @Body(new YupPipe(codeSchema)) body: InferType<typeof codeSchema>,
  ): Promise<UserDto> {
    return presentUser(await this.twoFactor.smsEnable(user, body.token));
  }

  @Post(route(p.smsDisableCode))
  @Throttled()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Send a code to the verified phone, to confirm disabling SMS verification' })
  @ApiOk(schemas.Detail)
  @ApiTooManyRequestsResponse(throttledDoc)
  async smsDisableCode(@CurrentUser() user: User): Promise<DetailResponse> {
    await this.twoFactor.smsDisableCode(user);
    return { detail: accountMessages.smsCodeSent };
  }

  @Post(route(p.smsDisable))
  @Throttled()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Disable SMS verification (refused while the authenticator is on) → User' })
  @ApiYupBody(codeSchema)
  @ApiOk(schemas.User)
  async smsDisable(
    @CurrentUser() user: User,
    @Body(new YupPipe(codeSchema)) body: InferType<typeof codeSchema>,
  ): Promise<UserDto> {
    return presentUser(await this.twoFactor.smsDisable(user, body.token));
  }

  @Post(route(p.otpDevice))
  @Throttled()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'A new, unconfirmed authenticator secret (QR URL + secret), after the current password',
  })
  @ApiYupBody(otpDeviceSchema)
  @ApiOk({ type: 'object', properties: { urlLink: { type: 'string' }, secret: { type: 'string' } } })
  otpDevice(
    @CurrentUser() user: User,
    @Body(new YupPipe(otpDeviceSchema)) body: InferType<typeof otpDeviceSchema>,
  ): Promise<OtpDevice> {
    return this.twoFactor.otpDevice(user, body.password);
  }

  @Post(route(p.otpEnable))
  @Throttled()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Confirm the authenticator with a code → 10 backup codes' })
  @ApiYupBody(codeSchema)
  @ApiOk(backupCodesSchema)
  otpEnable(
    @CurrentUser() user: User,
    @Body(new YupPipe(codeSchema)) body: InferType<typeof codeSchema>,
  ): Promise<BackupCodes> {
    return this.twoFactor.otpEnable(user, body.token);
  }

  @Post(route(p.otpDisable))
  @Throttled()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Disable the authenticator (TOTP or backup code); deletes backup codes → User' })
  @ApiYupBody(codeSchema)
  @ApiOk(schemas.User)
  async otpDisable(
    @CurrentUser() user: User,
    @Body(new YupPipe(codeSchema)) body: InferType<typeof codeSchema>,
  ): Promise<UserDto> {
    return presentUser(await this.twoFactor.otpDisable(user, body.token));
  }

  @Post(route(p.backupCodes))
  @Throttled()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'New backup codes (TOTP or backup code); the old ones stop working' })
  @ApiYupBody(codeSchema)
  @ApiOk(backupCodesSchema)
  backupCodes(
    @CurrentUser() user: User,
    @Body(new YupPipe(codeSchema)) body: InferType<typeof codeSchema>,
  ): Promise<BackupCodes> {
    return this.twoFactor.regenerateBackupCodes(user, body.token);
  }
}
