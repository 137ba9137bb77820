import { Body, Controller, Headers, HttpStatus, Inject, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { phoneWebhookEndpoints as api } from '@ensemble/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { ApiError } from '../../../engine/http/api-error';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import {
  PHONE_WEBHOOK_PATHS,
  PHONE_WEBHOOK_SIGNATURES,
  type PhoneWebhookSignatures,
} from '../../../engine/providers/sms/phone-webhooks';
import { InboundCallsService } from './inbound-calls.service';
import { InboundTextsService } from './inbound-texts.service';
import { formOf, type PhoneWebhookForm, signedUrl, TWILIO_SIGNATURE_HEADER } from './phone-webhook-form';
import { PhoneStatusService } from './phone-status.service';

/** The provider's forms as the OpenAPI document shows them: its parameters are many, these are the ones we read. */
const form = (names: string[]) => ({
  schema: {
    type: 'object' as const,
    properties: Object.fromEntries(names.map((n) => [n, { type: 'string' as const }])),
    additionalProperties: { type: 'string' as const },
  },
});

/**
 * The SMS provider's webhooks for every organization's number (issue 19, Inbound). Public: the provider signs each
 * post (X-Twilio-Signature over the URL it was given and every parameter), and a post that does not verify is a
 * 403 before anything is read or written. Not throttled, as SendGrid's events are not: a forged post costs one HMAC,
 * and a limit would drop the provider's own posts when many contacts reply at once. Answers are TwiML.
 */
@Controller()
export class PhoneWebhooksController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PHONE_WEBHOOK_SIGNATURES) private readonly signatures: PhoneWebhookSignatures,
    private readonly texts: InboundTextsService,
    private readonly calls: InboundCallsService,
    private readonly status: PhoneStatusService,
  ) {}

  @Endpoint(api.sms)
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody(form(['MessageSid', 'AccountSid', 'From', 'To', 'Body', 'NumMedia']))
  async sms(
    @Req() req: FastifyRequest,
    @Headers(TWILIO_SIGNATURE_HEADER) signature: string | undefined,
    @Body() body: unknown,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const verified = this.verified(req, PHONE_WEBHOOK_PATHS.sms, signature, body);
    twiml(res, await this.texts.receive(verified));
  }

  @Endpoint(api.voice)
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody(form(['CallSid', 'AccountSid', 'From', 'To', 'CallStatus', 'Direction']))
  async voice(
    @Req() req: FastifyRequest,
    @Headers(TWILIO_SIGNATURE_HEADER) signature: string | undefined,
    @Body() body: unknown,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const verified = this.verified(req, PHONE_WEBHOOK_PATHS.voice, signature, body);
    twiml(res, await this.calls.incoming(verified));
  }

  @Endpoint(api.dial)
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody(form(['CallSid', 'DialCallSid', 'DialCallStatus', 'DialCallDuration']))
  async dial(
    @Req() req: FastifyRequest,
    @Headers(TWILIO_SIGNATURE_HEADER) signature: string | undefined,
    @Body() body: unknown,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const verified = this.verified(req, PHONE_WEBHOOK_PATHS.dial, signature, body);
    twiml(res, await this.calls.dialed(verified));
  }

  @Endpoint(api.status)
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody(
    form(['MessageSid', 'MessageStatus', 'ErrorCode', 'From', 'CallSid', 'CallStatus', 'CallDuration']),
  )
  async statusReport(
    @Req() req: FastifyRequest,
    @Headers(TWILIO_SIGNATURE_HEADER) signature: string | undefined,
    @Body() body: unknown,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const verified = this.verified(req, PHONE_WEBHOOK_PATHS.status, signature, body);
    twiml(res, await this.status.report(verified, refOf(req)));
  }

  /** The form, when the signature is the provider's over API_PUBLIC_URL + the path as called and the form; else 403. */
  private verified(
    req: FastifyRequest,
    path: string,
    signature: string | undefined,
    body: unknown,
  ): PhoneWebhookForm {
    const posted = formOf(body);
    const url = signedUrl(this.config.apiPublicUrl, path, req.url);
    // The interface types a form as one value per name; the SDK signs a repeated name's values as Twilio does.
    if (!posted || !this.signatures.validateRequest(signature ?? '', url, posted as Record<string, string>))
      throw ApiError.detail(HttpStatus.FORBIDDEN, 'Invalid webhook signature');
    return posted;
  }
}

/** The status callback's `ref` (the sent text's idempotency key), when its URL carries one. */
function refOf(req: FastifyRequest): string | null {
  const ref = (req.query as Record<string, unknown> | undefined)?.ref;
  return typeof ref === 'string' ? ref : null;
}

function twiml(res: FastifyReply, document: string): void {
  void res.status(HttpStatus.OK).type('text/xml; charset=utf-8').send(document);
}
