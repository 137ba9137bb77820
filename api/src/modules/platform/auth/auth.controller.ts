import { Body, Controller, Get, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import {
  accountMessages,
  accountPaths,
  loginSendSmsSchema,
  loginVerifySchema,
  type AuthTokens,
  type DetailResponse,
  emailOnlySchema,
  type LoginResponse,
  loginSchema,
  type LoginSuccess,
  messages,
  newPasswordSchema,
  refreshSchema,
  type SignupResponse,
  signupWithInvitationSchema,
  type User as UserDto,
  verifyEmailSchema,
} from '@ensemble/contracts';
import type { InferType } from 'yup';
import { Authenticated, CurrentUser, Public } from '../../../engine/tenancy/access.decorators';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { ApiYupBody } from '../../../engine/http/openapi/yup-openapi';
import {
  ApiCreated,
  ApiOk,
  loginSuccessSchema,
  schemas,
  signupResponseSchema,
  twoFactorChallengeSchema,
} from '../../../engine/http/openapi/response-schemas';
import type { User } from '../users/user.entity';
import { presentUser } from '../users/users.service';
import { AuthService } from './auth.service';
import { underController } from '../../../engine/http/controller-path';

const Throttled = () => UseGuards(ThrottlerGuard);
const throttledDoc = { description: messages.tooManyRequests };

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('signup/')
  @Public()
  @Throttled()
  @ApiOperation({ summary: 'Create an account; unverified accounts get a verification email' })
  @ApiYupBody(signupWithInvitationSchema)
  @ApiCreated(signupResponseSchema)
  @ApiTooManyRequestsResponse(throttledDoc)
  signup(
    @Body(new YupPipe(signupWithInvitationSchema)) body: InferType<typeof signupWithInvitationSchema>,
  ): Promise<SignupResponse> {
    return this.auth.signup(body);
  }

  @Post('login/')
  @Public()
  @Throttled()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Sign in: tokens, or a two-step challenge when 2FA/OTP is on' })
  @ApiYupBody(loginSchema)
  @ApiOk({ oneOf: [loginSuccessSchema, twoFactorChallengeSchema] })
  @ApiForbiddenResponse({ description: messages.accountNotVerified })
  @ApiTooManyRequestsResponse(throttledDoc)
  login(@Body(new YupPipe(loginSchema)) body: InferType<typeof loginSchema>): Promise<LoginResponse> {
    return this.auth.login(body);
  }

  @Post(underController('auth', accountPaths.twoFactor.loginSendSms))
  @Public()
  @Throttled()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: "Two-step sign-in: send a code to the user's verified phone (first send and resend; 30 s apart)",
  })
  @ApiYupBody(loginSendSmsSchema)
  @ApiOk(schemas.Detail)
  @ApiUnauthorizedResponse({ description: accountMessages.challengeExpired })
  @ApiTooManyRequestsResponse({ description: accountMessages.waitBeforeNewCode(30) })
  async loginSendSms(
    @Body(new YupPipe(loginSendSmsSchema)) body: InferType<typeof loginSendSmsSchema>,
  ): Promise<DetailResponse> {
    await this.auth.loginSendSms(body.challenge);
    return { detail: accountMessages.smsCodeSent };
  }

  @Post(underController('auth', accountPaths.twoFactor.loginVerify))
  @Public()
  @Throttled()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Two-step sign-in: SMS code, authenticator code or backup code → tokens' })
  @ApiYupBody(loginVerifySchema)
  @ApiOk(loginSuccessSchema)
  @ApiUnauthorizedResponse({ description: accountMessages.challengeExpired })
  loginVerify(
    @Body(new YupPipe(loginVerifySchema)) body: InferType<typeof loginVerifySchema>,
  ): Promise<LoginSuccess> {
    return this.auth.loginVerify(body.challenge, body.token);
  }

  @Post('token/refresh/')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Rotate a refresh token: new pair; reusing a rotated token revokes its family' })
  @ApiYupBody(refreshSchema)
  @ApiOk(schemas.AuthTokens)
  @ApiUnauthorizedResponse({ description: 'Unknown, expired, revoked or reused refresh token' })
  refresh(@Body(new YupPipe(refreshSchema)) body: InferType<typeof refreshSchema>): Promise<AuthTokens> {
    return this.auth.refresh(body.refresh);
  }

  @Post('logout/')
  @Public()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'End the session: revokes the refresh token family (holding the token is the proof)',
  })
  @ApiYupBody(refreshSchema)
  @ApiNoContentResponse()
  async logout(@Body(new YupPipe(refreshSchema)) body: InferType<typeof refreshSchema>): Promise<void> {
    await this.auth.logout(body.refresh);
  }

  @Get('me/')
  @Authenticated()
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOk(schemas.User)
  me(@CurrentUser() user: User): UserDto {
    return presentUser(user);
  }

  @Post('verify-email/')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Consume a verification link token; signs the user in' })
  @ApiYupBody(verifyEmailSchema)
  @ApiOk(loginSuccessSchema)
  verifyEmail(
    @Body(new YupPipe(verifyEmailSchema)) body: InferType<typeof verifyEmailSchema>,
  ): Promise<LoginSuccess> {
    return this.auth.verifyEmail(body.token);
  }

  @Post('password-reset/')
  @Public()
  @Throttled()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Email reset instructions (same answer whether or not the account exists)' })
  @ApiYupBody(emailOnlySchema)
  @ApiOk(schemas.Detail)
  @ApiTooManyRequestsResponse(throttledDoc)
  async passwordReset(
    @Body(new YupPipe(emailOnlySchema)) body: InferType<typeof emailOnlySchema>,
  ): Promise<DetailResponse> {
    await this.auth.requestPasswordReset(body.email);
    return { detail: messages.resetInstructionsSent };
  }

  @Post('password-reset/confirm/')
  @Public()
  @Throttled()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Set a new password with the emailed token; ends every session' })
  @ApiYupBody(newPasswordSchema)
  @ApiOk(schemas.Detail)
  @ApiTooManyRequestsResponse(throttledDoc)
  async passwordResetConfirm(
    @Body(new YupPipe(newPasswordSchema)) body: InferType<typeof newPasswordSchema>,
  ): Promise<DetailResponse> {
    await this.auth.confirmPasswordReset(body.token, body.password);
    return { detail: messages.passwordSuccessfullyChanged };
  }
}
