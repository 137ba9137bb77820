import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpStatus, Inject, Param, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  mailboxQuerySchema,
  messages,
  organizationOutboxQuerySchema,
  type OutboxMessage,
  type outboxReplySchema,
  type Paginated,
  platformEndpoints as api,
} from '@ensemble/contracts';
import type { InferType } from 'yup';
import { CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import { ApiError } from '../../../engine/http/api-error';
import { idPipe } from '../../../engine/http/params';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { OutboxStore } from '../../../engine/providers/outbox/outbox.store';
import type { Organization } from '../../platform';
import { EmailRepliesService } from '../replies/email-replies.service';

@Controller()
export class OutboxController {
  constructor(
    private readonly outbox: OutboxStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly replies: EmailRepliesService,
  ) {}

  @Endpoint(api.outbox)
  organizationOutbox(
    @CurrentOrganization() organization: Organization,
    @Query() query: InferType<typeof organizationOutboxQuerySchema>,
  ): Promise<Paginated<OutboxMessage>> {
    return this.outbox.listForOrganization(organization.id, query);
  }

  /**
   * The embedded default has no mail server for a contact to answer from: the outbox page's Reply writes what the
   * recipient would, and it is received as a real reply is (In-Reply-To the email's Message-ID, from its recipient).
   */
  @Endpoint(api.outboxReply)
  async reply(
    @CurrentOrganization() organization: Organization,
    @Param('id', idPipe) id: number,
    @Body() body: InferType<typeof outboxReplySchema>,
  ): Promise<{ recorded: boolean }> {
    const message =
      this.config.emailProvider === 'outbox'
        ? await this.outbox.findForOrganization(organization.id, id)
        : null;
    if (!message || message.channel !== 'email' || !message.messageId) {
      throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    }
    const from = message.toNormalized;
    const recorded = await this.replies.receive(
      {
        messageId: `<reply.${randomUUID()}@${from.split('@')[1] ?? 'localhost'}>`,
        from,
        answers: [message.messageId],
        subject: `Re: ${message.subject ?? ''}`.trim().slice(0, 255),
        text: body.text,
      },
      organization.id,
    );
    return { recorded };
  }

  @Endpoint(api.mailbox)
  mailbox(
    @Req() req: FastifyRequest,
    @Query() query: InferType<typeof mailboxQuerySchema>,
  ): Promise<Paginated<OutboxMessage>> {
    // The API listens on every interface: a loopback APP_URL alone does not keep the local network out. The socket's
    // own peer address is read, never X-Forwarded-For, which a caller writes.
    if (!this.config.outboxMailbox || !isLoopbackAddress(req.socket.remoteAddress)) {
      throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    }
    return this.outbox.listForAddress(query.address, query);
  }
}

/** 127.0.0.0/8 or ::1, also in IPv4-mapped IPv6 form (::ffff:127.0.0.1), as Node reports dual-stack peers. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127(\.\d{1,3}){3}$/.test(v4);
}
