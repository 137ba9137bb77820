import menu from './menu';

describe('composition menu', () => {
  it('has no entries until contacts arrive', () => {
    expect(menu({ organizationId: 3, edition: 'full', isMobile: false })).toEqual([]);
  });
});
