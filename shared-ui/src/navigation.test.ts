import { homePathFor, navigateTo, routeAfterLogin } from './navigation';

describe('routeAfterLogin (spec 1 §4)', () => {
  it('sends a user without organizations to company details', () => {
    expect(routeAfterLogin(0, null, 'full')).toBe('/company-details');
    expect(routeAfterLogin(0, null, 'social')).toBe('/company-details');
  });

  it('sends a user with one organization to its dashboard, or to social in the social edition', () => {
    expect(routeAfterLogin(1, 9, 'full')).toBe('/dashboard/9');
    expect(routeAfterLogin(1, 9, 'social')).toBe('/rhapsody/social/9');
  });

  it('sends a user with several organizations to the picker', () => {
    expect(routeAfterLogin(2, null, 'full')).toBe('/select-organization');
    expect(routeAfterLogin(5, 3, 'social')).toBe('/select-organization');
  });

  it('homePathFor follows the edition', () => {
    expect(homePathFor(4, 'full')).toBe('/dashboard/4');
    expect(homePathFor(4, 'social')).toBe('/rhapsody/social/4');
  });
});

describe('navigateTo', () => {
  it('pushes or replaces history and tells routers with a popstate event', () => {
    const seen: string[] = [];
    const onPop = () => seen.push(window.location.pathname);
    window.addEventListener('popstate', onPop);
    window.history.replaceState(null, '', '/');
    const before = window.history.length;
    navigateTo('/composition/leads');
    navigateTo('/tempo/outbox/1', { replace: true });
    window.removeEventListener('popstate', onPop);
    expect(window.location.pathname).toBe('/tempo/outbox/1');
    expect(window.history.length).toBe(before + 1);
    expect(seen).toEqual(['/composition/leads', '/tempo/outbox/1']);
  });
});
