import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { messages } from '@ensemble/contracts';
import { createBaseQuery, resetRefreshStateForTests } from './base-query';
import { setRuntimeConfig } from './runtime-config';
import { session } from './session';
import { registerMessageApi, type MessageInstance } from './toast';

const API = 'http://api.test/api';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function makeApi() {
  const api = createApi({
    reducerPath: 'api',
    baseQuery: createBaseQuery(),
    endpoints: (b) => ({
      thing: b.query<{ n: number }, number>({ query: (n) => `/things/${n}/` }),
    }),
  });
  const store = configureStore({
    reducer: { api: api.reducer },
    middleware: (gdm) => gdm().concat(api.middleware),
  });
  return { api, store };
}

function authHeader(init: RequestInfo | URL): string | null {
  return init instanceof Request ? init.headers.get('Authorization') : null;
}

describe('createBaseQuery', () => {
  let fetchMock: jest.Mock;
  let toast: { open: jest.Mock };
  let unregister: () => void;

  beforeEach(() => {
    setRuntimeConfig({ edition: 'full', apiBaseUrl: API, remotes: [] });
    session.reload();
    resetRefreshStateForTests();
    fetchMock = jest.fn();
    globalThis.fetch = fetchMock;
    toast = { open: jest.fn() };
    unregister = registerMessageApi(toast as unknown as MessageInstance);
    window.history.pushState(null, '', '/dashboard/1');
  });

  afterEach(() => unregister());

  it('prefixes the API base and sends the bearer token', async () => {
    session.setTokens({ access: 'A1', refresh: 'R1' });
    fetchMock.mockResolvedValueOnce(json(200, { n: 1 }));
    const { api, store } = makeApi();
    const res = await store.dispatch(api.endpoints.thing.initiate(1));
    expect(res.data).toEqual({ n: 1 });
    const req = fetchMock.mock.calls[0][0] as Request;
    expect(req.url).toBe(`${API}/things/1/`);
    expect(req.headers.get('Authorization')).toBe('Bearer A1');
  });

  it('refreshes once for concurrent 401s, stores the new pair and retries each request', async () => {
    session.setTokens({ access: 'old', refresh: 'R1' });
    let refreshCalls = 0;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/auth/token/refresh/')) {
        refreshCalls += 1;
        expect(JSON.parse(String(init?.body))).toEqual({ refresh: 'R1' });
        await new Promise((r) => setTimeout(r, 20));
        return json(200, { access: 'new', refresh: 'R2' });
      }
      if (authHeader(input) === 'Bearer new') return json(200, { n: Number(url.split('/').at(-2)) });
      return json(401, { detail: 'Given token not valid for any token type' });
    });

    const { api, store } = makeApi();
    const results = await Promise.all([1, 2, 3].map((n) => store.dispatch(api.endpoints.thing.initiate(n))));

    expect(refreshCalls).toBe(1);
    expect(results.map((r) => r.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(session.get()).toMatchObject({ access: 'new', refresh: 'R2' });
    expect(JSON.parse(window.localStorage.getItem('ensemble.session') ?? '{}')).toMatchObject({
      access: 'new',
    });
  });

  it('retries only once: a second 401 after a refresh is returned as is', async () => {
    session.setTokens({ access: 'old', refresh: 'R1' });
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/auth/token/refresh/')) return json(200, { access: 'new', refresh: 'R2' });
      return json(401, { detail: 'nope' });
    });
    const { api, store } = makeApi();
    const res = await store.dispatch(api.endpoints.thing.initiate(1));
    expect(res.error).toMatchObject({ status: 401 });
    // first try, refresh, one retry
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('logs out with the session-expired message when the refresh token is refused', async () => {
    session.setTokens({ access: 'old', refresh: 'R1' });
    session.setOrganization(7);
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/auth/token/refresh/')) return json(401, { detail: 'Token is invalid or expired' });
      return json(401, { detail: 'expired' });
    });

    const { api, store } = makeApi();
    const results = await Promise.all([1, 2].map((n) => store.dispatch(api.endpoints.thing.initiate(n))));

    expect(results.every((r) => r.error && 'status' in r.error && r.error.status === 401)).toBe(true);
    expect(session.get()).toEqual({ access: null, refresh: null, user: null, organizationId: null });
    expect(window.localStorage.getItem('ensemble.session')).toBeNull();
    expect(window.location.pathname).toBe('/');
    expect(toast.open).toHaveBeenCalledTimes(1);
    expect(toast.open).toHaveBeenCalledWith(
      expect.objectContaining({ content: messages.sessionExpired, duration: 2 }),
    );
  });

  it('keeps the session when the API cannot be reached during a refresh', async () => {
    session.setTokens({ access: 'old', refresh: 'R1' });
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/auth/token/refresh/')) throw new TypeError('Failed to fetch');
      return json(401, { detail: 'expired' });
    });
    const { api, store } = makeApi();
    await store.dispatch(api.endpoints.thing.initiate(1));
    expect(session.get().refresh).toBe('R1');
    expect(toast.open).not.toHaveBeenCalled();
  });

  it('does not try to refresh for a request sent without a token', async () => {
    fetchMock.mockResolvedValue(json(401, { detail: messages.notAuthenticated }));
    const { api, store } = makeApi();
    const res = await store.dispatch(api.endpoints.thing.initiate(1));
    expect(res.error).toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
