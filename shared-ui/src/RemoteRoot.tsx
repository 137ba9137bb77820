import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { ErrorBoundary } from './components';

/**
 * The root every remote renders (ARCHITECTURE.md: each remote has its own store and its own BrowserRouter):
 * the `data-remote` marker, the antd providers, the remote's store, its router, and an error boundary so a
 * crashing screen shows an error panel instead of blanking the layout.
 */
export function RemoteRoot(props: { name: string; store: Store; children: ReactNode }) {
  return (
    <div data-remote={props.name}>
      <AppProviders>
        <Provider store={props.store}>
          <BrowserRouter>
            <ErrorBoundary>{props.children}</ErrorBoundary>
          </BrowserRouter>
        </Provider>
      </AppProviders>
    </div>
  );
}
