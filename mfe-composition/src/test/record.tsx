import { useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { FsmState, LeadRecord } from '@ensemble/contracts';
import { leadPath } from '../api/leadRecordApi';
import { LeadRecordPage } from '../routes/record/LeadRecordPage';
import { TransitionModal, type TransitionKind } from '../routes/record/transitions';
import { aLead } from './builders';
import { json, mockApi, ORG, page, path, type Call } from './fetchMock';
import { LocationProbe, renderInApp } from './renderRoute';

/** Lead 7, a client with most of its fields filled. */
export function lead(over: Partial<LeadRecord> = {}): LeadRecord {
  return aLead(7, {
    first_name: 'Ada',
    last_name: 'Lovelace',
    company_name: 'Engines Ltd',
    email: 'ada@example.test',
    cell_phone: '+12015550101',
    birthday: '1815-12-10',
    job_title: 'Analyst',
    website_url: 'https://engines.test',
    address: '1 Main St',
    city: 'London',
    state: 'NY',
    zip_code: '10001',
    industry: 'Computing',
    win_amount: 6,
    win_ammount: 6,
    temperature: 1,
    fsm_state: 'Client',
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-01T10:00:00.000Z',
    ...over,
  });
}

/** The record URL of lead 7 in each stage (opportunities in list 3). */
export const recordUrl: Record<FsmState, string> = {
  Opportunity: `/composition/opportunity-lists/${ORG}/list/3/contact/7`,
  Prospect: `/composition/prospects/${ORG}/prospect/7`,
  Client: `/composition/clients/${ORG}/client/7`,
  'Former Clients': `/composition/former-clients/${ORG}/former-client/7`,
  Other: `/composition/others/${ORG}/other/7`,
};

/** The five record routes as App declares them, at `url`; `location` shows where we are. */
export function renderRecord(url: string) {
  const base = '/composition';
  return renderInApp(
    url,
    <>
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
        <Route path={`${base}/others/:organizationId/other/:id`} element={<LeadRecordPage stage="Other" />} />
      </Routes>
      <LocationProbe />
    </>,
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
  return renderInApp(
    recordUrl[record.fsm_state],
    <>
      <TransitionHarness kind={kind} lead={record} />
      <LocationProbe />
    </>,
  );
}
