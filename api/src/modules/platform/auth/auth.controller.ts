import { Body, Controller, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import {
  accountMessages,
  authEndpoints as api,
  type AuthTokens,
  type DetailResponse,
  emailOnlySchema,
  type LoginResponse,
  loginSchema,
  loginSendSmsSchema,
  type LoginSuccess,
  loginVerifySchema,
  messages,
  newPasswordSchema,
  refreshSchema,
  type SignupResponse,
  signupWithInvitationSchema,
  type User as UserDto,
  verifyEmailSchema,
} from '@ensemble/contracts';
import type { InferType } from 'yup';
import { CurrentUser } from '../../../engine/tenancy/access.decorators';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import type { User } from '../users/user.entity';
import { presentUser } from '../users/users.service';
import { AuthService } from './auth.service';

const Throttled = () => UseGuards(ThrottlerGuard);

@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Endpoint(api.signup)
  @Throttled()
  signup(@Body() body: InferType<typeof signupWithInvitationSchema>): Promise<SignupResponse> {
    return this.auth.signup(body);
  }

  @Endpoint(api.login)
  @Throttled()
  login(@Body() body: InferType<typeof loginSchema>): Promise<LoginResponse> {
    return this.auth.login(body);
  }

  @Endpoint(api.loginSendSms)
  @Throttled()
  async loginSendSms(@Body() body: InferType<typeof loginSendSmsSchema>): Promise<DetailResponse> {
    await this.auth.loginSendSms(body.challenge);
    return { detail: accountMessages.smsCodeSent };
  }

  @Endpoint(api.loginVerify)
  @Throttled()
  loginVerify(@Body() body: InferType<typeof loginVerifySchema>): Promise<LoginSuccess> {
    return this.auth.loginVerify(body.challenge, body.token);
  }

  @Endpoint(api.refresh)
  refresh(@Body() body: InferType<typeof refreshSchema>): Promise<AuthTokens> {
    return this.auth.refresh(body.refresh);
  }

  @Endpoint(api.logout)
  async logout(@Body() body: InferType<typeof refreshSchema>): Promise<void> {
    await this.auth.logout(body.refresh);
  }

  @Endpoint(api.me)
  me(@CurrentUser() user: User): UserDto {
    return presentUser(user);
  }

  @Endpoint(api.verifyEmail)
  verifyEmail(@Body() body: InferType<typeof verifyEmailSchema>): Promise<LoginSuccess> {
    return this.auth.verifyEmail(body.token);
  }

  @Endpoint(api.passwordReset)
  @Throttled()
  async passwordReset(@Body() body: InferType<typeof emailOnlySchema>): Promise<DetailResponse> {
    await this.auth.requestPasswordReset(body.email);
    return { detail: messages.resetInstructionsSent };
  }

  @Endpoint(api.passwordResetConfirm)
  @Throttled()
  async passwordResetConfirm(@Body() body: InferType<typeof newPasswordSchema>): Promise<DetailResponse> {
    await this.auth.confirmPasswordReset(body.token, body.password);
    return { detail: messages.passwordSuccessfullyChanged };
  }

  /** Spec 1 §7 gives this path under /organization. */
  @Endpoint(api.resendVerificationEmail)
  @Throttled()
  async resendVerification(@Body() body: InferType<typeof emailOnlySchema>): Promise<DetailResponse> {
    await this.auth.resendVerification(body.email);
    return { detail: messages.verificationEmailSent };
  }
}
