import {
  type ArgumentsHost,
  Body,
  Catch,
  Controller,
  type ExceptionFilter,
  Param,
  PayloadTooLargeException,
  Res,
  UploadedFile,
  UseFilters,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiProduces } from '@nestjs/swagger';
import {
  leadDocumentsEndpoints as api,
  type DocumentUploadInput,
  documentUploadSchema,
  type LeadDocument as LeadDocumentView,
  leadDocumentsConstants,
  leadDocumentsMessages,
} from '@ensemble/contracts';
import type { Response } from 'express';
import { CurrentLead, CurrentUser } from '../../../engine/tenancy/access.decorators';
import { AllExceptionsFilter } from '../../../engine/http/all-exceptions.filter';
import { ApiError } from '../../../engine/http/api-error';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { OrganizationQuota } from '../../../engine/quotas/organization-quota';
import { YupPipe } from '../../../engine/http/yup.pipe';
import type { Lead } from '../leads/lead.entity';
import type { User } from '../../platform';
import { LeadDocumentsService, type UploadedDocument } from './lead-documents.service';
import { idPipe } from '../../../engine/http/params';

const scopeOf = (lead: Lead) => ({ organizationId: lead.organizationId, leadId: lead.id });

/** Multer stops reading past 5 MB; the answer is the form's field error in the spec's words. */
@Catch(PayloadTooLargeException)
class DocumentTooLargeFilter implements ExceptionFilter {
  private readonly inner = new AllExceptionsFilter();
  catch(_: PayloadTooLargeException, host: ArgumentsHost): void {
    this.inner.catch(ApiError.field('file', leadDocumentsMessages.fileTooLarge), host);
  }
}

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

  /** Multipart: multer reads the file, the text fields are checked here (the declaration has no JSON body). */
  @Endpoint(api.upload)
  @OrganizationQuota('documentUploads')
  @UseFilters(DocumentTooLargeFilter)
  @UseInterceptors(
    FileInterceptor(leadDocumentsConstants.fileField, {
      limits: { fileSize: leadDocumentsConstants.maxBytes, files: 1 },
    }),
  )
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
    @UploadedFile() file: UploadedDocument | undefined,
    @Body(new YupPipe(documentUploadSchema)) body: DocumentUploadInput,
  ): Promise<LeadDocumentView> {
    return this.documents.upload(scopeOf(lead), user.id, file, body);
  }

  @Endpoint(api.download)
  @ApiProduces('application/octet-stream')
  async download(
    @CurrentLead() lead: Lead,
    @Param('id', idPipe) id: number,
    @Res() res: Response,
  ): Promise<void> {
    const file = await this.documents.download(scopeOf(lead), id);
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Disposition', attachmentHeader(file.fileName));
    res.setHeader('Content-Length', String(file.data.length));
    // Uploaded bytes are never interpreted as a page of this origin.
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Cache-Control', 'private, no-store');
    res.end(file.data);
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
