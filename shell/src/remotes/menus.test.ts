import { act, renderHook } from '@testing-library/react';
import { session } from '@ensemble/shared-ui';
import { loadMenus, onceSignedIn, resetMenusForTests, useMenuLoads } from './menus';

describe('loadMenus', () => {
  beforeEach(() => {
    resetMenusForTests();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('keeps working menus and marks failed ones', async () => {
    const menu = () => [{ key: 'a', label: 'A', path: '/a' }];
    const { result } = renderHook(() => useMenuLoads());
    await act(() =>
      loadMenus(['mfe-rhapsody', 'mfe-harmony', 'mfe-tempo'], (name) =>
        name === 'mfe-rhapsody'
          ? Promise.resolve({ default: menu })
          : name === 'mfe-harmony'
            ? Promise.reject(new Error('offline'))
            : Promise.resolve({}),
      ),
    );
    expect(result.current['mfe-rhapsody']).toEqual({ status: 'ready', menu });
    expect(result.current['mfe-harmony']).toEqual({ status: 'failed' });
    expect(result.current['mfe-tempo']).toEqual({ status: 'failed' });
  });
});

describe('onceSignedIn', () => {
  beforeEach(() => {
    localStorage.clear();
    session.reload();
  });

  it('starts at once when there is a session', () => {
    session.setTokens({ access: 'A', refresh: 'R' });
    const start = jest.fn();
    onceSignedIn(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for the login, then starts once', () => {
    const start = jest.fn();
    onceSignedIn(start);
    session.setUser(null);
    expect(start).not.toHaveBeenCalled();
    session.setTokens({ access: 'A', refresh: 'R' });
    session.setTokens({ access: 'B', refresh: 'R' });
    expect(start).toHaveBeenCalledTimes(1);
  });
});
