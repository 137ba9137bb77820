import type { MenuContext, MenuEntry } from '@ensemble/shared-ui';

/** Tempo's side-menu entries (the shell hides the whole Tempo group on mobile). */
export default function menu(ctx: MenuContext): MenuEntry[] {
  if (ctx.isMobile) return [];
  return [
    { key: 'tempo-outbox', label: 'Outbox', path: `/tempo/outbox/${ctx.organizationId}` },
    // The page reads the current organization from the session (spec 2 §2 route has no id).
    {
      key: 'tempo-organization-settings',
      label: 'Organization settings',
      path: '/tempo/organization-settings',
    },
    // The page reads the current organization from the session (spec 3 §2 route has no id); not in the social
    // edition, which sends no email.
    ...(ctx.edition === 'social'
      ? []
      : [{ key: 'tempo-email-setup', label: 'Email setup', path: '/tempo/emailing-setup' }]),
  ];
}
