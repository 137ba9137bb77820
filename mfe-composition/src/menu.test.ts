import menu from './menu';

describe('composition menu', () => {
  it('lists the five contact stages of the organization', () => {
    const entries = menu({ organizationId: 3, edition: 'full', isMobile: false });
    expect(entries.map((e) => [e.label, e.path])).toEqual([
      ['Opportunity lists', '/composition/opportunity-lists/3'],
      ['Prospects', '/composition/prospects/3'],
      ['Clients', '/composition/clients/3'],
      ['Former clients', '/composition/former-clients/3'],
      ['Others', '/composition/others/3'],
    ]);
  });
});
