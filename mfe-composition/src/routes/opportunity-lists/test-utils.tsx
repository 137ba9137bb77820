import { configure, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ReactElement } from 'react';
import type { LeadRecord, OpportunityList } from '@ensemble/contracts';
import { AppProviders, setRuntimeConfig } from '@ensemble/shared-ui';
import { makeStore } from '../../store';

// antd renders slowly on a busy two-core machine: give findBy/waitFor more than the default second.
configure({ asyncUtilTimeout: 8000 });

export const TEST_API = 'http://api.test/api';

export interface Call {
  method: string;
  url: URL;
  /** The JSON body, or the multipart fields (files by name). */
  body: unknown;
}

/** Answers every request with `handler` and records method, URL and body. */
export function mockApi(handler: (call: Call) => Response | Promise<Response>): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // RTK Query passes a Request; file downloads pass a URL and options.
    const req = input instanceof Request ? input : new Request(input, init);
    let body: unknown = null;
    if (req.method !== 'GET' && req.method !== 'DELETE') {
      if ((req.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
        const form = await req.formData();
        body = Object.fromEntries(
          [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name]),
        );
      } else {
        const text = await req.text();
        body = text ? (JSON.parse(text) as unknown) : null;
      }
    }
    const call: Call = { method: req.method, url: new URL(req.url), body };
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

export const page = <T,>(results: T[], count = results.length) => ({ results, count });

/** Renders one route of this remote with a fresh store, as the remote's App would. */
export function renderRoute(pattern: string, url: string, element: ReactElement) {
  setRuntimeConfig({ edition: 'full', apiBaseUrl: TEST_API, remotes: [] });
  return render(
    <AppProviders>
      <Provider store={makeStore()}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={pattern} element={element} />
            <Route path="*" element={<div data-testid="elsewhere" />} />
          </Routes>
        </MemoryRouter>
      </Provider>
    </AppProviders>,
  );
}

export function aList(id: number, title: string, extra: Partial<OpportunityList> = {}): OpportunityList {
  return {
    id,
    title,
    created_at: '2026-03-04T10:00:00.000Z',
    leads_count: 0,
    organization_id: 4,
    kind: 'opportunity',
    ...extra,
  };
}

export function aLead(id: number, extra: Partial<LeadRecord> = {}): LeadRecord {
  return {
    id,
    organization: 4,
    first_name: `First${id}`,
    last_name: `Last${id}`,
    company_name: null,
    email: `lead${id}@example.test`,
    cell_phone: null,
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
    win_amount: 7,
    win_ammount: 7,
    temperature: null,
    social: [],
    imported: 0,
    lead_list_id: 9,
    lead_list: { id: 9, title: 'Spring fair' },
    groups: [],
    total_sales: 0,
    came_from_list: null,
    fsm_state: 'Opportunity',
    created_at: '2026-03-04T10:00:00.000Z',
    updated_at: '2026-03-04T10:00:00.000Z',
    ...extra,
  };
}
