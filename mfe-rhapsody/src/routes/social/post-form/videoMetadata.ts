import { socialConstants } from '@ensemble/contracts';

export interface VideoMetadata {
  duration: number;
  width: number;
  height: number;
}

/**
 * Reads a local video's duration and size through a detached video element. Some containers never fire
 * loadedmetadata in some browsers, so after the timeout the answer is null and the server's probe decides.
 */
export function readVideoMetadata(
  file: File,
  timeoutMs: number = socialConstants.videoMetadataTimeoutMs,
): Promise<VideoMetadata | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const src = URL.createObjectURL(file);
    let done = false;
    const finish = (value: VideoMetadata | null) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      video.removeAttribute('src');
      URL.revokeObjectURL(src);
      resolve(value);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    video.preload = 'metadata';
    video.onloadedmetadata = () =>
      finish({ duration: video.duration, width: video.videoWidth, height: video.videoHeight });
    video.onerror = () => finish(null);
    video.src = src;
  });
}
