import { createReadStream } from 'node:fs';
import { access, mkdir, rm, stat } from 'node:fs/promises';
import * as path from 'node:path';
import { Transform } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { socialMessages } from '@ensemble/contracts';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import {
  checkVideo,
  MediaRejectedError,
  probeVideo,
  transcodeVideo,
  videoThumbnail,
} from '../../../engine/media';
import { STORAGE_PROVIDER, type StorageProvider } from '../../../engine/providers/storage/storage-provider';
import { type Claim, exponentialBackoff, LostClaimError, type Work, WorkEngine } from '../../../engine/work';
import { SocialVideoJobRow } from '../social-data/social.entities';
import { socialVideoKeys } from './media-keys';
import { videoOutputDir } from './media-upload';
import { FULL, ThrottledProgress } from './throttled-progress';

export const SOCIAL_VIDEO_WORK = 'social-video';

/**
 * A failure of ours (ffmpeg crashed, the storage refused) is tried again; the video itself being refused
 * (MediaRejectedError: not a video, over 60 s) is not.
 */
const VIDEO_BACKOFF = exponentialBackoff({ baseMs: 30_000, maxMs: 5 * 60_000, maxAttempts: 3 });

/**
 * Processes uploaded videos (spec 3 §4 Media upload) on the work engine: a social_video_jobs row is claimed
 * (queued → processing), its upload probed and checked (at most 60 s), transcoded for the networks with the
 * progress written to the row, stored with a thumbnail (the upload's progress written too), and finished with its
 * URL, duration and whether it can be a Reel. Progress writes renew the claim; a worker killed mid-transcode
 * leaves the row to the sweep, which queues it again (the upload is still on disk) and the job starts over. The
 * upload is removed once the job is finished or has failed for good.
 */
@Injectable()
export class VideoProcessingJob {
  private readonly logger = new Logger(VideoProcessingJob.name);
  readonly work: Work<SocialVideoJobRow>;

  constructor(
    engine: WorkEngine,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(STORAGE_PROVIDER) private readonly storage: StorageProvider,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    this.work = engine.defineWork<SocialVideoJobRow>({
      name: SOCIAL_VIDEO_WORK,
      sweepName: 'social-video-sweep',
      entity: SocialVideoJobRow,
      statuses: { pending: 'queued', processing: 'processing', done: 'finished', failed: 'failed' },
      columns: { error: 'error' },
      backoff: VIDEO_BACKOFF,
      permanent: (err) => err instanceof MediaRejectedError,
      afterFailure: async (row, final, released, err) => {
        if (final && released) await this.failedForGood(row, err);
      },
      process: (row, claim) => this.process(row, claim),
    });
  }

  private async process(row: SocialVideoJobRow, claim: Claim): Promise<void> {
    const source = row.sourcePath;
    if (!(await exists(source))) throw new MediaRejectedError(socialMessages.videoProcessingFailed);
    const facts = await probeVideo(source);
    const durationMs = Math.round(facts.durationSeconds * 1000);
    // A new attempt starts from nothing (a retried or swept job may have written progress before).
    await held(
      claim.update({ durationMs, videoHundredths: 0, uploadedHundredths: 0, claimedAt: new Date() }),
    );
    const { canBeReels } = checkVideo(facts);

    const outDir = videoOutputDir(this.config.dataDir);
    await mkdir(outDir, { recursive: true });
    const output = path.join(outDir, `${row.jobKey}.mp4`);
    const keys = socialVideoKeys(row.organizationId, row.jobKey);
    try {
      const transcoding = this.progress(claim, 'videoHundredths');
      await transcodeVideo(source, output, (percent) => transcoding.report(percent * 100));
      await settled(transcoding);
      const thumbnail = await videoThumbnail(output);
      await this.store(claim, output, keys.video);
      await this.storage.put(keys.thumbnail, thumbnail, 'image/jpeg');
      await held(
        claim.complete({
          url: this.storage.publicUrl(keys.video),
          thumbnail: this.storage.publicUrl(keys.thumbnail),
          canBeReels,
          durationMs,
          videoHundredths: FULL,
          uploadedHundredths: FULL,
          error: null,
        }),
      );
    } finally {
      await rm(output, { force: true });
    }
    await rm(source, { force: true });
  }

  /** Progress of one column, written through the claim (and renewing it) at most every 5 % or 1 s. */
  private progress(claim: Claim, column: 'videoHundredths' | 'uploadedHundredths'): ThrottledProgress {
    return new ThrottledProgress((hundredths) =>
      claim.update({ [column]: hundredths, claimedAt: new Date() }),
    );
  }

  /** Stores the transcoded file as a stream, its progress counted by the bytes read (100 % is the completion's). */
  private async store(claim: Claim, file: string, key: string): Promise<void> {
    const size = (await stat(file)).size;
    const uploading = this.progress(claim, 'uploadedHundredths');
    let sent = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        sent += chunk.length;
        uploading.report(Math.min(FULL - 1, Math.floor((sent / Math.max(1, size)) * FULL)));
        done(null, chunk);
      },
    });
    const input = createReadStream(file);
    input.on('error', (err) => counter.destroy(err));
    await this.storage.putStream(key, input.pipe(counter), 'video/mp4');
    await settled(uploading);
  }

  /** A job that failed for good: its reason in the member's words, and its upload removed. */
  private async failedForGood(row: SocialVideoJobRow, err: unknown): Promise<void> {
    const reason = err instanceof MediaRejectedError ? err.message : socialMessages.videoProcessingFailed;
    await this.dataSource
      .getRepository(SocialVideoJobRow)
      .update({ id: row.id, organizationId: row.organizationId, status: 'failed' }, { error: reason });
    await rm(row.sourcePath, { force: true }).catch((e: Error) =>
      this.logger.warn(`video job ${row.id}: upload not removed: ${e.message}`),
    );
  }
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** A write through the claim that did not land: the sweep took the job back, another worker has it. */
async function held(write: Promise<boolean>): Promise<void> {
  if (!(await write)) throw new LostClaimError();
}

async function settled(progress: ThrottledProgress): Promise<void> {
  await progress.flush();
  if (progress.lost) throw new LostClaimError();
}
