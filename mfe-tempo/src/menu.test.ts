import menu from './menu';

describe('tempo menu', () => {
  it('offers the outbox and the organization settings in both editions, the email, phone and forms setups and the automations in the full one', () => {
    expect(menu({ organizationId: 4, edition: 'full', isMobile: false })).toEqual([
      { key: 'tempo-outbox', label: 'Outbox', path: '/tempo/outbox/4' },
      {
        key: 'tempo-organization-settings',
        label: 'Organization settings',
        path: '/tempo/organization-settings',
      },
      { key: 'tempo-email-setup', label: 'Email setup', path: '/tempo/emailing-setup' },
      { key: 'tempo-phone-setup', label: 'Phone setup', path: '/tempo/phone-number-setup/4' },
      { key: 'tempo-forms-setup', label: 'Forms setup', path: '/tempo/forms-setup' },
      { key: 'tempo-automations', label: 'Automations', path: '/tempo/automations' },
    ]);
    expect(menu({ organizationId: 4, edition: 'social', isMobile: false })).toHaveLength(2);
  });

  it('has no entries on mobile', () => {
    expect(menu({ organizationId: 4, edition: 'full', isMobile: true })).toEqual([]);
  });
});
