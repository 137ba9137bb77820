/**
 * A fetch double for the account screens' tests: answers by method and path like the API would, and
 * records what the screens sent. RTK Query calls `fetch(request)`, so the mock receives a Request.
 */
export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | null;
}

export interface MockAnswer {
  status?: number;
  body?: unknown;
}

type Responder = MockAnswer | ((call: RecordedCall) => MockAnswer | Promise<MockAnswer>);

export const API_BASE = 'http://api.test/api';

export function mockApi(routes: Record<string, Responder>) {
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const call: RecordedCall = {
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      query: Object.fromEntries(url.searchParams.entries()),
      body: text ? (JSON.parse(text) as unknown) : undefined,
      authorization: request.headers.get('Authorization'),
    };
    calls.push(call);
    const responder = routes[`${call.method} ${call.path}`];
    // An unknown route answers like the API does for a path it does not serve.
    const answer: MockAnswer = responder
      ? typeof responder === 'function'
        ? await responder(call)
        : responder
      : { status: 404, body: { detail: 'Not found.' } };
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return {
    calls,
    fetchMock,
    /** The calls made to one route, e.g. callsTo('POST /auth/login/'). */
    callsTo(route: string): RecordedCall[] {
      return calls.filter((c) => `${c.method} ${c.path}` === route);
    },
  };
}
