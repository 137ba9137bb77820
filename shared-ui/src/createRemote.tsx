import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';
import { configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { ErrorPanel } from './components';
import { resetApiOnSessionChange } from './events';
import { RemoteRoot } from './RemoteRoot';

/** What a remote's RTK Query API slice (createApi) offers the store. */
export interface RemoteApiSlice {
  reducerPath: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  reducer: Reducer<any>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  middleware: Middleware<any, any, any>;
  util: { resetApiState(): unknown };
}

function configureRemoteStore(api: RemoteApiSlice) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

/** The state of a remote's store: its API slice's, under the slice's reducerPath. */
export type RemoteState<A extends RemoteApiSlice> = { [K in A['reducerPath']]: ReturnType<A['reducer']> };

/** The store of a remote over the API slice `A`. */
export type RemoteStore<A extends RemoteApiSlice = RemoteApiSlice> = Omit<
  ReturnType<typeof configureRemoteStore>,
  'getState'
> & { getState(): RemoteState<A>; stopResetting(): void };

/**
 * A remote's own store: its API slice and nothing else (ARCHITECTURE.md: each remote has its own store), with
 * the slice's cache reset when the organization changes or the user logs out. `stopResetting` ends that
 * subscription (tests that make a store per case call it).
 */
export function makeRemoteStore<A extends RemoteApiSlice>(api: A): RemoteStore<A> {
  const store = configureRemoteStore(api);
  // Another organization or another user must never see this remote's cached answers.
  const stopResetting = resetApiOnSessionChange(store.dispatch, api);
  return Object.assign(store, { stopResetting }) as RemoteStore<A>;
}

/** What a remote's `./app` exposes (the single-spa lifecycles), plus its store and root for tests. */
export interface Remote {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  bootstrap: ReactAppOrParcel<{}>['bootstrap'];
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  mount: ReactAppOrParcel<{}>['mount'];
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  unmount: ReactAppOrParcel<{}>['unmount'];
  /** The store the mounted remote uses; it outlives single-spa unmounts so a return visit finds its cache. */
  store: RemoteStore;
  /** The remote's root around its routes, with a given store (tests give each case a fresh one). */
  Root: ComponentType<{ store: RemoteStore }>;
}

/**
 * One remote, from its routes and its API slice: the `data-remote` root (antd providers, its store, its
 * router, an error boundary, the loading placeholder of lazy pages) and single-spa lifecycles whose error
 * boundary shows an error panel instead of a blank area. A remote's `src/bootstrap.ts` is
 * `export const { bootstrap, mount, unmount } = createRemote('mfe-x', App, xApi)`.
 */
export function createRemote(name: string, App: ComponentType, api: RemoteApiSlice): Remote {
  const store = makeRemoteStore(api);
  function Root(props: { store: RemoteStore }) {
    return (
      <RemoteRoot name={name} store={props.store}>
        <App />
      </RemoteRoot>
    );
  }
  function MountedRoot() {
    return <Root store={store} />;
  }
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: MountedRoot,
    errorBoundary: (err: Error) => (
      <ErrorPanel
        title="This page could not be displayed"
        description={err.message}
        onRetry={() => window.location.reload()}
      />
    ),
  });
  return {
    bootstrap: lifecycles.bootstrap,
    mount: lifecycles.mount,
    unmount: lifecycles.unmount,
    store,
    Root,
  };
}
