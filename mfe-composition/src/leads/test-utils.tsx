import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ReactElement } from 'react';
import type { LeadRecord } from '@ensemble/contracts';
import { AppProviders, session, setRuntimeConfig } from '@ensemble/shared-ui';
import { makeStore } from '../store';

export const TEST_API = 'http://api.test/api';

export interface Call {
  method: string;
  url: URL;
  body: unknown;
}

/** Answers every request with `handler` and records method, URL and JSON body. */
export function mockApi(handler: (call: Call) => Response | Promise<Response>): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // RTK Query passes a Request; the file downloads pass a URL and options.
    const req = input instanceof Request ? input : new Request(input, init);
    const text = req.method === 'GET' || req.method === 'DELETE' ? '' : await req.clone().text();
    const call: Call = { method: req.method, url: new URL(req.url), body: text ? JSON.parse(text) : null };
    calls.push(call);
    return handler(call);
  }) as typeof fetch;
  return calls;
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const page = <T,>(results: T[], count = results.length) => ({ results, count });

/** Renders `element` at `url` (matching `pattern`) with a fresh store, as the remote's App would. */
export function renderRoute(pattern: string, url: string, element: ReactElement) {
  setRuntimeConfig({ edition: 'full', apiBaseUrl: TEST_API, remotes: [] });
  session.setOrganization(4);
  return render(
    <AppProviders>
      <Provider store={makeStore()}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={pattern} element={element} />
          </Routes>
        </MemoryRouter>
      </Provider>
    </AppProviders>,
  );
}

export function aLead(id: number, over: Partial<LeadRecord> = {}): LeadRecord {
  return {
    id,
    organization: 4,
    first_name: `First${id}`,
    last_name: `Last${id}`,
    company_name: `Company ${id}`,
    email: `lead${id}@example.test`,
    cell_phone: `+1201555${String(1000 + id)}`,
    gender: null,
    birthday: null,
    job_title: null,
    website_url: null,
    address: null,
    city: null,
    state: null,
    zip_code: null,
    industry: null,
    lead_source_id: null,
    lead_source: null,
    account_rep: null,
    sales_rep: null,
    service_rep: null,
    representatives: { account_name: null, sales_name: null, service_name: null },
    sales_status: null,
    revenue_from: null,
    revenue_to: null,
    revenue_probability: null,
    win_amount: null,
    win_ammount: null,
    temperature: null,
    social: [],
    imported: 0,
    lead_list_id: null,
    lead_list: null,
    groups: [],
    total_sales: 0,
    came_from_list: null,
    fsm_state: 'Other',
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...over,
  };
}
