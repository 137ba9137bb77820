import { Controller, Get, HttpStatus, Inject, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { listQuerySchema, messages, type OutboxMessage, type Paginated } from '@ensemble/contracts';
import * as yup from 'yup';
import { CurrentOrganization, OwnerOnly, Public } from '../../common/access/access.decorators';
import { ApiError } from '../../common/http/api-error';
import { YupPipe } from '../../common/http/yup.pipe';
import { ApiOkPage, schemas } from '../../common/openapi/response-schemas';
import { ApiYupQuery } from '../../common/openapi/yup-openapi';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { OutboxStore } from '../../providers/outbox/outbox.store';
import type { Organization } from '../organizations/organization.entity';

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
    @Query(new YupPipe(mailboxQuery)) query: yup.InferType<typeof mailboxQuery>,
  ): Promise<Paginated<OutboxMessage>> {
    if (!this.config.outboxMailbox) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    return this.outbox.listForAddress(query.address, query);
  }
}
