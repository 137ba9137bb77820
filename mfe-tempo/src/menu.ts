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
      : [
          { key: 'tempo-email-setup', label: 'Email setup', path: '/tempo/emailing-setup' },
          // Spec 3 §2: the organization's number for texts and calls; the social edition sends no texts either.
          {
            key: 'tempo-phone-setup',
            label: 'Phone setup',
            path: `/tempo/phone-number-setup/${ctx.organizationId}`,
          },
          // Spec 3 §2: web-form leads are contacts and texts, neither of which the social edition has.
          { key: 'tempo-forms-setup', label: 'Forms setup', path: '/tempo/forms-setup' },
          // Spec 3 §2: holiday, follow-up and drip emails and texts; the page reads the current organization.
          { key: 'tempo-automations', label: 'Automations', path: '/tempo/automations' },
        ]),
  ];
}
