import type { MenuContext, MenuEntry } from '@ensemble/shared-ui';

/** Harmony's side-menu entries. The social edition does not load Harmony at all. */
export default function menu(ctx: MenuContext): MenuEntry[] {
  if (ctx.edition === 'social') return [];
  return [
    { key: 'harmony-dashboard', label: 'Dashboard', path: `/dashboard/${ctx.organizationId}` },
    {
      key: 'harmony-contact-reports',
      label: 'Contact reports',
      path: `/harmony/contact-reports/${ctx.organizationId}`,
    },
    {
      key: 'harmony-email-reports',
      label: 'Email reports',
      path: `/harmony/email-reports/${ctx.organizationId}`,
    },
  ];
}
