import { act, renderHook } from '@testing-library/react';
import { loadMenus, resetMenusForTests, useMenuLoads } from './menus';

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
