import { Body, Controller, HttpStatus, Inject, Param, Res, UseInterceptors } from '@nestjs/common';
import { ApiConsumes } from '@nestjs/swagger';
import { accountMessages, messages, platformEndpoints as api } from '@ensemble/contracts';
import type { FastifyReply } from 'fastify';
import sharp from 'sharp';
import { KEY_RING, type KeyRing } from '../../crypto/key-ring';
import { ApiError } from '../../http/api-error';
import { Endpoint } from '../../http/endpoint.decorator';
import { FileUpload, type InMemoryFile, ReceivedFile } from '../../http/file-upload';
import { isPublicKey, STORAGE_KEY_PATTERN, STORAGE_PROVIDER, type StorageProvider } from './storage-provider';
import { checkPolicy } from './upload-policy';

/** What the upload reads of the received file. */
type UploadedBytes = Pick<InMemoryFile, 'buffer' | 'size' | 'mimetype'>;

/** Multipart bodies are cut off well above the policy's limit; beyond it the answer is the spec's size message. */
const MULTIPART_LIMIT_BYTES = 10 * 1024 * 1024;

const RASTER_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  // Social post videos (the only public files that are not images).
  mp4: 'video/mp4',
};

const StorageUpload = FileUpload({
  field: 'file',
  maxBytes: MULTIPART_LIMIT_BYTES,
  tooLarge: () => ApiError.detail(HttpStatus.BAD_REQUEST, accountMessages.fileTooLarge2mb),
  into: 'memory',
});

/** The local storage provider's HTTP side: the signed-form upload target and the public files. */
@Controller()
export class StorageController {
  constructor(
    @Inject(STORAGE_PROVIDER) private readonly storage: StorageProvider,
    @Inject(KEY_RING) private readonly keys: KeyRing,
  ) {}

  @Endpoint(api.storageUpload)
  @UseInterceptors(StorageUpload)
  @ApiConsumes('multipart/form-data')
  async upload(
    @Body() fields: Record<string, unknown>,
    @ReceivedFile() file: UploadedBytes | undefined,
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
  async file(@Param('key') key: string, @Res() res: FastifyReply): Promise<void> {
    const data = isPublicKey(key) ? await this.storage.get(key) : null;
    if (!data) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    const ext = key.split('.').pop()?.toLowerCase() ?? '';
    const type = RASTER_TYPES[ext];
    // Uploaded bytes are never interpreted as a document of this origin (e.g. an SVG with scripts).
    void res
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (type) void res.type(type);
    else void res.type('application/octet-stream').header('Content-Disposition', 'attachment');
    void res.send(data);
  }
}
