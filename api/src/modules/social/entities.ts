import {
  SocialCampaignRow,
  SocialPostLogRow,
  SocialPostRow,
  SocialPublicationRow,
  SocialRssFeedRow,
  SocialRssItemRow,
  SocialTemplateFolderRow,
  SocialTemplateRow,
  SocialUrlRow,
  SocialVideoJobRow,
} from './social-data/social.entities';

/** The tables the social context owns: only its sub-modules read or write them (docs/adr/0012). */
export const socialEntities = [
  SocialUrlRow,
  SocialPostRow,
  SocialPublicationRow,
  SocialPostLogRow,
  SocialCampaignRow,
  SocialRssFeedRow,
  SocialRssItemRow,
  SocialVideoJobRow,
  SocialTemplateFolderRow,
  SocialTemplateRow,
];
