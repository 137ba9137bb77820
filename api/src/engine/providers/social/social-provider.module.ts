import { Module } from '@nestjs/common';
import { getRepositoryToken, TypeOrmModule } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { KEY_RING, type KeyRing } from '../../crypto/key-ring';
import { AyrshareSocialProvider } from './ayrshare-social.provider';
import { LocalSocialProvider } from './local-social.provider';
import { socialProviderEntities } from './social-entities';
import { SocialProviderProfile } from './social-provider-profile.entity';
import { SOCIAL_PROVIDER, type SocialProvider } from './social-provider';

/**
 * Picks the adapter named by SOCIAL_PROVIDER: `local` (default: accounts connected from the suite's dialog, posts
 * recorded in our database) or `ayrshare`. Bound with a factory rather than adapterModule because Ayrshare's adapter
 * needs the profiles table and the key ring, which adapterModule's `build(config)` cannot hand it; it is built only
 * when chosen, as Twilio's are.
 */
@Module({
  imports: [TypeOrmModule.forFeature(socialProviderEntities)],
  providers: [
    LocalSocialProvider,
    {
      provide: SOCIAL_PROVIDER,
      inject: [APP_CONFIG, LocalSocialProvider, getRepositoryToken(SocialProviderProfile), KEY_RING],
      useFactory: (
        config: AppConfig,
        local: LocalSocialProvider,
        profiles: Repository<SocialProviderProfile>,
        keys: KeyRing,
      ): SocialProvider => {
        if (config.socialProvider !== 'ayrshare') return local;
        if (!config.ayrshare) throw new Error('AyrshareSocialProvider needs AYRSHARE_API_KEY');
        return new AyrshareSocialProvider(config.ayrshare, profiles, keys);
      },
    },
  ],
  exports: [SOCIAL_PROVIDER],
})
export class SocialProviderModule {}
