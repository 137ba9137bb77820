import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';
import { AppProviders, session, setRuntimeConfig, makeRemoteStore } from '@ensemble/shared-ui';
import { compositionApi } from '../api/compositionApi';
import { ORG, TEST_API } from './fetchMock';

/** Shows where the router is, for tests that follow a navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** `children` at `url` inside the providers the remote's App gives, with a fresh store. */
export function renderInApp(url: string, children: ReactNode) {
  setRuntimeConfig({ edition: 'full', apiBaseUrl: TEST_API, remotes: [] });
  session.setOrganization(ORG);
  return render(
    <AppProviders>
      <Provider store={makeRemoteStore(compositionApi)}>
        <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
      </Provider>
    </AppProviders>,
  );
}

/** Renders `element` at `url` (matching `pattern`); any other path shows `elsewhere`. */
export function renderRoute(pattern: string, url: string, element: ReactNode) {
  return renderInApp(
    url,
    <Routes>
      <Route path={pattern} element={element} />
      <Route path="*" element={<div data-testid="elsewhere" />} />
    </Routes>,
  );
}
