import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import {
  SocialPostRow,
  SocialRssFeedRow,
  SocialUrlRow,
  SocialVideoJobRow,
} from '../social-data/social.entities';
import { RssFeedsController } from './rss-feeds.controller';
import { RssFeedsService } from './rss-feeds.service';
import { RssPicturesJob } from './rss-pictures.job';
import { RssReads } from './rss-reads';
import { RssTick } from './rss-tick.service';
import { SocialImagesController } from './social-images.controller';
import { SocialImagesService } from './social-images.service';
import { VideoJobsController } from './video-jobs.controller';
import { VideoJobsService } from './video-jobs.service';
import { VideoProcessingJob } from './video-processing.job';

/**
 * Post media and feeds (issue 21; spec 3 §4 Media upload, §7 Media and posts, rss-scheduler): image uploads
 * (processed, stored with a thumbnail), video jobs (probed, transcoded and stored on the work engine) and RSS feeds
 * whose items become draft posts (their pictures taken in as uploads are), read when added and every 15 days by the
 * scheduler.
 */
@Module({
  imports: [TypeOrmModule.forFeature([SocialVideoJobRow, SocialRssFeedRow, SocialPostRow, SocialUrlRow])],
  controllers: [SocialImagesController, VideoJobsController, RssFeedsController],
  providers: [
    SocialImagesService,
    VideoJobsService,
    VideoProcessingJob,
    RssReads,
    RssPicturesJob,
    RssFeedsService,
    RssTick,
  ],
  exports: [RssTick, VideoProcessingJob, SocialImagesService],
})
export class SocialMediaModule {}
