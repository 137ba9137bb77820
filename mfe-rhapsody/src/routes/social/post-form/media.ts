import { socialConstants, socialMessages } from '@ensemble/contracts';

export type MediaKind = 'image' | 'video';

/** The accept attribute of the file input. */
export const mediaAccept = socialConstants.mediaExtensions.map((e) => `.${e}`).join(',');

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** What a chosen file is, or the words refusing it, before anything is uploaded (spec 3 §5 Post). */
export function checkMediaFile(file: File): { kind: MediaKind } | { error: string } {
  const ext = extensionOf(file.name);
  const kind: MediaKind | null = (socialConstants.imageExtensions as readonly string[]).includes(ext)
    ? 'image'
    : (socialConstants.videoExtensions as readonly string[]).includes(ext)
      ? 'video'
      : null;
  if (!kind) return { error: socialMessages.mediaType };
  if (file.size > socialConstants.mediaMaxBytes) return { error: socialMessages.mediaTooLarge };
  return { kind };
}

/**
 * Whether a video of this length may be uploaded: refused over 60 s, asked about over 30 s (Google Business does
 * not take those). An unknown length (the metadata did not load in time) goes to the server, which probes it.
 */
export function videoDurationVerdict(
  seconds: number | null,
): { action: 'upload' } | { action: 'confirm'; message: string } | { action: 'refuse'; message: string } {
  if (seconds == null || !Number.isFinite(seconds)) return { action: 'upload' };
  if (seconds > socialConstants.videoMaxSeconds)
    return { action: 'refuse', message: socialMessages.videoTooLong(Math.ceil(seconds)) };
  if (seconds > socialConstants.videoConfirmSeconds)
    return { action: 'confirm', message: socialMessages.videoConfirmLong };
  return { action: 'upload' };
}

/** A job percentage as the screen shows it: two decimals. */
export const formatPercent = (value: number): string => `${value.toFixed(2)}%`;
