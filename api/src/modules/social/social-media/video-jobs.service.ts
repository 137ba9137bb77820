import { rm } from 'node:fs/promises';
import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { messages, socialLimits, type SocialVideoJob, socialMessages } from '@ensemble/contracts';
import type { Repository } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import type { TempFile } from '../../../engine/http/file-upload';
import { MediaRejectedError, mediaKindOf } from '../../../engine/media';
import { SocialVideoJobRow } from '../social-data/social.entities';
import { newVideoJobKey } from './media-keys';
import { MEDIA_FIELD, mediaRefusal } from './media-upload';
import { presentVideoJob } from './video-job.presenter';
import { VideoProcessingJob } from './video-processing.job';

/** What the video route reads of the received file (FileUpload put it in a temp file). */
export type ReceivedVideo = Pick<TempFile, 'originalname' | 'mimetype' | 'size' | 'path'>;

/** Video jobs of an organization (spec 3 §3 Video job, §4 Media upload): created on upload, polled, completed. */
@Injectable()
export class VideoJobsService {
  constructor(
    @InjectRepository(SocialVideoJobRow) private readonly jobs: Repository<SocialVideoJobRow>,
    private readonly processing: VideoProcessingJob,
  ) {}

  /**
   * Takes an uploaded video (a video by its name and declared type; ffprobe reads the bytes in the job) and
   * queues its processing: the job's public id. Whether it is too long is the job's answer, not this one's.
   */
  async create(organizationId: number, file: ReceivedVideo | undefined): Promise<{ job: { id: string } }> {
    if (!file) throw ApiError.field(MEDIA_FIELD, socialMessages.mediaRequired);
    try {
      if (file.size === 0) throw new MediaRejectedError(socialMessages.mediaRequired);
      if (mediaKindOf(file.originalname, file.mimetype) !== 'video')
        throw new MediaRejectedError(socialMessages.mediaType);
    } catch (err) {
      await rm(file.path, { force: true });
      throw mediaRefusal(err);
    }
    const jobKey = newVideoJobKey();
    let row: SocialVideoJobRow;
    try {
      row = await this.jobs.save(
        this.jobs.create({
          organizationId,
          jobKey,
          status: 'queued',
          videoName: file.originalname.slice(0, socialLimits.titleMaxLength),
          sourcePath: file.path,
          videoHundredths: 0,
          uploadedHundredths: 0,
          url: null,
          thumbnail: null,
          canBeReels: false,
          durationMs: null,
          error: null,
        }),
      );
    } catch (err) {
      await rm(file.path, { force: true });
      throw err;
    }
    // Queued after the row is written; if the queue is down, the sweep finds the row within a minute.
    await this.processing.work.enqueue(row.id);
    return { job: { id: jobKey } };
  }

  async get(organizationId: number, jobKey: string): Promise<SocialVideoJob> {
    return presentVideoJob(await this.find(organizationId, jobKey));
  }

  /**
   * The screen took the job's result: the upload is removed if it is still there. A job still running keeps it
   * (the job removes it itself when it is done).
   */
  async complete(organizationId: number, jobKey: string): Promise<void> {
    const job = await this.find(organizationId, jobKey);
    if (job.status === 'finished' || job.status === 'failed') await rm(job.sourcePath, { force: true });
  }

  private async find(organizationId: number, jobKey: string): Promise<SocialVideoJobRow> {
    const job = await this.jobs.findOneBy({ organizationId, jobKey });
    if (!job) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    return job;
  }
}
