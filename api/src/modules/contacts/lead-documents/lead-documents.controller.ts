import { Body, Controller, Param, Res, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiProduces } from '@nestjs/swagger';
import {
  leadDocumentsEndpoints as api,
  type DocumentUploadInput,
  documentUploadSchema,
  type LeadDocument as LeadDocumentView,
  leadDocumentsConstants,
  leadDocumentsMessages,
} from '@ensemble/contracts';
import type { FastifyReply } from 'fastify';
import { CurrentLead, CurrentUser } from '../../../engine/tenancy/access.decorators';
import { ApiError } from '../../../engine/http/api-error';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { FileUpload, ReceivedFile } from '../../../engine/http/file-upload';
import { OrganizationQuota } from '../../../engine/quotas/organization-quota';
import { YupPipe } from '../../../engine/http/yup.pipe';
import type { Lead } from '../leads/lead.entity';
import type { User } from '../../platform';
import { LeadDocumentsService, type UploadedDocument } from './lead-documents.service';
import { idPipe } from '../../../engine/http/params';

const scopeOf = (lead: Lead) => ({ organizationId: lead.organizationId, leadId: lead.id });

/** Reading stops past 5 MB; the answer is the form's field error in the spec's words. */
const DocumentUpload = FileUpload({
  field: leadDocumentsConstants.fileField,
  maxBytes: leadDocumentsConstants.maxBytes,
  tooLarge: () => ApiError.field('file', leadDocumentsMessages.fileTooLarge),
  into: 'memory',
});

/** RFC 6266 filename with an ASCII fallback, so any document name survives the header. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A contact's documents (spec 2 §7 Documents); the lead decides the organization (member, else 404). */
@Controller()
export class LeadDocumentsController {
  constructor(private readonly documents: LeadDocumentsService) {}

  @Endpoint(api.list)
  list(@CurrentLead() lead: Lead): Promise<LeadDocumentView[]> {
    return this.documents.list(scopeOf(lead));
  }

  /** Multipart: FileUpload reads the file, the text fields are checked here (the declaration has no JSON body). */
  @Endpoint(api.upload)
  @OrganizationQuota('documentUploads')
  @UseInterceptors(DocumentUpload)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file', 'name'],
      properties: {
        file: { type: 'string', format: 'binary', description: 'at most 5242880 bytes' },
        name: { type: 'string', maxLength: leadDocumentsConstants.nameMax },
        lead: { type: 'integer', description: 'accepted for the spec payload; the path decides the contact' },
      },
    },
  })
  upload(
    @CurrentLead() lead: Lead,
    @CurrentUser() user: User,
    @ReceivedFile() file: UploadedDocument | undefined,
    @Body(new YupPipe(documentUploadSchema)) body: DocumentUploadInput,
  ): Promise<LeadDocumentView> {
    return this.documents.upload(scopeOf(lead), user.id, file, body);
  }

  @Endpoint(api.download)
  @ApiProduces('application/octet-stream')
  async download(
    @CurrentLead() lead: Lead,
    @Param('id', idPipe) id: number,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const file = await this.documents.download(scopeOf(lead), id);
    void res
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', attachmentHeader(file.fileName))
      // Uploaded bytes are never interpreted as a page of this origin.
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, no-store')
      .send(file.data);
  }

  @Endpoint(api.remove)
  remove(
    @CurrentLead() lead: Lead,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
  ): Promise<void> {
    return this.documents.remove(scopeOf(lead), user.id, id);
  }
}
