import { Controller, HttpStatus, Inject, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { accountMessages, emailConstants, emailEndpoints } from '@ensemble/contracts';
import sharp from 'sharp';
import { ApiError } from '../../http/api-error';
import { Endpoint } from '../../http/endpoint.decorator';
import { FileUpload, type InMemoryFile, ReceivedFile } from '../../http/file-upload';
import { CurrentOrganization } from '../../tenancy/access.decorators';
import { emailImageKey, STORAGE_PROVIDER, type StorageProvider } from './storage-provider';

/** The raster formats an email may show, by sharp's name for them; anything else (SVG above all) is refused. */
const EMAIL_IMAGE_TYPES: Record<string, { ext: string; type: string }> = {
  png: { ext: 'png', type: 'image/png' },
  jpeg: { ext: 'jpg', type: 'image/jpeg' },
  gif: { ext: 'gif', type: 'image/gif' },
  webp: { ext: 'webp', type: 'image/webp' },
};

const ImageUpload = FileUpload({
  field: 'file',
  maxBytes: emailConstants.imageMaxBytes,
  tooLarge: () => ApiError.detail(HttpStatus.BAD_REQUEST, accountMessages.fileTooLarge2mb),
  into: 'memory',
});

/**
 * Images of the email builder (issue 17 'Builder'): stored through the storage provider under a key naming the
 * organization and served publicly, because the recipients' mail programs fetch them without a session.
 */
@Controller()
export class EmailImagesController {
  constructor(@Inject(STORAGE_PROVIDER) private readonly storage: StorageProvider) {}

  @Endpoint(emailEndpoints.images.upload)
  @UseInterceptors(ImageUpload)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: {
          type: 'string',
          format: 'binary',
          description: `png, jpeg, gif or webp, at most ${emailConstants.imageMaxBytes} bytes`,
        },
      },
    },
  })
  async upload(
    @CurrentOrganization() organization: { id: number },
    @ReceivedFile() file: Pick<InMemoryFile, 'buffer' | 'size'> | undefined,
  ): Promise<{ url: string }> {
    if (!file || file.size === 0) throw ApiError.detail(HttpStatus.BAD_REQUEST, accountMessages.fileNotImage);
    // The bytes decide what the file is, never its name or the type the browser claimed.
    let format: { ext: string; type: string } | undefined;
    try {
      const meta = await sharp(file.buffer).metadata();
      format = meta.width && meta.height && meta.format ? EMAIL_IMAGE_TYPES[meta.format] : undefined;
    } catch {
      format = undefined;
    }
    if (!format) throw ApiError.detail(HttpStatus.BAD_REQUEST, accountMessages.fileNotImage);
    const key = emailImageKey(organization.id, format.ext);
    await this.storage.put(key, file.buffer, format.type);
    return { url: this.storage.publicUrl(key) };
  }
}
