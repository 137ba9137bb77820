import menu from './menu';

describe('rhapsody menu', () => {
  it.each([
    ['full', false],
    ['social', false],
    ['social', true],
  ] as const)('offers Social in the %s edition (mobile: %s)', (edition, isMobile) => {
    expect(menu({ organizationId: 3, edition, isMobile })).toEqual([
      { key: 'rhapsody-social', label: 'Social', path: '/rhapsody/social/3' },
    ]);
  });
});
