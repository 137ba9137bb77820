/** A fetch mock that records each call (method, URL, JSON body) and answers through a handler. */
export interface Call {
  method: string;
  url: URL;
  body: unknown;
}

export function mockApi(handler: (call: Call) => Response | Promise<Response>): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const req = input as Request;
    const text = req.method === 'GET' || req.method === 'DELETE' ? '' : await req.clone().text();
    const call = {
      method: req.method,
      url: new URL(req.url),
      body: text ? (JSON.parse(text) as unknown) : null,
    };
    calls.push(call);
    return handler(call);
  }) as typeof fetch;
  return calls;
}

/** Picks an option of an antd Select by typing part of its label. */
export async function pick(label: string, search: string, option: string) {
  const { fireEvent, screen } = await import('@testing-library/react');
  const input = screen.getByLabelText(label, { exact: true });
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: search } });
  fireEvent.click(await screen.findByTitle(option));
}
