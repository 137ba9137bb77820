import { Body, Controller, Param, Res, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiProduces } from '@nestjs/swagger';
import {
  type CsvBucket,
  csvBuckets,
  type CsvImportJob,
  type CsvImportStarted,
  leadsCsvConstants,
  leadsCsvEndpoints as api,
  leadsCsvMessages,
} from '@ensemble/contracts';
import type { FastifyReply } from 'fastify';
import { rm } from 'node:fs/promises';
import { CurrentOrganization, CurrentUser } from '../../../engine/tenancy/access.decorators';
import { ApiError } from '../../../engine/http/api-error';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { FileUpload, ReceivedFile } from '../../../engine/http/file-upload';
import { type TempUpload, tempUploadDir } from '../../../engine/providers/storage/temp-upload-storage';
import type { Organization, User } from '../../platform';
import { csvAttachment, streamCsv } from './csv-response';
import { LeadExportsService } from './lead-exports.service';
import { LeadImportsService } from './lead-imports.service';
import { idPipe } from '../../../engine/http/params';

/**
 * The file is received into a temp file under DATA_DIR rather than memory: it may be as large as the limit. Past
 * the limit, the answer is the form's field error in the contract's words.
 */
const CsvFileUpload = FileUpload({
  field: 'csv_file',
  maxBytes: leadsCsvConstants.maxBytes,
  tooLarge: () => ApiError.field('csv_file', leadsCsvMessages.tooLarge),
  into: (config) => tempUploadDir(config.dataDir),
});

/** CSV import under /organization/{orgId}/upload-opportunities-csv/ (spec 2 §7 'CSV'). */
@Controller()
export class LeadImportsController {
  constructor(
    private readonly imports: LeadImportsService,
    private readonly exports: LeadExportsService,
  ) {}

  @Endpoint(api.upload)
  @UseInterceptors(CsvFileUpload)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['csv_file', 'bucket'],
      properties: {
        csv_file: { type: 'string', format: 'binary' },
        bucket: { type: 'string', enum: [...csvBuckets] },
        mode: { type: 'string', enum: ['new', 'existing'], description: 'implied by list_id when absent' },
        list_id: { type: 'integer', description: 'an existing opportunity list (opportunity bucket)' },
        list_name: { type: 'string', description: 'a new list made by this upload (opportunity bucket)' },
      },
    },
  })
  async upload(
    @CurrentOrganization() org: Organization,
    @CurrentUser() user: User,
    @ReceivedFile() file: TempUpload | undefined,
    @Body() body: Record<string, unknown>,
  ): Promise<CsvImportStarted> {
    try {
      return await this.imports.upload(org.id, user.id, file, body ?? {});
    } finally {
      // An accepted file has been copied to storage by now; the temp file is never needed again.
      if (file) await rm(file.path, { force: true });
    }
  }

  @Endpoint(api.template)
  @ApiProduces('text/csv')
  template(@Body() body: { bucket: string }, @Res({ passthrough: true }) res: FastifyReply): string {
    const { fileName, body: text } = this.exports.template(body.bucket as CsvBucket);
    csvAttachment(res, fileName);
    return text;
  }

  @Endpoint(api.importJob)
  job(
    @CurrentOrganization() org: Organization,
    @Param('importJobId', idPipe) id: number,
  ): Promise<CsvImportJob> {
    return this.imports.getJob(org.id, id);
  }

  @Endpoint(api.rejectedRows)
  @ApiProduces('text/csv')
  async rejectedRows(
    @CurrentOrganization() org: Organization,
    @Param('importJobId', idPipe) id: number,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const row = await this.imports.findWithRejectedRows(org.id, id);
    await streamCsv(res, `rejected_rows_${row.id}.csv`, (out) => this.imports.writeRejectedRows(row, out));
  }
}
