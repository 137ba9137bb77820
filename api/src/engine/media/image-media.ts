import { socialConstants, socialMessages } from '@ensemble/contracts';
import sharp from 'sharp';
import { extensionOf } from './media-kind';
import { MediaRejectedError } from './media-rejected-error';

export { MediaRejectedError } from './media-rejected-error';

/** An uploaded image made ready for the networks: pixels only, upright, at most IMAGE_MAX_SIDE on its long side. */
export interface ProcessedImage {
  buffer: Buffer;
  mime: 'image/jpeg' | 'image/png';
  extension: 'jpg' | 'png';
  width: number;
  height: number;
}

/** The networks shrink anything larger themselves; keeping more only costs storage and upload time. */
export const IMAGE_MAX_SIDE = 4096;
export const IMAGE_THUMBNAIL_SIDE = 480;
const JPEG_QUALITY = 85;
const THUMBNAIL_QUALITY = 80;

/** What sharp must find in the bytes, whatever the extension claims: the three formats the upload accepts. */
const DECODED_FORMATS = new Set(['jpeg', 'png', 'svg']);

/**
 * Checks and re-encodes an uploaded image (spec 3 §5 Post, §9): jpg, jpeg, png or svg (rasterized), at least
 * socialConstants.imageMinPixels wide and high as displayed (after its EXIF rotation). The result carries no
 * metadata (camera, GPS): a JPEG for photos, a PNG when the image has transparency or was an SVG.
 */
export async function processImage(input: Buffer, filename: string): Promise<ProcessedImage> {
  const ext = extensionOf(filename);
  if (!(socialConstants.imageExtensions as readonly string[]).includes(ext))
    throw new MediaRejectedError(socialMessages.mediaType);
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch {
    throw new MediaRejectedError(socialMessages.mediaType);
  }
  if (!DECODED_FORMATS.has(meta.format) || !meta.width || !meta.height)
    throw new MediaRejectedError(socialMessages.mediaType);
  const { width, height } = meta.autoOrient;
  if (width < socialConstants.imageMinPixels || height < socialConstants.imageMinPixels)
    throw new MediaRejectedError(socialMessages.imageTooSmall);

  const asPng = meta.format === 'svg' || meta.hasAlpha;
  // 'error' rather than the default 'warning': phone cameras write JPEGs with harmless warnings.
  const pipeline = sharp(input, { failOn: 'error' })
    .rotate()
    .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
  try {
    const { data, info } = await (asPng ? pipeline.png() : pipeline.jpeg({ quality: JPEG_QUALITY })).toBuffer(
      {
        resolveWithObject: true,
      },
    );
    return asPng
      ? { buffer: data, mime: 'image/png', extension: 'png', width: info.width, height: info.height }
      : { buffer: data, mime: 'image/jpeg', extension: 'jpg', width: info.width, height: info.height };
  } catch {
    throw new MediaRejectedError(socialMessages.mediaType);
  }
}

/** A small JPEG preview of an image (transparency on white), IMAGE_THUMBNAIL_SIDE on its long side at most. */
export async function imageThumbnail(buffer: Buffer): Promise<Buffer> {
  return sharp(buffer, { failOn: 'error' })
    .rotate()
    .resize(IMAGE_THUMBNAIL_SIDE, IMAGE_THUMBNAIL_SIDE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: THUMBNAIL_QUALITY })
    .toBuffer();
}
