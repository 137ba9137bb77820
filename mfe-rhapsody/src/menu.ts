import type { MenuContext, MenuEntry } from '@ensemble/shared-ui';

/** Rhapsody's side-menu entries; email, text and post cards join them in later issues. */
export default function menu(ctx: MenuContext): MenuEntry[] {
  return [{ key: 'rhapsody-social', label: 'Social', path: `/rhapsody/social/${ctx.organizationId}` }];
}
