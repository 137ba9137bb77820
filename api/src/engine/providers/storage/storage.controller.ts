import {
  type ArgumentsHost,
  Body,
  Catch,
  Controller,
  type ExceptionFilter,
  HttpStatus,
  Inject,
  Param,
  PayloadTooLargeException,
  Res,
  UploadedFile,
  UseFilters,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes } from '@nestjs/swagger';
import { accountMessages, messages, platformEndpoints as api } from '@ensemble/contracts';
import type { Response } from 'express';
import sharp from 'sharp';
import { KEY_RING, type KeyRing } from '../../crypto/key-ring';
import { AllExceptionsFilter } from '../../http/all-exceptions.filter';
import { ApiError } from '../../http/api-error';
import { Endpoint } from '../../http/endpoint.decorator';
import { isPublicKey, STORAGE_KEY_PATTERN, STORAGE_PROVIDER, type StorageProvider } from './storage-provider';
import { checkPolicy } from './upload-policy';

/** What the upload reads of multer's in-memory file. */
type UploadedBytes = Pick<Express.Multer.File, 'buffer' | 'size' | 'mimetype'>;

/** Multipart bodies are cut off well above the policy's limit; beyond it the answer is the spec's size message. */
const MULTIPART_LIMIT_BYTES = 10 * 1024 * 1024;

const RASTER_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

@Catch(PayloadTooLargeException)
class TooLargeFilter implements ExceptionFilter {
  private readonly inner = new AllExceptionsFilter();
  catch(_: PayloadTooLargeException, host: ArgumentsHost): void {
    this.inner.catch(ApiError.detail(HttpStatus.BAD_REQUEST, accountMessages.fileTooLarge2mb), host);
  }
}

/** The local storage provider's HTTP side: the signed-form upload target and the public files. */
@Controller()
export class StorageController {
  constructor(
    @Inject(STORAGE_PROVIDER) private readonly storage: StorageProvider,
    @Inject(KEY_RING) private readonly keys: KeyRing,
  ) {}

  @Endpoint(api.storageUpload)
  @UseFilters(TooLargeFilter)
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: MULTIPART_LIMIT_BYTES, files: 1 } }))
  @ApiConsumes('multipart/form-data')
  async upload(
    @Body() fields: Record<string, unknown>,
    @UploadedFile() file: UploadedBytes | undefined,
  ): Promise<void> {
    const check = checkPolicy(this.keys, fields ?? {});
    if (!check.ok) throw ApiError.detail(HttpStatus.FORBIDDEN, accountMessages.uploadFailed);
    if (!file || !STORAGE_KEY_PATTERN.test(check.key)) {
      throw ApiError.detail(HttpStatus.BAD_REQUEST, accountMessages.uploadFailed);
    }
    if (file.size > check.maxBytes)
      throw ApiError.detail(HttpStatus.BAD_REQUEST, accountMessages.fileTooLarge2mb);
    if (file.size < Math.max(1, check.minBytes))
      throw ApiError.detail(HttpStatus.BAD_REQUEST, accountMessages.fileNotImage);
    try {
      const meta = await sharp(file.buffer).metadata();
      if (!meta.width || !meta.height) throw new Error('no dimensions');
    } catch {
      throw ApiError.detail(HttpStatus.BAD_REQUEST, accountMessages.fileNotImage);
    }
    await this.storage.put(check.key, file.buffer, check.contentType);
  }

  @Endpoint(api.storageFile)
  async file(@Param('key') key: string, @Res() res: Response): Promise<void> {
    const data = isPublicKey(key) ? await this.storage.get(key) : null;
    if (!data) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    const ext = key.split('.').pop()?.toLowerCase() ?? '';
    const type = RASTER_TYPES[ext];
    // Uploaded bytes are never interpreted as a document of this origin (e.g. an SVG with scripts).
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    if (type) res.type(type);
    else res.type('application/octet-stream').setHeader('Content-Disposition', 'attachment');
    res.send(data);
  }
}
