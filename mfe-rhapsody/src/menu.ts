import type { MenuContext, MenuEntry } from '@ensemble/shared-ui';

/**
 * Rhapsody's side-menu entries. Email, text, the texts' inbox and post cards go to contacts, which the social
 * edition does not sell.
 */
export default function menu(ctx: MenuContext): MenuEntry[] {
  const org = ctx.organizationId;
  const social: MenuEntry = { key: 'rhapsody-social', label: 'Social', path: `/rhapsody/social/${org}` };
  if (ctx.edition === 'social') return [social];
  return [
    { key: 'rhapsody-email', label: 'Email', path: `/rhapsody/email/templates/${org}?tab=0` },
    { key: 'rhapsody-text', label: 'Text', path: `/rhapsody/text/${org}?tab=0` },
    { key: 'rhapsody-inbox', label: 'Inbox', path: `/rhapsody/inbox/${org}` },
    { key: 'rhapsody-post-cards', label: 'Post cards', path: `/rhapsody/post-cards/${org}?tab=0` },
    social,
  ];
}
