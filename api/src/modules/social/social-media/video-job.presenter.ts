import type { SocialVideoJob } from '@ensemble/contracts';
import type { SocialVideoJobRow } from '../social-data/social.entities';
import { FULL } from './throttled-progress';

/**
 * A job row as the screen polls it (spec 3 §3 Video job). The row stays 'processing' while it is claimed (the
 * work engine's claim is on that status), so 'uploading' is read from the transcoding being done. A failed job is
 * finished too, with its reason in `response`, so the screen stops polling.
 */
export function presentVideoJob(row: SocialVideoJobRow): SocialVideoJob {
  const status = row.status === 'processing' && row.videoHundredths >= FULL ? 'uploading' : row.status;
  return {
    id: row.jobKey,
    finished: row.status === 'finished' || row.status === 'failed',
    response: row.status === 'finished' ? row.url : row.status === 'failed' ? row.error : null,
    percentage_video: row.videoHundredths / 100,
    percentage_uploaded: row.uploadedHundredths / 100,
    status,
    video_name: row.videoName,
    thumbnail: row.status === 'finished' ? row.thumbnail : null,
    can_be_reels: row.canBeReels,
    duration: row.durationMs == null ? null : row.durationMs / 1000,
  };
}
