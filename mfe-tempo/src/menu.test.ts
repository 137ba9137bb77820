import menu from './menu';

describe('tempo menu', () => {
  it('offers the outbox of the current organization in both editions', () => {
    expect(menu({ organizationId: 4, edition: 'full', isMobile: false })).toEqual([
      { key: 'tempo-outbox', label: 'Outbox', path: '/tempo/outbox/4' },
    ]);
    expect(menu({ organizationId: 4, edition: 'social', isMobile: false })).toHaveLength(1);
  });

  it('has no entries on mobile', () => {
    expect(menu({ organizationId: 4, edition: 'full', isMobile: true })).toEqual([]);
  });
});
