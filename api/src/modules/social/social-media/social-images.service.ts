import { Inject, Injectable } from '@nestjs/common';
import { type SocialImageUpload, socialMessages } from '@ensemble/contracts';
import { ApiError } from '../../../engine/http/api-error';
import type { InMemoryFile } from '../../../engine/http/file-upload';
import {
  imageThumbnail,
  MediaRejectedError,
  mediaKindOf,
  type ProcessedImage,
  processImage,
} from '../../../engine/media';
import { STORAGE_PROVIDER, type StorageProvider } from '../../../engine/providers/storage/storage-provider';
import { socialImageKeys } from './media-keys';
import { MEDIA_FIELD, mediaRefusal } from './media-upload';

/** What the image routes read of the received file. */
export type ReceivedImage = Pick<InMemoryFile, 'originalname' | 'mimetype' | 'size' | 'buffer'>;

/**
 * Post images (spec 3 §5 Post, §7): checked and re-encoded by processImage (type, at least 320 px each way,
 * upright, no metadata), then stored with a thumbnail, or handed back unstored.
 */
@Injectable()
export class SocialImagesService {
  constructor(@Inject(STORAGE_PROVIDER) private readonly storage: StorageProvider) {}

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
    const image = await this.process(file);
    const thumbnail = await imageThumbnail(image.buffer);
    const keys = socialImageKeys(userId, image.extension);
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
