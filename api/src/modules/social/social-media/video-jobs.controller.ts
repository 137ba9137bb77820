import { Body, Controller, Param, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { socialEndpoints, type SocialVideoJob } from '@ensemble/contracts';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { ReceivedFile } from '../../../engine/http/file-upload';
import { CurrentOrganization } from '../../../engine/tenancy/access.decorators';
import type { Organization } from '../../platform';
import { mediaFormSchema, VideoUpload } from './media-upload';
import { type ReceivedVideo, VideoJobsService } from './video-jobs.service';

const api = socialEndpoints.media;

/** Spec 3 §7 'Media and posts': /social/{organizationId}/process-video/, its job's state and completion. */
@Controller()
export class VideoJobsController {
  constructor(private readonly jobs: VideoJobsService) {}

  @Endpoint(api.processVideo)
  @UseInterceptors(VideoUpload)
  @ApiConsumes('multipart/form-data')
  @ApiBody(mediaFormSchema('mp4 or mov, at most 60 s'))
  create(
    @CurrentOrganization() org: Organization,
    @ReceivedFile() file: ReceivedVideo | undefined,
  ): Promise<{ job: { id: string } }> {
    return this.jobs.create(org.id, file);
  }

  @Endpoint(api.videoJob)
  get(@CurrentOrganization() org: Organization, @Param('jobId') jobId: string): Promise<SocialVideoJob> {
    return this.jobs.get(org.id, jobId);
  }

  @Endpoint(api.completeVideoJob)
  complete(@CurrentOrganization() org: Organization, @Body() body: { job_id: string }): Promise<void> {
    return this.jobs.complete(org.id, body.job_id);
  }
}
