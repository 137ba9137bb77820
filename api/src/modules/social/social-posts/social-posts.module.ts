import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../../platform';
import { SocialMediaModule } from '../social-media/social-media.module';
import {
  SocialCampaignRow,
  SocialPostRow,
  SocialPublicationRow,
  SocialTemplateFolderRow,
  SocialTemplateRow,
  SocialUrlRow,
  SocialVideoJobRow,
} from '../social-data/social.entities';
import { SocialPostsController } from './social-posts.controller';
import { SocialPostsService } from './social-posts.service';
import { SocialTemplatesController } from './social-templates.controller';
import { SocialTemplatesService } from './social-templates.service';
import { SocialUrlsController } from './social-urls.controller';
import { SocialUrlsService } from './social-urls.service';

/**
 * URLs, posts and the template library (issue 21). SocialPostsService is exported: the publishing calls find
 * posts with it and answer with its `present`.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      SocialUrlRow,
      SocialPostRow,
      SocialPublicationRow,
      SocialCampaignRow,
      SocialVideoJobRow,
      SocialTemplateRow,
      SocialTemplateFolderRow,
    ]),
    UsersModule,
    SocialMediaModule,
  ],
  controllers: [SocialUrlsController, SocialPostsController, SocialTemplatesController],
  providers: [SocialUrlsService, SocialPostsService, SocialTemplatesService],
  exports: [SocialPostsService],
})
export class SocialPostsModule {}
