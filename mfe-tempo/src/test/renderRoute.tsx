import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ReactElement } from 'react';
import { AppProviders, setRuntimeConfig } from '@ensemble/shared-ui';
import { makeStore } from '../store';

export const TEST_API = 'http://api.test/api';

/** Renders one route of this remote with a fresh store, as the remote's App would. */
export function renderRoute(pattern: string, url: string, element: ReactElement) {
  setRuntimeConfig({ edition: 'full', apiBaseUrl: TEST_API, remotes: [] });
  return render(
    <AppProviders>
      <Provider store={makeStore()}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={pattern} element={element} />
          </Routes>
        </MemoryRouter>
      </Provider>
    </AppProviders>,
  );
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
