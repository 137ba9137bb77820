/**
 * A fetch double for RTK Query tests: answers by method and path like the API would and records what the
 * screens sent. RTK Query calls `fetch(request)`; file downloads and uploads call `fetch(url, init)`.
 */
export const TEST_API = 'http://api.test/api';

export interface RecordedCall {
  method: string;
  url: URL;
  /** The path below the API base, e.g. `/organization/4/tags/`. */
  path: string;
  query: Record<string, string>;
  /** The JSON body, the multipart fields (files by name), the text of any other body, or undefined. */
  body: unknown;
  authorization: string | null;
}

export interface MockAnswer {
  status?: number;
  /** JSON unless it is a Blob, which is answered as is with its own type. */
  body?: unknown;
}

/** A fixed answer, or one computed from the call (a function may also build its own Response). */
export type Responder =
  MockAnswer | ((call: RecordedCall) => MockAnswer | Response | Promise<MockAnswer | Response>);

/** Keys are `'METHOD /path/'` below the API base; `'*'` answers every call no other key matches. */
export type RouteTable = Record<string, Responder>;

export interface MockedApi {
  calls: RecordedCall[];
  fetchMock: jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;
  /** The calls made to one route, e.g. callsTo('POST /auth/login/'). */
  callsTo(route: string): RecordedCall[];
}

export function mockApi(routes: RouteTable): MockedApi {
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const call: RecordedCall = {
      method: request.method,
      url,
      path: url.pathname.replace(/^\/api/, ''),
      query: Object.fromEntries(url.searchParams.entries()),
      body: await readBody(request),
      authorization: request.headers.get('Authorization'),
    };
    calls.push(call);
    const responder = routes[`${call.method} ${call.path}`] ?? routes['*'];
    // An unknown route answers like the API does for a path it does not serve.
    const answer = responder
      ? typeof responder === 'function'
        ? await responder(call)
        : responder
      : { status: 404, body: { detail: 'Not found.' } };
    return answer instanceof Response ? answer : toResponse(answer);
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return {
    calls,
    fetchMock,
    callsTo: (route) => calls.filter((c) => `${c.method} ${c.path}` === route),
  };
}

/** A JSON response, for responders that build their own. */
export function json(status: number, body: unknown): Response {
  return toResponse({ status, body });
}

/** A page of a paginated list as the API returns it. */
export const page = <T>(results: T[], count = results.length) => ({ results, count });

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    const form = await request.clone().formData();
    return Object.fromEntries(
      [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name]),
    );
  }
  const text = await request.clone().text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toResponse({ status = 200, body }: MockAnswer): Response {
  if (status === 204) return new Response(null, { status });
  if (body instanceof Blob) return new Response(body, { status, headers: { 'Content-Type': body.type } });
  return new Response(JSON.stringify(body ?? {}), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
