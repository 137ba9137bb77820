import menu from './menu';

describe('harmony menu', () => {
  it("links the current organization's dashboard, contact reports and email reports", () => {
    expect(menu({ organizationId: 8, edition: 'full', isMobile: false })).toEqual([
      { key: 'harmony-dashboard', label: 'Dashboard', path: '/dashboard/8' },
      { key: 'harmony-contact-reports', label: 'Contact reports', path: '/harmony/contact-reports/8' },
      { key: 'harmony-email-reports', label: 'Email reports', path: '/harmony/email-reports/8' },
    ]);
  });

  it('has nothing for the social edition', () => {
    expect(menu({ organizationId: 8, edition: 'social', isMobile: false })).toEqual([]);
  });
});
