import './message-channel';
import { render, screen, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Edition } from '@ensemble/contracts';
import { makeRemoteStore, session, setRuntimeConfig, type RemoteStore } from '@ensemble/shared-ui';
import { accountApi } from '../api/accountApi';
import { AccountApp, preloadAccountPages } from '../App';
import { TEST_API } from '@ensemble/shared-ui/testing';
import { aUser } from './fixtures';

// antd renders are heavy in jsdom; on a loaded two-core machine a form test needs more than the preset's 15 s.

let stores: RemoteStore[] = [];
const makeAccountStore = () => makeRemoteStore(accountApi);
type AccountStore = ReturnType<typeof makeAccountStore>;

// The pages are lazily loaded chunks in the remote; fetched ahead here, each test renders its page at once.
beforeAll(() => preloadAccountPages());

afterEach(() => {
  for (const s of stores) s.stopResetting();
  stores = [];
});

/** Opens the remote at `url` (a real URL change, as the shell would) with a fresh store. */
export interface RenderedAccount extends RenderResult {
  user: UserEvent;
  store: AccountStore;
}

export function renderAt(
  url: string,
  opts: { edition?: Edition; loggedIn?: boolean; organizationId?: number } = {},
): RenderedAccount {
  setRuntimeConfig({ edition: opts.edition ?? 'full', apiBaseUrl: TEST_API, remotes: [] });
  // jest-setup clears localStorage before each test; the in-memory session must follow it.
  session.reload();
  if (opts.loggedIn) {
    session.setTokens({ access: 'access-1', refresh: 'refresh-1' });
    session.setUser(aUser());
  }
  if (opts.organizationId !== undefined) session.setOrganization(opts.organizationId);
  window.history.replaceState(null, '', url);
  const store = makeAccountStore();
  stores.push(store);
  const user = userEvent.setup({ delay: null });
  const view = render(<AccountApp store={store} />);
  return { ...view, user, store };
}

export function currentUrl(): string {
  return window.location.pathname + window.location.search;
}

/** Types into the field with that label in one go (a paste: per-key typing re-renders antd forms per key). */
export async function fill(user: UserEvent, label: string, text: string): Promise<void> {
  const field = screen.getByLabelText(label);
  await user.click(field);
  await user.paste(text);
}
