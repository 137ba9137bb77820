import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiExcludeEndpoint,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import {
  type GoogleLoginUrl,
  type GoogleSignInConfig,
  googleSignInExchangeSchema,
  googleSignInMessages,
  googleSignInPaths,
  type LoginResponse,
  messages,
} from '@ensemble/contracts';
import type { Response } from 'express';
import type { InferType } from 'yup';
import { Public } from '../../../engine/tenancy/access.decorators';
import { underController } from '../../../engine/http/controller-path';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { ApiYupBody } from '../../../engine/http/openapi/yup-openapi';
import {
  ApiOk,
  loginSuccessSchema,
  twoFactorChallengeSchema,
} from '../../../engine/http/openapi/response-schemas';
import { GoogleSignInService } from './google-sign-in.service';

const Throttled = () => UseGuards(ThrottlerGuard);
const path = (contractPath: string) => underController('auth', contractPath);
/** A query value as Express may hand it (repeated keys give arrays): only a single string counts. */
const one = (v: unknown) => (typeof v === 'string' ? v : undefined);

@ApiTags('auth')
@Controller('auth')
export class GoogleSignInController {
  constructor(private readonly google: GoogleSignInService) {}

  @Get(path(googleSignInPaths.config))
  @Public()
  @ApiOperation({ summary: 'Whether sign-in with Google is offered (GOOGLE_OIDC_CLIENT_ID is set)' })
  @ApiOk({ type: 'object', properties: { enabled: { type: 'boolean' } }, required: ['enabled'] })
  config(): GoogleSignInConfig {
    return { enabled: this.google.enabled };
  }

  @Get(path(googleSignInPaths.loginUrl))
  @Public()
  @Throttled()
  @ApiOperation({
    summary:
      "Spec 1 §7 'Google login URL': Google's authorization URL for a new attempt (state, nonce, PKCE)",
  })
  @ApiOk({ type: 'object', properties: { url: { type: 'string' } }, required: ['url'] })
  @ApiNotFoundResponse({ description: googleSignInMessages.notConfigured })
  @ApiTooManyRequestsResponse({ description: messages.tooManyRequests })
  loginUrl(): Promise<GoogleLoginUrl> {
    return this.google.loginUrl();
  }

  /** The browser arrives here from Google; it leaves for the login page with a one-time code. */
  @Get(path(googleSignInPaths.callback))
  @Public()
  @Throttled()
  @ApiExcludeEndpoint()
  async callback(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    const target = await this.google.callback({
      code: one(query.code),
      state: one(query.state),
      error: one(query.error),
    });
    // The page it lands on must not pass the code on in a Referer.
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.redirect(HttpStatus.FOUND, target);
  }

  @Post(path(googleSignInPaths.exchange))
  @Public()
  @Throttled()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Trade the callback’s one-time code (with this browser’s state) for what a password login answers',
  })
  @ApiYupBody(googleSignInExchangeSchema)
  @ApiOk({ oneOf: [loginSuccessSchema, twoFactorChallengeSchema] })
  @ApiBadRequestResponse({ description: googleSignInMessages.failed })
  @ApiTooManyRequestsResponse({ description: messages.tooManyRequests })
  exchange(
    @Body(new YupPipe(googleSignInExchangeSchema)) body: InferType<typeof googleSignInExchangeSchema>,
  ): Promise<LoginResponse> {
    return this.google.exchange(body.code, body.state);
  }
}
