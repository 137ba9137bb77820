import { Controller, Get, HttpStatus, Inject, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ApiNotFoundResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { listQuerySchema, messages, type OutboxMessage, type Paginated } from '@ensemble/contracts';
import * as yup from 'yup';
import { CurrentOrganization, OwnerOnly, Public } from '../../../engine/tenancy/access.decorators';
import { ApiError } from '../../../engine/http/api-error';
import { YupPipe } from '../../../engine/http/yup.pipe';
import { ApiOkPage, schemas } from '../../../engine/http/openapi/response-schemas';
import { ApiYupQuery } from '../../../engine/http/openapi/yup-openapi';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { OutboxStore } from '../../../engine/providers/outbox/outbox.store';
import type { Organization } from '../../platform';

const pageQuery = listQuerySchema.pick(['page', 'per_page']);
const organizationOutboxQuery = pageQuery.shape({
  channel: yup
    .string()
    .oneOf(['email', 'sms'] as const, messages.invalidChoice)
    .optional(),
});
const mailboxQuery = pageQuery.shape({
  address: yup.string().trim().required(messages.mailboxAddressRequired).max(254, messages.maxLength(254)),
});

@ApiTags('outbox')
@Controller()
export class OutboxController {
  constructor(
    private readonly outbox: OutboxStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('organization/:orgId/outbox/')
  @OwnerOnly()
  @ApiParam({ name: 'orgId', type: 'integer' })
  @ApiOperation({ summary: 'What the outbox providers "sent" for this organization, newest first' })
  @ApiYupQuery(organizationOutboxQuery)
  @ApiOkPage(schemas.OutboxMessage)
  organizationOutbox(
    @CurrentOrganization() organization: Organization,
    @Query(new YupPipe(organizationOutboxQuery)) query: yup.InferType<typeof organizationOutboxQuery>,
  ): Promise<Paginated<OutboxMessage>> {
    return this.outbox.listForOrganization(organization.id, query);
  }

  @Get('outbox/mailbox/')
  @Public()
  @ApiOperation({
    summary: 'Local mailbox: messages sent to an address, newest first',
    description:
      'Served only while OUTBOX_MAILBOX is on, which the API allows only with the outbox providers and a loopback ' +
      'APP_URL (the start command, tests): this is how a newcomer reads the verification email without a mail ' +
      'server. Anywhere else it is off and the API refuses to start with it on.',
  })
  @ApiYupQuery(mailboxQuery)
  @ApiOkPage(schemas.OutboxMessage)
  @ApiNotFoundResponse({ description: 'The mailbox is turned off' })
  mailbox(
    @Req() req: Request,
    @Query(new YupPipe(mailboxQuery)) query: yup.InferType<typeof mailboxQuery>,
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
