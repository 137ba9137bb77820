import {
  type ArgumentsHost,
  Body,
  Catch,
  Controller,
  Delete,
  type ExceptionFilter,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  PayloadTooLargeException,
  Post,
  Res,
  UploadedFile,
  UseFilters,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import {
  type DocumentUploadInput,
  documentUploadSchema,
  type LeadDocument as LeadDocumentView,
  leadDocumentsConstants,
  leadDocumentsMessages,
} from '@ensemble/contracts';
import type { Response } from 'express';
import { CurrentLead, CurrentUser, TenantRoute } from '../../../engine/tenancy/access.decorators';
import { AllExceptionsFilter } from '../../../engine/http/all-exceptions.filter';
import { ApiError } from '../../../engine/http/api-error';
import { OrganizationQuota } from '../../../engine/quotas/organization-quota';
import { YupPipe } from '../../../engine/http/yup.pipe';
import type { Lead } from '../leads/lead.entity';
import type { User } from '../../platform';
import { LeadDocumentsService, type UploadedDocument } from './lead-documents.service';
import { idPipe } from '../../../engine/http/params';

const LeadIdParam = () => ApiParam({ name: 'leadId', type: 'integer' });
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
@ApiTags('contacts')
@Controller('organization/lead/:leadId/documents')
export class LeadDocumentsController {
  constructor(private readonly documents: LeadDocumentsService) {}

  @Get()
  @TenantRoute()
  @LeadIdParam()
  @ApiOperation({ summary: "A contact's documents, newest first" })
  @ApiOkResponse({ description: 'LeadDocument[]: file is the guarded download URL (needs the bearer token)' })
  list(@CurrentLead() lead: Lead): Promise<LeadDocumentView[]> {
    return this.documents.list(scopeOf(lead));
  }

  @Post()
  @TenantRoute()
  @LeadIdParam()
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
  @ApiOperation({
    summary: 'Upload a document → 201 LeadDocument',
    description:
      `400 { file: ['${leadDocumentsMessages.noFile}' | '${leadDocumentsMessages.fileTooLarge}'] }, ` +
      `{ name: ['${leadDocumentsMessages.nameRequired}' | '${leadDocumentsMessages.nameTooLong}'] }. ` +
      'Writes a document_added history entry.',
  })
  @ApiCreatedResponse({ description: leadDocumentsMessages.added })
  upload(
    @CurrentLead() lead: Lead,
    @CurrentUser() user: User,
    @UploadedFile() file: UploadedDocument | undefined,
    @Body(new YupPipe(documentUploadSchema)) body: DocumentUploadInput,
  ): Promise<LeadDocumentView> {
    return this.documents.upload(scopeOf(lead), user.id, file, body);
  }

  @Get(':id/download/')
  @TenantRoute()
  @LeadIdParam()
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiProduces('application/octet-stream')
  @ApiOperation({
    summary: 'The bytes of a document, as an attachment named after it',
    description: 'Tenant-guarded like the list: a document of another organization answers 404.',
  })
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

  @Delete(':id/')
  @TenantRoute()
  @LeadIdParam()
  @ApiParam({ name: 'id', type: 'integer' })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a document and its stored file (document_deleted history entry)' })
  @ApiNoContentResponse({ description: leadDocumentsMessages.deleted })
  remove(
    @CurrentLead() lead: Lead,
    @CurrentUser() user: User,
    @Param('id', idPipe) id: number,
  ): Promise<void> {
    return this.documents.remove(scopeOf(lead), user.id, id);
  }
}
