import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ReactElement } from 'react';
import type { Store } from '@reduxjs/toolkit';
import { AppProviders, setRuntimeConfig } from '@ensemble/shared-ui';
import { TEST_API } from './fetch-mock';

/**
 * Renders `element` at `url` (matched by `pattern`) with the remote's store, as the remote's App would. Any
 * other path renders `data-testid="elsewhere"`, so a test can see that the screen navigated away.
 */
export function renderRoute(pattern: string, url: string, element: ReactElement, store: Store) {
  setRuntimeConfig({ edition: 'full', apiBaseUrl: TEST_API, remotes: [] });
  return render(
    <AppProviders>
      <Provider store={store}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={pattern} element={element} />
            <Route path="*" element={<div data-testid="elsewhere" />} />
          </Routes>
        </MemoryRouter>
      </Provider>
    </AppProviders>,
  );
}
