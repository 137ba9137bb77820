import { Body, Controller, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import {
  accountMessages,
  type BackupCodes,
  codeSchema,
  type DetailResponse,
  type OtpDevice,
  otpDeviceSchema,
  smsSetupSchema,
  twoFactorEndpoints as api,
  type User as UserDto,
} from '@ensemble/contracts';
import type { InferType } from 'yup';
import { CurrentUser } from '../../../engine/tenancy/access.decorators';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import type { User } from '../users/user.entity';
import { presentUser } from '../users/users.service';
import { TwoFactorService } from './two-factor.service';

type Code = InferType<typeof codeSchema>;

/** Two-factor settings of the signed-in user (password accounts only; others get 403). Every call is throttled. */
@Controller()
@UseGuards(ThrottlerGuard)
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Endpoint(api.smsSetup)
  async smsSetup(
    @CurrentUser() user: User,
    @Body() body: InferType<typeof smsSetupSchema>,
  ): Promise<DetailResponse> {
    await this.twoFactor.smsSetup(user, body.phone_number, body.password);
    return { detail: accountMessages.smsCodeSent };
  }

  @Endpoint(api.smsEnable)
  async smsEnable(@CurrentUser() user: User, @Body() body: Code): Promise<UserDto> {
    return presentUser(await this.twoFactor.smsEnable(user, body.token));
  }

  @Endpoint(api.smsDisableCode)
  async smsDisableCode(@CurrentUser() user: User): Promise<DetailResponse> {
    await this.twoFactor.smsDisableCode(user);
    return { detail: accountMessages.smsCodeSent };
  }

  @Endpoint(api.smsDisable)
  async smsDisable(@CurrentUser() user: User, @Body() body: Code): Promise<UserDto> {
    return presentUser(await this.twoFactor.smsDisable(user, body.token));
  }

  @Endpoint(api.otpDevice)
  otpDevice(@CurrentUser() user: User, @Body() body: InferType<typeof otpDeviceSchema>): Promise<OtpDevice> {
    return this.twoFactor.otpDevice(user, body.password);
  }

  @Endpoint(api.otpEnable)
  otpEnable(@CurrentUser() user: User, @Body() body: Code): Promise<BackupCodes> {
    return this.twoFactor.otpEnable(user, body.token);
  }

  @Endpoint(api.otpDisable)
  async otpDisable(@CurrentUser() user: User, @Body() body: Code): Promise<UserDto> {
    return presentUser(await this.twoFactor.otpDisable(user, body.token));
  }

  @Endpoint(api.backupCodes)
  backupCodes(@CurrentUser() user: User, @Body() body: Code): Promise<BackupCodes> {
    return this.twoFactor.regenerateBackupCodes(user, body.token);
  }
}
