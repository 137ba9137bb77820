import { socialConstants, socialMessages, type SocialMediaType } from '@ensemble/contracts';
import { MediaRejectedError } from './media-rejected-error';

type Extension = (typeof socialConstants.mediaExtensions)[number];

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The lower-cased extension of a file name ('' when there is none). */
export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

/**
 * Image or video, by the name's extension (spec 3 §5: jpg, jpeg, svg, png, mp4, mov). The declared MIME type
 * only refuses a contradiction (an image/* named .mp4): browsers send application/octet-stream or nothing for
 * some files, and the bytes are checked anyway by sharp or ffprobe.
 */
export function mediaKindOf(filename: string, mime?: string | null): SocialMediaType {
  const ext = extensionOf(filename);
  if (!isOneOf<Extension>(socialConstants.mediaExtensions, ext))
    throw new MediaRejectedError(socialMessages.mediaType);
  const kind: SocialMediaType = isOneOf(socialConstants.videoExtensions, ext) ? 'video' : 'image';
  const declared = mime?.toLowerCase().split('/')[0];
  if ((declared === 'image' || declared === 'video') && declared !== kind)
    throw new MediaRejectedError(socialMessages.mediaType);
  return kind;
}

/** Refuses a file over the upload limit (spec 3 §9: 70 MB). */
export function checkMediaSize(bytes: number): void {
  if (bytes > socialConstants.mediaMaxBytes) throw new MediaRejectedError(socialMessages.mediaTooLarge);
}
