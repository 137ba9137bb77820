import type { MenuContext, MenuEntry } from '@ensemble/shared-ui';

/** Composition's side-menu entries: the five contact stages (spec 2 §2 routes). */
export default function menu(ctx: MenuContext): MenuEntry[] {
  const org = ctx.organizationId;
  return [
    {
      key: 'composition-opportunity-lists',
      label: 'Opportunity lists',
      path: `/composition/opportunity-lists/${org}`,
    },
    { key: 'composition-prospects', label: 'Prospects', path: `/composition/prospects/${org}` },
    { key: 'composition-clients', label: 'Clients', path: `/composition/clients/${org}` },
    {
      key: 'composition-former-clients',
      label: 'Former clients',
      path: `/composition/former-clients/${org}`,
    },
    { key: 'composition-others', label: 'Others', path: `/composition/others/${org}` },
  ];
}
