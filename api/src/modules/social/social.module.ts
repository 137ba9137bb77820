import { Module } from '@nestjs/common';
import { SocialMediaModule } from './social-media/social-media.module';
import { SocialPostsModule } from './social-posts/social-posts.module';
import { SocialPublishingModule } from './social-publishing/social-publishing.module';

/**
 * Social posting (issue 21; spec 3 §2 Social, §7 Media and posts): the social context. Its tables
 * (social.entities.ts) are read and written by its own sub-modules only; publishing goes through the
 * SOCIAL_PROVIDER adapter (engine/providers/social).
 */
@Module({ imports: [SocialPostsModule, SocialPublishingModule, SocialMediaModule] })
export class SocialModule {}
