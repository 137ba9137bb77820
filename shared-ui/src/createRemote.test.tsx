import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { createRemote, makeRemoteStore } from './createRemote';
import { events } from './events';
import { lazyPage } from './lazyPage';
import { RemoteRoot } from './RemoteRoot';

const makeApi = () =>
  createApi({ reducerPath: 'testApi', baseQuery: fakeBaseQuery(), endpoints: () => ({}) });

describe('makeRemoteStore', () => {
  it("holds the remote's API slice and resets it when the organization changes or the user logs out", () => {
    const api = makeApi();
    const reset = jest.spyOn(api.util, 'resetApiState');
    const store = makeRemoteStore(api);
    expect(Object.keys(store.getState())).toEqual(['testApi']);
    events.emit({ type: 'organization-changed', organizationId: 3 });
    events.emit({ type: 'logged-out' });
    events.emit({ type: 'organization-updated', organizationId: 3 });
    expect(reset).toHaveBeenCalledTimes(2);
    store.stopResetting();
    events.emit({ type: 'logged-out' });
    expect(reset).toHaveBeenCalledTimes(2);
  });
});

describe('createRemote', () => {
  it('mounts the routes inside the remote root (data-remote marker, store) and unmounts them', async () => {
    const el = document.createElement('div');
    document.body.appendChild(el);
    const remote = createRemote('mfe-test', () => <p>Test screen</p>, makeApi());
    const props = { name: 'mfe-test', domElementGetter: () => el } as never;
    // single-spa-react's mount resolves once React has committed, which act does when its scope ends.
    let mounted: Promise<unknown> = Promise.resolve();
    await act(async () => {
      await remote.bootstrap(props);
      mounted = remote.mount(props);
    });
    await mounted;
    expect(el.querySelector('[data-remote="mfe-test"]')?.textContent).toContain('Test screen');
    expect(Object.keys(remote.store.getState())).toEqual(['testApi']);
    await act(async () => {
      await remote.unmount(props);
    });
    expect(el.textContent).toBe('');
    remote.store.stopResetting();
    el.remove();
  });
});

describe('lazyPage', () => {
  it('shows the loading placeholder until the page arrives, then renders it at once', async () => {
    let resolve: (m: { HelloPage: () => ReactElement }) => void = () => undefined;
    const Hello = lazyPage(
      () => new Promise<{ HelloPage: () => ReactElement }>((r) => (resolve = r)),
      'HelloPage',
    );
    const store = makeRemoteStore(makeApi());
    const view = render(
      <RemoteRoot name="mfe-test" store={store}>
        <Hello />
      </RemoteRoot>,
    );
    expect(screen.getByTestId('page-loading')).toBeInTheDocument();
    await act(async () => resolve({ HelloPage: () => <h1>Hello</h1> }));
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument();
    view.unmount();
    render(
      <RemoteRoot name="mfe-test" store={store}>
        <Hello />
      </RemoteRoot>,
    );
    expect(screen.getByRole('heading', { name: 'Hello' })).toBeInTheDocument();
    store.stopResetting();
  });

  it('preloads a page so its first render does not suspend', async () => {
    const Page = lazyPage(() => Promise.resolve({ SettingsPage: () => <h1>Settings</h1> }), 'SettingsPage');
    await Page.preload();
    const store = makeRemoteStore(makeApi());
    render(
      <RemoteRoot name="mfe-test" store={store}>
        <Page />
      </RemoteRoot>,
    );
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    store.stopResetting();
  });
});
