import { accountMessages, LOGO_MAX_BYTES, limits, type SignedUpload } from '@ensemble/contracts';
import { getRuntimeConfig } from '@ensemble/shared-ui';

/** Spec 1 §5: an image of at most 2048 KB; the message to show otherwise, or null. */
export function logoFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return accountMessages.fileNotImage;
  if (file.size > LOGO_MAX_BYTES) return accountMessages.fileTooLarge2mb;
  return null;
}

/** The size that fits within max×max keeping the proportions (never enlarged). */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export interface DecodedImage {
  source: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

/** Decodes the picked file in the browser. */
export function decodeImage(file: Blob): Promise<DecodedImage> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () =>
      resolve({
        source: img,
        width: img.naturalWidth,
        height: img.naturalHeight,
        release: () => URL.revokeObjectURL(url),
      });
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error(accountMessages.fileNotImage));
    };
    img.src = url;
  });
}

/**
 * Spec 1 §5: compressed to at most 100×100 at quality 0.6, as a JPEG drawn on a white background (a
 * transparent PNG would otherwise turn black).
 */
export async function compressLogo(
  file: Blob,
  decode: (f: Blob) => Promise<DecodedImage> = decodeImage,
): Promise<Blob> {
  const image = await decode(file);
  try {
    const size = fitWithin(image.width, image.height, limits.logoMaxSidePx);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error(accountMessages.uploadFailed);
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(image.source, 0, 0, size.width, size.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error(accountMessages.uploadFailed))),
        'image/jpeg',
        limits.logoQuality,
      ),
    );
  } finally {
    image.release();
  }
}

/** The JPEG's name: the picked file's name with a .jpg extension. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'logo';
  return `${base}.jpg`;
}

/** A storage URL given relative to the API's origin ('/api/storage/upload/') made absolute. */
export function storageUrl(url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  const api = new URL(getRuntimeConfig().apiBaseUrl || '/api', window.location.href);
  return new URL(url, api.origin).toString();
}

/** Spec 1 §7: the multipart POST of the signed fields (acl public-read and the rest) and then the file. */
export async function postToStorage(signed: SignedUpload, file: Blob, filename: string): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(signed.aws_post_data.fields)) form.append(name, value);
  // S3 ignores every field after 'file': it must come last.
  form.append('file', file, filename);
  const response = await fetch(storageUrl(signed.aws_post_data.url), { method: 'POST', body: form });
  if (!response.ok) throw new Error(accountMessages.uploadToS3Failed);
}
