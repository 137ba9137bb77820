import { Body, Controller, HttpStatus, Query, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import {
  googleSignInEndpoints as api,
  type GoogleLoginUrl,
  type GoogleSignInConfig,
  googleSignInExchangeSchema,
  type LoginResponse,
} from '@ensemble/contracts';
import type { FastifyReply } from 'fastify';
import type { InferType } from 'yup';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { GoogleSignInService } from './google-sign-in.service';

const Throttled = () => UseGuards(ThrottlerGuard);
/** A query value as Express may hand it (repeated keys give arrays): only a single string counts. */
const one = (v: unknown) => (typeof v === 'string' ? v : undefined);

@Controller()
export class GoogleSignInController {
  constructor(private readonly google: GoogleSignInService) {}

  @Endpoint(api.config)
  config(): GoogleSignInConfig {
    return { enabled: this.google.enabled };
  }

  @Endpoint(api.loginUrl)
  @Throttled()
  loginUrl(): Promise<GoogleLoginUrl> {
    return this.google.loginUrl();
  }

  /** The browser arrives here from Google; it leaves for the login page with a one-time code. */
  @Endpoint(api.callback)
  @Throttled()
  @ApiExcludeEndpoint()
  async callback(@Query() query: Record<string, unknown>, @Res() res: FastifyReply): Promise<void> {
    const target = await this.google.callback({
      code: one(query.code),
      state: one(query.state),
      error: one(query.error),
    });
    // The page it lands on must not pass the code on in a Referer.
    void res.header('Referrer-Policy', 'no-referrer').redirect(target, HttpStatus.FOUND);
  }

  @Endpoint(api.exchange)
  @Throttled()
  exchange(@Body() body: InferType<typeof googleSignInExchangeSchema>): Promise<LoginResponse> {
    return this.google.exchange(body.code, body.state);
  }
}
