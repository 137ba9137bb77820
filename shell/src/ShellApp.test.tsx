import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { RemotesConfig, User } from '@ensemble/contracts';
import { session, setRuntimeConfig } from '@ensemble/shared-ui';
import fullConfig from '../public/remotes.json';
import { ShellApp } from './ShellApp';
import { loadMenus, resetMenusForTests } from './remotes/menus';
import { makeStore } from './store';

const config = { ...(fullConfig as RemotesConfig), apiBaseUrl: 'http://api.test/api' };
const user = { id: 1, email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace' } as User;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function mockApi(orgCount: number) {
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const req = input as Request;
    const url = new URL(req.url);
    calls.push(`${req.method} ${url.pathname}${url.search}`);
    if (url.pathname === '/api/organization/5/')
      return json(200, { id: 5, name: 'Acme Insurance', is_owner: true });
    if (url.pathname === '/api/organization/') return json(200, { results: [], count: orgCount });
    if (url.pathname === '/api/versioning/version/')
      return json(200, { results: [{ id: 9, version: '2.3.1' }], count: 1 });
    if (url.pathname === '/api/auth/logout/') return json(204, {});
    return json(404, { detail: 'Not found.' });
  }) as typeof fetch;
  return calls;
}

async function renderAt(path: string) {
  window.history.pushState(null, '', path);
  setRuntimeConfig(config);
  const utils = render(<ShellApp config={config} store={makeStore()} />);
  await act(async () => {});
  return utils;
}

describe('ShellApp', () => {
  beforeEach(async () => {
    resetMenusForTests();
    session.reload();
    await loadMenus(['mfe-composition', 'mfe-rhapsody', 'mfe-harmony', 'mfe-tempo'], async (name) => ({
      default: ({ organizationId }: { organizationId: number }) =>
        name === 'mfe-harmony'
          ? [{ key: 'dash', label: 'Dashboard', path: `/dashboard/${organizationId}` }]
          : [],
    }));
  });

  it('renders the layout with organization, menu groups, switch link and release version', async () => {
    const calls = mockApi(3);
    session.setTokens({ access: 'A', refresh: 'R' });
    session.setUser(user);
    await renderAt('/dashboard/5');

    expect(await screen.findByText('Acme Insurance')).toBeInTheDocument();
    expect(screen.getByTestId('org-name')).toHaveTextContent('Acme Insurance');
    expect(await screen.findByTestId('release-version')).toHaveTextContent('v2.3.1');
    expect(await screen.findByTestId('switch-organization')).toHaveAttribute('href', '/organization/switch');
    for (const g of ['composition', 'rhapsody', 'harmony', 'tempo']) {
      expect(screen.getByTestId(`menu-group-${g}`)).toBeInTheDocument();
    }
    expect(within(screen.getByTestId('side-menu')).getByText('Dashboard')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search')).toBeInTheDocument();
    expect(document.querySelector('[data-testid="remote-outlet"]')).not.toBeNull();
    // The organization in the URL became the current one.
    expect(session.get().organizationId).toBe(5);
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET /api/organization/?per_page=15',
        'GET /api/versioning/version/?ordering=-id&per_page=1000',
        'GET /api/organization/5/',
      ]),
    );
  });

  it('hides the switch link with a single organization and the search box in the social edition', async () => {
    mockApi(1);
    session.setTokens({ access: 'A', refresh: 'R' });
    const social: RemotesConfig = {
      ...config,
      edition: 'social',
      remotes: config.remotes.filter((r) => ['mfe-account', 'mfe-rhapsody', 'mfe-tempo'].includes(r.name)),
    };
    window.history.pushState(null, '', '/rhapsody/social/5');
    setRuntimeConfig(social);
    render(<ShellApp config={social} store={makeStore()} />);
    expect(await screen.findByText('Acme Insurance')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('release-version')).toBeInTheDocument());
    expect(screen.queryByTestId('switch-organization')).toBeNull();
    expect(screen.queryByPlaceholderText('Search')).toBeNull();
    expect(screen.queryByTestId('menu-group-composition')).toBeNull();
    expect(screen.queryByTestId('menu-group-harmony')).toBeNull();
    expect(screen.getByTestId('menu-group-rhapsody')).toBeInTheDocument();
  });

  it('sends a visitor without a session from a layout page to the login page', async () => {
    mockApi(1);
    await renderAt('/dashboard/5');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(screen.queryByTestId('side-menu')).toBeNull();
  });

  it('shows the not-found page for paths no remote owns, inside the layout when logged in', async () => {
    mockApi(1);
    await renderAt('/no/such/page');
    expect(screen.getByText('Page not found')).toBeInTheDocument();
    expect(screen.queryByTestId('side-menu')).toBeNull();

    await act(async () => session.setTokens({ access: 'A', refresh: 'R' }));
    await act(async () => window.history.pushState(null, '', '/404'));
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(screen.getByText('Page not found')).toBeInTheDocument();
    expect(screen.getByTestId('side-menu')).toBeInTheDocument();
  });

  it('logs out through the user menu: revokes the refresh token, clears the session, goes to /', async () => {
    const calls = mockApi(1);
    session.setTokens({ access: 'A', refresh: 'R' });
    session.setUser(user);
    await renderAt('/dashboard/5');
    fireEvent.click(screen.getByTestId('user-menu'));
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Manage Organization')).toBeInTheDocument();
    expect(screen.getByText('Manage Account')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Logout'));
    await waitFor(() => expect(session.isAuthenticated()).toBe(false));
    expect(calls).toContain('POST /api/auth/logout/');
    expect(window.location.pathname).toBe('/');
  });
});
