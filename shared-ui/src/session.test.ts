import { act, renderHook } from '@testing-library/react';
import { aUser } from './test-utils/fixtures';
import { events, type AppEvent } from './events';
import { session, useSession } from './session';

const user = aUser();

describe('session', () => {
  beforeEach(() => session.reload());

  it('persists tokens, user and organization in localStorage and reads them back after a reload', () => {
    session.setTokens({ access: 'A', refresh: 'R' });
    session.setUser(user);
    session.setOrganization(42);

    expect(JSON.parse(window.localStorage.getItem('ensemble.session') ?? 'null')).toEqual({
      access: 'A',
      refresh: 'R',
      user,
      organizationId: 42,
    });

    // Simulate a page reload: state comes back from storage only.
    window.localStorage.setItem(
      'ensemble.session',
      JSON.stringify({ access: 'A2', refresh: 'R2', user, organizationId: 5 }),
    );
    session.reload();
    expect(session.get()).toEqual({ access: 'A2', refresh: 'R2', user, organizationId: 5 });
    expect(session.isAuthenticated()).toBe(true);
  });

  it('starts logged out when storage holds garbage', () => {
    window.localStorage.setItem('ensemble.session', '{not json');
    session.reload();
    expect(session.get()).toEqual({ access: null, refresh: null, user: null, organizationId: null });
    expect(session.isAuthenticated()).toBe(false);
  });

  it('emits organization-changed only when the organization really changes', () => {
    const seen: AppEvent[] = [];
    const off = events.on((e) => seen.push(e));
    session.setOrganization(3);
    session.setOrganization(3);
    session.setOrganization(4);
    off();
    expect(seen).toEqual([
      { type: 'organization-changed', organizationId: 3 },
      { type: 'organization-changed', organizationId: 4 },
    ]);
  });

  it('logout clears storage, emits logged-out and goes to the login page', () => {
    window.history.pushState(null, '', '/dashboard/4');
    session.setTokens({ access: 'A', refresh: 'R' });
    const seen: AppEvent[] = [];
    const off = events.on((e) => seen.push(e));
    session.logout('user');
    off();
    expect(window.localStorage.getItem('ensemble.session')).toBeNull();
    expect(seen).toEqual([{ type: 'logged-out' }]);
    expect(window.location.pathname).toBe('/');
    expect(session.isAuthenticated()).toBe(false);
  });

  it('useSession re-renders on change', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.access).toBeNull();
    act(() => session.setTokens({ access: 'X', refresh: 'Y' }));
    expect(result.current.access).toBe('X');
  });
});
