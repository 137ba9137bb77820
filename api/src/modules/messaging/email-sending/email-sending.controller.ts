import { Body, Controller, Param, Query, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import {
  type EmailAttachment,
  emailConstants,
  emailEndpoints,
  type EmailRecipientsCount,
  type emailRecipientsSchema,
  type EmailSuppression,
  type Paginated,
  type SendEmailResult,
  type sendEmailSchema,
} from '@ensemble/contracts';
import type { InferType } from 'yup';
import { FileUpload, type InMemoryFile, ReceivedFile } from '../../../engine/http/file-upload';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { idPipe } from '../../../engine/http/params';
import { CurrentOrganization, CurrentUser } from '../../../engine/tenancy/access.decorators';
import type { Organization, User } from '../../platform';
import { attachmentTooLarge, EmailAttachmentsService } from './email-attachments.service';
import { EmailSendingService } from './email-sending.service';
import { EmailSuppressionsService } from './email-suppressions.service';

const api = emailEndpoints.sending;

const AttachmentUpload = FileUpload({
  field: 'file',
  maxBytes: emailConstants.attachmentsMaxBytes,
  tooLarge: attachmentTooLarge,
  into: 'memory',
});

/** Spec 3 §3-§5: attachments, the recipients count, the send, and the suppression list. */
@Controller()
export class EmailSendingController {
  constructor(
    private readonly sending: EmailSendingService,
    private readonly attachments: EmailAttachmentsService,
    private readonly suppressions: EmailSuppressionsService,
  ) {}

  @Endpoint(api.attach)
  @UseInterceptors(AttachmentUpload)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary', description: 'at most 10485760 bytes' } },
    },
  })
  attach(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @ReceivedFile() file: InMemoryFile | undefined,
  ): Promise<EmailAttachment> {
    return this.attachments.upload(org.id, user.id, file);
  }

  @Endpoint(api.recipients)
  recipients(
    @CurrentOrganization() org: Organization,
    @Body() body: InferType<typeof emailRecipientsSchema>,
  ): Promise<EmailRecipientsCount> {
    return this.sending.count(org.id, body);
  }

  @Endpoint(api.send)
  send(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @Body() body: InferType<typeof sendEmailSchema>,
  ): Promise<SendEmailResult> {
    return this.sending.send(org.id, user, body);
  }

  @Endpoint(api.suppressions)
  suppressionList(
    @CurrentOrganization() org: Organization,
    @Query() q: { page: number; per_page: number; search: string },
  ): Promise<Paginated<EmailSuppression>> {
    return this.suppressions.list(org.id, q);
  }

  @Endpoint(api.removeSuppression)
  removeSuppression(
    @CurrentOrganization() org: Organization,
    @Param('id', idPipe) id: number,
  ): Promise<void> {
    return this.suppressions.remove(org.id, id);
  }
}
