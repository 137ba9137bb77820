import { Suspense, type ReactNode } from 'react';
import { Skeleton } from 'antd';
import { Provider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { ErrorBoundary } from './components';

/**
 * The root every remote renders (ARCHITECTURE.md: each remote has its own store and its own BrowserRouter):
 * the `data-remote` marker, the antd providers, the remote's store, its router, an error boundary so a
 * crashing screen (or a page chunk that cannot be fetched) shows an error panel instead of blanking the
 * layout, and the loading placeholder shown while a lazily loaded page (lazyPage) arrives.
 */
export function RemoteRoot(props: { name: string; store: Store; children: ReactNode }) {
  return (
    <div data-remote={props.name}>
      <AppProviders>
        <Provider store={props.store}>
          <BrowserRouter>
            <ErrorBoundary>
              <Suspense fallback={<PageLoading />}>{props.children}</Suspense>
            </ErrorBoundary>
          </BrowserRouter>
        </Provider>
      </AppProviders>
    </div>
  );
}

function PageLoading() {
  return (
    <div data-testid="page-loading" style={{ padding: 24 }}>
      <Skeleton active paragraph={{ rows: 4 }} />
    </div>
  );
}
