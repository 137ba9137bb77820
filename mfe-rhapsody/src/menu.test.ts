import menu from './menu';

describe('rhapsody menu', () => {
  it.each([false, true])(
    'offers Email, Text, Inbox, Post cards and Social in the full edition (mobile: %s)',
    (isMobile) => {
      expect(menu({ organizationId: 3, edition: 'full', isMobile })).toEqual([
        { key: 'rhapsody-email', label: 'Email', path: '/rhapsody/email/templates/3?tab=0' },
        { key: 'rhapsody-text', label: 'Text', path: '/rhapsody/text/3?tab=0' },
        { key: 'rhapsody-inbox', label: 'Inbox', path: '/rhapsody/inbox/3' },
        { key: 'rhapsody-post-cards', label: 'Post cards', path: '/rhapsody/post-cards/3?tab=0' },
        { key: 'rhapsody-social', label: 'Social', path: '/rhapsody/social/3' },
      ]);
    },
  );

  it.each([false, true])('offers only Social in the social edition (mobile: %s)', (isMobile) => {
    expect(menu({ organizationId: 3, edition: 'social', isMobile })).toEqual([
      { key: 'rhapsody-social', label: 'Social', path: '/rhapsody/social/3' },
    ]);
  });
});
