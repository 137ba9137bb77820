import { LocalSocialAccount, LocalSocialPost } from './local-social.entities';
import { SocialProviderProfile } from './social-provider-profile.entity';

/**
 * The tables of the social providers, for the data source's entity list and the module's repositories (not an
 * entity file itself: entity files import no other entity file).
 */
export const socialProviderEntities = [LocalSocialAccount, LocalSocialPost, SocialProviderProfile];
