import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { messages } from '@ensemble/contracts';
import sharp from 'sharp';
import { ApiError } from '../../../engine/http/api-error';
import {
  emailThumbnailKey,
  STORAGE_PROVIDER,
  type StorageProvider,
} from '../../../engine/providers/storage/storage-provider';

const PNG_DATA_URL = 'data:image/png;base64,';

/**
 * Template thumbnails: the PNG the builder draws of an email's first screen, stored through the storage provider
 * under the organization's file prefix (o<id>-…, so deleting the organization removes them) and served publicly,
 * as the cards show them in <img>. The key is random; the picture shows only what the template says.
 */
@Injectable()
export class TemplateThumbnails {
  private readonly logger = new Logger(TemplateThumbnails.name);

  constructor(@Inject(STORAGE_PROVIDER) private readonly storage: StorageProvider) {}

  /** Stores a PNG data URL (re-encoded, so only pixels are kept); its public URL. */
  async store(organizationId: number, dataUrl: string): Promise<string> {
    const invalid = () => ApiError.field('thumbnail', messages.invalidChoice);
    if (!dataUrl.startsWith(PNG_DATA_URL)) throw invalid();
    let png: Buffer;
    try {
      const raw = Buffer.from(dataUrl.slice(PNG_DATA_URL.length), 'base64');
      const meta = await sharp(raw).metadata();
      if (meta.format !== 'png') throw new Error('not a PNG');
      png = await sharp(raw).png().toBuffer();
    } catch {
      throw invalid();
    }
    const key = emailThumbnailKey(organizationId, randomUUID());
    await this.storage.put(key, png, 'image/png');
    return this.storage.publicUrl(key);
  }

  /** A copy of a stored thumbnail for a duplicated template (each template owns its file); null if none. */
  async copy(organizationId: number, url: string | null): Promise<string | null> {
    const key = url ? this.storage.keyOfUrl(url) : null;
    const data = key ? await this.storage.get(key) : null;
    if (!data) return null;
    const copy = emailThumbnailKey(organizationId, randomUUID());
    await this.storage.put(copy, data, 'image/png');
    return this.storage.publicUrl(copy);
  }

  /** Removes the files of thumbnails no longer named by any template; a failure is logged, not thrown. */
  async remove(urls: (string | null)[]): Promise<void> {
    for (const url of urls) {
      const key = url ? this.storage.keyOfUrl(url) : null;
      if (!key) continue;
      await this.storage
        .delete(key)
        .catch((err: Error) => this.logger.warn(`thumbnail ${key} not deleted: ${err.message}`));
    }
  }
}
