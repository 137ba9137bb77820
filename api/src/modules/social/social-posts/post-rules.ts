import { isHttpUrl, socialConstants, type SocialMediaType } from '@ensemble/contracts';

/**
 * The hashtags a description starts with (spec 3 §3: hashtags, a space, then the content): '#a #b Hello' → '#a #b'.
 * A '#' later in the content is the content's.
 */
export function leadingHashtags(description: string): string {
  const m = /^\s*((?:#[\p{L}\p{N}_]+\s*)+)/u.exec(description);
  return m ? m[1]!.trim().split(/\s+/).join(' ') : '';
}

/** Image or video, by the media URL's extension (the upload stored it under its kind's extension). */
export function mediaTypeOf(mediaUrl: string | null): SocialMediaType | null {
  if (!mediaUrl) return null;
  let path = mediaUrl;
  try {
    path = new URL(mediaUrl, 'http://relative.invalid').pathname;
  } catch {
    // Not a URL: read its extension as written.
  }
  const ext = /\.([a-z0-9]{1,5})$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  return (socialConstants.videoExtensions as readonly string[]).includes(ext) ? 'video' : 'image';
}

/** A post's media may be any http(s) address or one of our stored files; nothing is fetched to check it. */
export function isAcceptedMediaUrl(value: string, isStoredFile: (url: string) => boolean): boolean {
  return isHttpUrl(value) || isStoredFile(value);
}
