import { basename } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { type SocialImageUpload, socialConstants, socialMessages } from '@ensemble/contracts';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { ApiError } from '../../../engine/http/api-error';
import type { InMemoryFile } from '../../../engine/http/file-upload';
import {
  imageThumbnail,
  MediaRejectedError,
  mediaKindOf,
  type ProcessedImage,
  processImage,
} from '../../../engine/media';
import { safeFetch } from '../../../engine/net/safe-fetch';
import { STORAGE_PROVIDER, type StorageProvider } from '../../../engine/providers/storage/storage-provider';
import { type ImageOwner, socialImageKeys } from './media-keys';
import { MEDIA_FIELD, mediaRefusal } from './media-upload';

/** What the image routes read of the received file. */
export type ReceivedImage = Pick<InMemoryFile, 'originalname' | 'mimetype' | 'size' | 'buffer'>;

/** How an image named by a web page or a feed is fetched: the upload's own size limit. */
const IMAGE_FETCH = {
  timeoutMs: 15_000,
  maxBytes: socialConstants.mediaMaxBytes,
  accept: 'image/*',
  userAgent: 'Ensemble/1.0 (+image import)',
} as const;

/** The file name processImage judges the type by: from the Content-Type (an image address often has no extension). */
function nameOf(address: string, contentType: string | null): string {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const byType: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/svg+xml': 'svg' };
  const ext = byType[type];
  return ext ? `image.${ext}` : basename(new URL(address).pathname) || 'image';
}

/**
 * Post images (spec 3 §5 Post, §7): checked and re-encoded by processImage (type, at least 320 px each way,
 * upright, no metadata), then stored with a thumbnail, or handed back unstored. An image a page or a feed names is
 * fetched through the SSRF guard and goes through the same rules, so every post's media is ours and valid.
 */
@Injectable()
export class SocialImagesService {
  private readonly logger = new Logger(SocialImagesService.name);

  constructor(
    @Inject(STORAGE_PROVIDER) private readonly storage: StorageProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The processed image; a refused file is a 400 on `image` with the spec's sentence. */
  async process(file: ReceivedImage | undefined): Promise<ProcessedImage> {
    if (!file || file.size === 0) throw ApiError.field(MEDIA_FIELD, socialMessages.mediaRequired);
    try {
      if (mediaKindOf(file.originalname, file.mimetype) !== 'image')
        throw new MediaRejectedError(socialMessages.mediaType);
      return await processImage(file.buffer, file.originalname);
    } catch (err) {
      throw mediaRefusal(err);
    }
  }

  /** Processes and stores the image and its thumbnail under the uploader's prefix; their public URLs. */
  async upload(userId: number, file: ReceivedImage | undefined): Promise<SocialImageUpload> {
    return this.store({ userId }, await this.process(file));
  }

  /**
   * The image at `address` (a page's og:image, a feed item's picture), fetched through the SSRF guard, processed
   * and stored as an upload is; null when it cannot be fetched or breaks a rule (the draft then has no media).
   */
  async adopt(owner: ImageOwner, address: string): Promise<SocialImageUpload | null> {
    try {
      const res = await safeFetch(address, { ...IMAGE_FETCH, allow: this.config.outboundFetchAllow });
      if (res.status < 200 || res.status >= 300) throw new Error(`HTTP ${res.status}`);
      return await this.store(owner, await processImage(res.body, nameOf(res.url, res.contentType)));
    } catch (err) {
      this.logger.log(`image ${address} not taken: ${(err as Error).message}`);
      return null;
    }
  }

  /**
   * Deletes an image stored by upload() or adopt() that nothing came to use (a draft edited while its picture was
   * fetched); an address that is not one of this storage's is left alone.
   */
  async discard(image: Pick<SocialImageUpload, 'url' | 'thumbnail'>): Promise<void> {
    for (const address of [image.url, image.thumbnail]) {
      const key = this.storage.keyOfUrl(address);
      if (key) await this.storage.delete(key);
    }
  }

  private async store(owner: ImageOwner, image: ProcessedImage): Promise<SocialImageUpload> {
    const thumbnail = await imageThumbnail(image.buffer);
    const keys = socialImageKeys(owner, image.extension);
    await this.storage.put(keys.image, image.buffer, image.mime);
    await this.storage.put(keys.thumbnail, thumbnail, 'image/jpeg');
    return {
      url: this.storage.publicUrl(keys.image),
      thumbnail: this.storage.publicUrl(keys.thumbnail),
      width: image.width,
      height: image.height,
    };
  }
}
