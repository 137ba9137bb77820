export const TEST_API = 'http://api.test/api';
export const ORG = 4;

export interface Call {
  method: string;
  url: URL;
  /** The JSON body, or the multipart fields (files by name); null without a body. */
  body: unknown;
}

async function bodyOf(req: Request): Promise<unknown> {
  if (req.method === 'GET' || req.method === 'DELETE') return null;
  if ((req.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    const form = await req.formData();
    return Object.fromEntries(
      [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name]),
    );
  }
  const text = await req.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

/** Answers every request with `handler` and records method, URL and body. */
export function mockApi(handler: (call: Call) => Response | Promise<Response>): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // RTK Query passes a Request; file downloads pass a URL and options.
    const req = input instanceof Request ? input : new Request(input, init);
    const call: Call = { method: req.method, url: new URL(req.url), body: await bodyOf(req) };
    calls.push(call);
    return handler(call);
  }) as typeof fetch;
  return calls;
}

export function json(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export const page = <T>(results: T[], count = results.length) => ({ results, count });

/** The path an API call went to, without the API base. */
export const path = (c: Call) => c.url.pathname.replace(/^\/api/, '');
