import { randomBytes } from 'node:crypto';
import {
  type CanActivate,
  type ExecutionContext,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
} from '@nestjs/common';
import {
  messages,
  type PhoneWebhookAnswer,
  type SimulatedCall,
  type SimulatedText,
  type simulatedCallSchema,
  type simulatedTextSchema,
} from '@ensemble/contracts';
import type { FastifyRequest } from 'fastify';
import type { InferType } from 'yup';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { KEY_RING, type KeyRing } from '../../../engine/crypto/key-ring';
import { ApiError } from '../../../engine/http/api-error';
import {
  localPhoneWebhookSigner,
  type PhoneWebhookSigner,
} from '../../../engine/providers/sms/phone-webhook-signer';
import { PHONE_WEBHOOK_PATHS } from '../../../engine/providers/sms/phone-webhooks';
import { isLoopbackAddress } from '../outbox/outbox.controller';
import { TWILIO_SIGNATURE_HEADER } from './phone-webhook-form';
import { forwards } from './twiml';

/** The account the simulated posts come from (the local provider has none: a made-up one of Twilio's shape). */
export const LOCAL_ACCOUNT_SID = `AC${'0'.repeat(32)}`;

/** A provider id of the given prefix (SM a message, CA a call): 32 random hexadecimal digits, as Twilio's. */
export const simulatedSid = (prefix: 'SM' | 'CA') => `${prefix}${randomBytes(16).toString('hex')}`;

/**
 * The simulator's routes are the local mailbox's kin: served only while OUTBOX_MAILBOX is on, with the local SMS
 * provider (whose key signs the posts), and to a caller on this machine. The socket's own peer address is read,
 * never X-Forwarded-For, which a caller writes. A guard, so a refusal is the mailbox's 404 before any validation.
 */
@Injectable()
export class LocalPhoneGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    if (
      !this.config.outboxMailbox ||
      this.config.smsProvider !== 'outbox' ||
      !isLoopbackAddress(req.socket.remoteAddress)
    )
      throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    return true;
  }
}

/**
 * A phone on this machine (the embedded default and the journeys have no provider to text or call from): it makes
 * the forms Twilio would post for a text or a call to one of the organizations' numbers, signs them with the local
 * provider's key as Twilio signs with the auth token, and posts them over HTTP to this API's own webhooks
 * (API_PUBLIC_URL), so a simulated text or call goes through exactly the path a real one does.
 */
@Injectable()
export class PhoneSimulatorService {
  private readonly logger = new Logger(PhoneSimulatorService.name);
  private readonly signer: PhoneWebhookSigner;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(KEY_RING) keys: KeyRing,
  ) {
    this.signer = localPhoneWebhookSigner(keys);
  }

  async text(input: InferType<typeof simulatedTextSchema>): Promise<SimulatedText> {
    const sid = simulatedSid('SM');
    const sms = await this.post(PHONE_WEBHOOK_PATHS.sms, {
      MessageSid: sid,
      SmsMessageSid: sid,
      SmsSid: sid,
      AccountSid: LOCAL_ACCOUNT_SID,
      From: input.from,
      To: input.to,
      Body: input.body,
      NumMedia: '0',
      NumSegments: '1',
      SmsStatus: 'received',
      ApiVersion: '2010-04-01',
    });
    return { sid, sms };
  }

  /** The call, then, when it was forwarded, the forwarded leg's outcome as <Dial action> reports it. */
  async call(input: InferType<typeof simulatedCallSchema>): Promise<SimulatedCall> {
    const sid = simulatedSid('CA');
    const call = {
      CallSid: sid,
      AccountSid: LOCAL_ACCOUNT_SID,
      From: input.from,
      To: input.to,
      Caller: input.from,
      Called: input.to,
      Direction: 'inbound',
      ApiVersion: '2010-04-01',
    };
    const voice = await this.post(PHONE_WEBHOOK_PATHS.voice, { ...call, CallStatus: 'ringing' });
    if (voice.status !== HttpStatus.OK || !forwards(voice.body)) return { sid, voice, dial: null };
    const dial = await this.post(PHONE_WEBHOOK_PATHS.dial, {
      ...call,
      CallStatus: 'in-progress',
      DialCallSid: simulatedSid('CA'),
      DialCallStatus: input.answered ? 'completed' : 'no-answer',
      DialCallDuration: String(input.answered ? input.duration : 0),
    });
    return { sid, voice, dial };
  }

  private async post(path: string, form: Record<string, string>): Promise<PhoneWebhookAnswer> {
    const url = `${this.config.apiPublicUrl}${path}`;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          [TWILIO_SIGNATURE_HEADER]: this.signer.sign(url, form),
        },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      return { status: res.status, body: await res.text() };
    } catch (err) {
      this.logger.warn(`phone simulator: ${url} did not answer: ${(err as Error).message}`);
      throw ApiError.detail(HttpStatus.BAD_GATEWAY, `The webhook at ${url} did not answer.`);
    }
  }
}
