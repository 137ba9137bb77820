import { useState } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { FsmState, LeadRecord } from '@ensemble/contracts';
import { AppProviders, session, setRuntimeConfig } from '@ensemble/shared-ui';
import { leadPath } from '../../api/leadRecordApi';
import { makeStore } from '../../store';
import { LeadRecordPage } from './LeadRecordPage';
import { TransitionModal, type TransitionKind } from './transitions';

export const TEST_API = 'http://api.test/api';
export const ORG = 4;

export interface Call {
  method: string;
  url: URL;
  body: unknown;
}

/** Answers every request with `handler` and records method, URL and JSON body. */
export function mockApi(handler: (call: Call) => Response | Promise<Response>): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const req = input as Request;
    const text = req.method === 'GET' || req.method === 'DELETE' ? '' : await req.text();
    const call: Call = {
      method: req.method,
      url: new URL(req.url),
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    return handler(call);
  }) as typeof fetch;
  return calls;
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const page = <T,>(results: T[], count = results.length) => ({ results, count });

/** The path an API call went to, without the API base. */
export const path = (c: Call) => c.url.pathname.replace(/^\/api/, '');

export function lead(over: Partial<LeadRecord> = {}): LeadRecord {
  return {
    id: 7,
    organization: ORG,
    first_name: 'Ada',
    last_name: 'Lovelace',
    company_name: 'Engines Ltd',
    email: 'ada@example.test',
    cell_phone: '+12015550101',
    gender: null,
    birthday: '1815-12-10',
    job_title: 'Analyst',
    website_url: 'https://engines.test',
    address: '1 Main St',
    city: 'London',
    state: 'NY',
    zip_code: '10001',
    industry: 'Computing',
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
    win_amount: 6,
    win_ammount: 6,
    temperature: 1,
    social: [],
    imported: 0,
    lead_list_id: null,
    lead_list: null,
    groups: [],
    total_sales: 0,
    came_from_list: null,
    fsm_state: 'Client',
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-01T10:00:00.000Z',
    ...over,
  };
}

/** The record URL of lead 7 in each stage (opportunities in list 3). */
export const recordUrl: Record<FsmState, string> = {
  Opportunity: `/composition/opportunity-lists/${ORG}/list/3/contact/7`,
  Prospect: `/composition/prospects/${ORG}/prospect/7`,
  Client: `/composition/clients/${ORG}/client/7`,
  'Former Clients': `/composition/former-clients/${ORG}/former-client/7`,
  Other: `/composition/others/${ORG}/other/7`,
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** The five record routes as App declares them, at `url`, with a fresh store; `location` shows where we are. */
export function renderRecord(url: string) {
  setRuntimeConfig({ edition: 'full', apiBaseUrl: TEST_API, remotes: [] });
  session.setOrganization(ORG);
  const base = '/composition';
  return render(
    <AppProviders>
      <Provider store={makeStore()}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path={`${base}/opportunity-lists/:organizationId/list/:listId/contact/:id`}
              element={<LeadRecordPage stage="Opportunity" />}
            />
            <Route
              path={`${base}/prospects/:organizationId/prospect/:id`}
              element={<LeadRecordPage stage="Prospect" />}
            />
            <Route
              path={`${base}/clients/:organizationId/client/:id`}
              element={<LeadRecordPage stage="Client" />}
            />
            <Route
              path={`${base}/former-clients/:organizationId/former-client/:id`}
              element={<LeadRecordPage stage="Former Clients" />}
            />
            <Route
              path={`${base}/others/:organizationId/other/:id`}
              element={<LeadRecordPage stage="Other" />}
            />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </Provider>
    </AppProviders>,
  );
}

const emptyHistory = { history: [], notes_history: [] };

/**
 * A server holding `record` at its stage's path: GETs answer it (404 elsewhere), history, tags, sources and lists
 * answer `extra` or empty, and `post` answers every POST.
 */
export function recordServer(
  record: LeadRecord,
  opts: {
    post?: (c: Call) => Response | Promise<Response>;
    get?: (c: Call) => Response | undefined;
  } = {},
) {
  const own = leadPath({ organizationId: ORG, stage: record.fsm_state, id: record.id, listId: 3 });
  return mockApi((c) => {
    if (c.method === 'POST') return opts.post ? opts.post(c) : json(200, {});
    const custom = opts.get?.(c);
    if (custom) return custom;
    const p = path(c);
    if (p.startsWith('/organization/lead/history/')) return json(200, emptyHistory);
    if (p.endsWith('/automation-marketing-group/')) return json(200, page([]));
    if (p.endsWith('/source/all/')) return json(200, []);
    if (p.endsWith('/opportunity-list-all/')) return json(200, []);
    return p === own ? json(200, record) : json(404, { detail: 'Not found.' });
  });
}

function TransitionHarness(props: { kind: TransitionKind; lead: LeadRecord }) {
  const [open, setOpen] = useState(true);
  return (
    <TransitionModal
      kind={open ? props.kind : null}
      organizationId={ORG}
      lead={props.lead}
      open={open}
      onClose={() => setOpen(false)}
    />
  );
}

/** One transition modal, open on `record`'s page (lighter than the whole record page); `location` as above. */
export function renderTransition(kind: TransitionKind, record: LeadRecord) {
  setRuntimeConfig({ edition: 'full', apiBaseUrl: TEST_API, remotes: [] });
  session.setOrganization(ORG);
  return render(
    <AppProviders>
      <Provider store={makeStore()}>
        <MemoryRouter initialEntries={[recordUrl[record.fsm_state]]}>
          <TransitionHarness kind={kind} lead={record} />
          <LocationProbe />
        </MemoryRouter>
      </Provider>
    </AppProviders>,
  );
}
