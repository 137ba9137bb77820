import { timingSafeEqual } from 'node:crypto';
import { Controller, HttpStatus, Inject, Param, Req } from '@nestjs/common';
import { ApiConsumes } from '@nestjs/swagger';
import { emailEndpoints as api, messages } from '@ensemble/contracts';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { ApiError } from '../../../engine/http/api-error';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { EmailRepliesService } from './email-replies.service';
import { inboundMailOf } from './inbound-email';

/** SendGrid posts messages of up to 30 MB; the raw `email` field carries attachments too, and is read up to this. */
export const INBOUND_FIELD_MAX = 10 * 1024 * 1024;
/** The fields Inbound Parse posts that we read. */
const READ = new Set(['email', 'headers', 'from', 'subject', 'text']);

@Controller()
export class SendgridInboundController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly replies: EmailRepliesService,
  ) {}

  /**
   * No signature: Inbound Parse signs nothing, so the URL's secret is the credential. Attachments are skipped
   * unread; a message that matches nothing is still answered 200, or SendGrid would post it again for days.
   */
  @Endpoint(api.webhooks.sendgridInbound)
  @ApiConsumes('multipart/form-data')
  async receive(@Param('secret') secret: string, @Req() req: FastifyRequest): Promise<{ recorded: boolean }> {
    if (!this.secretMatches(secret) || !req.isMultipart()) {
      throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    }
    const fields: Record<string, string> = {};
    for await (const part of req.parts({ limits: { fieldSize: INBOUND_FIELD_MAX } })) {
      if (part.type === 'file') part.file.resume();
      else if (READ.has(part.fieldname)) fields[part.fieldname] = String(part.value);
    }
    const mail = await inboundMailOf(fields);
    return { recorded: mail ? await this.replies.receive(mail) : false };
  }

  private secretMatches(given: string): boolean {
    const expected = this.config.sendgridInboundSecret;
    if (!expected) return false;
    const a = Buffer.from(given, 'utf8');
    const b = Buffer.from(expected, 'utf8');
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
