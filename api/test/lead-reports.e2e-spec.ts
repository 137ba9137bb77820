import {
  clientReportOrderFields,
  leadReportsMessages,
  leadReportsPaths as R,
  leadsPaths,
  messages,
  prospectReportOrderFields,
} from '@ensemble/contracts';
import { Lead, type LeadAmounts } from '../src/modules/contacts/leads/lead.entity';
import { LeadSale } from '../src/modules/contacts/lead-sales/lead-sales.entities';
import { LeadSource } from '../src/modules/contacts/settings/settings.entities';
import { aLead } from './builders/lead.builder';
import { anOrganization } from './builders/organization.builder';
import { aUser, type BuiltUser } from './builders/user.builder';
import { bearer, loginAs } from './support/auth';
import { startTestApp, type TestApp } from './support/test-app';
import { apiClient } from './support/api-client';

/**
 * The contact value reports, checked against sums computed here from the seeded data: every expected row and
 * total below comes from the `Seed` arrays, never from the API.
 */

interface Seed {
  first: string;
  last: string;
  company?: string;
  status?: string;
  source?: 'walk' | 'call';
  from?: number | null;
  to?: number | null;
  /** Clients: sales as [sale_date, amount]. */
  sales?: [string, number][];
}

const PROSPECTS: Seed[] = [
  {
    first: 'Ada',
    last: 'Lovelace',
    company: 'Analytical',
    status: 'New',
    source: 'walk',
    from: 1000,
    to: 3000,
  },
  {
    first: 'Alan',
    last: 'Turing',
    company: 'Bletchley',
    status: 'Hot',
    source: 'call',
    from: 500.5,
    to: null,
  },
  { first: 'Grace', last: 'Hopper', company: 'Navy', status: 'Cold', from: null, to: 250.25 },
  { first: 'Edsger', last: 'Dijkstra', status: 'Warm', source: 'walk', from: null, to: null },
  {
    first: 'Barbara',
    last: 'Liskov',
    company: 'MIT',
    status: 'New',
    source: 'call',
    from: 100.01,
    to: 100.03,
  },
  { first: '=cmd', last: 'Injection', company: '@evil', status: '+1', from: 10, to: 20 },
];
const CLIENTS: Seed[] = [
  {
    first: 'Ken',
    last: 'Thompson',
    company: 'Bell',
    source: 'walk',
    from: 2000,
    to: 4000,
    sales: [
      ['2025-01-10', 100],
      ['2025-02-15', 250.5],
      ['2025-03-31', 1000],
    ],
  },
  {
    first: 'Dennis',
    last: 'Ritchie',
    company: 'Bell',
    source: 'call',
    sales: [
      ['2025-02-01', 75.25],
      ['2025-04-01', 30],
    ],
  },
  { first: 'Linus', last: 'Torvalds', company: 'Transmeta', sales: [['2024-12-31', 999.99]] },
  { first: 'Margaret', last: 'Hamilton', company: 'NASA', sales: [] },
];

let t: TestApp;
let owner: BuiltUser;
let token: string;
let org: number;
let other: number;
const sources: Record<'walk' | 'call', { id: number; name: string }> = {} as never;
const ids = new Map<string, number>();

const { get } = apiClient(
  () => t,
  () => token,
);

const avg = (s: Seed): number | null => {
  const from = s.from ?? null;
  const to = s.to ?? null;
  if (from == null) return to;
  if (to == null) return from;
  return (from + to) / 2;
};
const round = (v: number) => Math.round(v * 100) / 100;
const inRange = (date: string, from?: string, to?: string) => (!from || date >= from) && (!to || date <= to);
const salesOf = (s: Seed, from?: string, to?: string) =>
  round((s.sales ?? []).filter(([d]) => inRange(d, from, to)).reduce((sum, [, a]) => sum + a, 0));

async function seed(orgId: number, s: Seed, state: 'prospect' | 'client', srcs = sources): Promise<number> {
  const b = aLead().inOrganization(orgId).named(s.first, s.last);
  if (s.company) b.ofCompany(s.company);
  const lead = await (state === 'prospect' ? b.prospect() : b.client()).build();
  const amounts: LeadAmounts = {
    revenue_from: s.from ?? null,
    revenue_to: s.to ?? null,
    revenue_probability: 50,
    total_sales: salesOf(s),
  };
  await t.dataSource
    .getRepository(Lead)
    .update(
      { id: lead.id },
      { amounts, salesStatus: s.status ?? null, leadSourceId: s.source ? srcs[s.source].id : null },
    );
  for (const [saleDate, amount] of s.sales ?? []) {
    await t.dataSource.getRepository(LeadSale).save({
      organizationId: orgId,
      leadId: lead.id,
      saleDate,
      closeDate: null,
      amountCents: Math.round(amount * 100),
      serviceId: null,
      carrier: null,
    });
  }
  return lead.id;
}

const expectedRow = (s: Seed, client: boolean) => ({
  id: ids.get(s.last),
  first_name: s.first,
  last_name: s.last,
  company_name: s.company ?? null,
  cell_phone: null,
  email: `${s.first}.${s.last}@example.test`.toLowerCase(),
  sales_status: s.status ?? null,
  lead_source: s.source ? sources[s.source] : null,
  average_revenue: avg(s) == null ? null : round(avg(s) as number),
  ...(client ? { total_sales: salesOf(s) } : {}),
});

const names = (body: { results: { leads: { last_name: string }[] } }) =>
  body.results.leads.map((l) => l.last_name);

beforeAll(async () => {
  t = await startTestApp();
  owner = await aUser().verified().build();
  const stranger = await aUser().verified().build();
  org = (await anOrganization().ownedBy(owner).build()).id;
  other = (await anOrganization().ownedBy(stranger).build()).id;
  const repo = t.dataSource.getRepository(LeadSource);
  for (const [key, name] of [
    ['walk', 'Walk-In'],
    ['call', 'Call-In'],
  ] as const) {
    const s = await repo.save({ organizationId: org, name, description: null });
    sources[key] = { id: s.id, name };
  }
  for (const s of PROSPECTS) ids.set(s.last, await seed(org, s, 'prospect'));
  for (const s of CLIENTS) ids.set(s.last, await seed(org, s, 'client'));
  // Another organization's contacts with large values, and this organization's other stages: never counted.
  const otherSources = {
    walk: await repo.save({ organizationId: other, name: 'Other walk', description: null }),
    call: await repo.save({ organizationId: other, name: 'Other call', description: null }),
  };
  await seed(other, { first: 'Ada', last: 'Foreign', from: 1e6, to: 1e6 }, 'prospect', otherSources);
  await seed(other, { first: 'Ken', last: 'Foreign', sales: [['2025-02-01', 1e6]] }, 'client', otherSources);
  await aLead().inOrganization(org).opportunity().named('Ada', 'Opportunity').build();
  await aLead().inOrganization(org).formerClient().named('Ken', 'Former').build();
  token = (await loginAs(t, owner)).access;
});

afterAll(async () => {
  await t?.close();
});

describe('prospect values', () => {
  it('lists every prospect (newest first) with the total revenue summed over all of them', async () => {
    const res = await get(`${R.prospects(org)}?per_page=100`);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(PROSPECTS.length);
    expect(res.body.results.leads).toEqual([...PROSPECTS].reverse().map((s) => expectedRow(s, false)));
    const total = PROSPECTS.reduce((sum, s) => sum + (avg(s) ?? 0), 0);
    expect(res.body.results.total_revenue).toBeCloseTo(total, 2);
  });

  it('totals every matching prospect, not only the page, and pages without overlap', async () => {
    const first = await get(`${R.prospects(org)}?page=1&per_page=4&order_by=last_name`);
    const second = await get(`${R.prospects(org)}?page=2&per_page=4&order_by=last_name`);
    const byLast = [...PROSPECTS].sort((a, b) => a.last.toLowerCase().localeCompare(b.last.toLowerCase()));
    expect(names(first.body)).toEqual(byLast.slice(0, 4).map((s) => s.last));
    expect(names(second.body)).toEqual(byLast.slice(4).map((s) => s.last));
    expect(first.body.count).toBe(PROSPECTS.length);
    expect(first.body.results.total_revenue).toBe(second.body.results.total_revenue);
  });

  it('orders by average revenue both ways (no revenue first ascending), by source name, and by status', async () => {
    const byAvg = [...PROSPECTS].sort((a, b) => (avg(a) ?? -1) - (avg(b) ?? -1)).map((s) => s.last);
    expect(names((await get(`${R.prospects(org)}?order_by=average_revenue`)).body)).toEqual(byAvg);
    const desc = await get(`${R.prospects(org)}?order_by=-average_revenue`);
    expect(names(desc.body)).toEqual([...byAvg].reverse());

    const bySource = await get(`${R.prospects(org)}?order_by=lead_source&per_page=100`);
    const sourceNames = bySource.body.results.leads.map((l: { lead_source: { name: string } | null }) =>
      l.lead_source ? l.lead_source.name : null,
    );
    expect(sourceNames).toEqual([null, null, 'Call-In', 'Call-In', 'Walk-In', 'Walk-In']);
    const byStatus = await get(`${R.prospects(org)}?order_by=-sales_status`);
    expect(byStatus.body.results.leads[0].sales_status).toBe('Warm');
  });

  it('searches name, company and email prefixes, totalling only the matches', async () => {
    const res = await get(`${R.prospects(org)}?search=AL`);
    const matches = PROSPECTS.filter((s) => [s.first, s.last, s.company ?? ''].some((v) => /^al/i.test(v)));
    expect(names(res.body).sort()).toEqual(matches.map((s) => s.last).sort());
    expect(res.body.count).toBe(matches.length);
    expect(res.body.results.total_revenue).toBeCloseTo(
      matches.reduce((sum, s) => sum + (avg(s) ?? 0), 0),
      2,
    );
    const company = await get(`${R.prospects(org)}?search=bletch`);
    expect(names(company.body)).toEqual(['Turing']);
    const none = await get(`${R.prospects(org)}?search=zzz`);
    expect(none.body).toEqual({ results: { leads: [], total_revenue: 0 }, count: 0 });
    const foreign = await get(`${R.prospects(org)}?search=foreign`);
    expect(foreign.body.count).toBe(0);
  });

  it('answers field errors for a bad order, page or page size', async () => {
    const res = await get(`${R.prospects(org)}?order_by=total_sales&page=0&per_page=500`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      order_by: [messages.invalidOrdering(prospectReportOrderFields)],
      page: [messages.invalidChoice],
      per_page: [messages.invalidChoice],
    });
  });
});

describe('client values', () => {
  it('lists every client with its stored total and the total sales of all of them', async () => {
    const res = await get(`${R.clients(org)}?order_by=first_name`);
    expect(res.status).toBe(200);
    const byFirst = [...CLIENTS].sort((a, b) => a.first.localeCompare(b.first));
    expect(res.body.results.leads).toEqual(byFirst.map((s) => expectedRow(s, true)));
    expect(res.body.count).toBe(CLIENTS.length);
    expect(res.body.results.total_sales).toBeCloseTo(
      CLIENTS.reduce((sum, s) => sum + salesOf(s), 0),
      2,
    );
  });

  it('counts only the sales dated in the range (ends included, either end open)', async () => {
    for (const [from, to] of [
      ['2025-02-01', '2025-03-31'],
      ['2025-02-16', ''],
      ['', '2025-01-10'],
      ['2026-01-01', '2026-12-31'],
    ]) {
      const query = `sale_from=${from}&sale_to=${to}&order_by=-total_sales&per_page=100`;
      const res = await get(`${R.clients(org)}?${query}`);
      expect(res.status).toBe(200);
      const expected = CLIENTS.map((s) => ({ last: s.last, total: salesOf(s, from, to) }));
      expect(
        res.body.results.leads.map((l: { last_name: string; total_sales: number }) => ({
          last: l.last_name,
          total: l.total_sales,
        })),
      ).toEqual(
        // Ties fall back to id, in the same direction (the later client first).
        expected
          .map((e, i) => ({ ...e, i }))
          .sort((a, b) => b.total - a.total || b.i - a.i)
          .map(({ last, total }) => ({ last, total })),
      );
      expect(res.body.count).toBe(CLIENTS.length);
      expect(res.body.results.total_sales).toBeCloseTo(
        expected.reduce((sum, e) => sum + e.total, 0),
        2,
      );
    }
  });

  it('searches and pages clients, the total following the search', async () => {
    const res = await get(`${R.clients(org)}?search=bell&per_page=1&order_by=last_name`);
    expect(res.body.count).toBe(2);
    expect(names(res.body)).toEqual(['Ritchie']);
    const bell = CLIENTS.filter((s) => s.company === 'Bell');
    expect(res.body.results.total_sales).toBeCloseTo(
      bell.reduce((sum, s) => sum + salesOf(s), 0),
      2,
    );
  });

  it('validates the dates and the order', async () => {
    const bad = await get(`${R.clients(org)}?sale_from=01/02/2025&sale_to=2025-02-30&order_by=-score`);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      sale_from: [leadReportsMessages.dateFormat],
      sale_to: [leadReportsMessages.dateFormat],
      order_by: [messages.invalidOrdering(clientReportOrderFields)],
    });
    const reversed = await get(`${R.clients(org)}?sale_from=2025-03-01&sale_to=2025-02-01`);
    expect(reversed.body).toEqual({ sale_to: [leadReportsMessages.rangeOrder] });
  });
});

describe('routes and tenancy', () => {
  it("is not read as a contact id by the leads' ':id/' routes", async () => {
    const prospect = await get(leadsPaths.prospect(org, ids.get('Lovelace') as number));
    expect(prospect.status).toBe(200);
    const reports = await get(R.prospects(org));
    expect(reports.body.results).toBeDefined();
  });

  it("answers 404 for another organization's reports", async () => {
    for (const path of [
      R.prospects(other),
      R.clients(other),
      R.prospectsExport(other),
      R.clientsExport(other),
    ]) {
      expect((await get(path)).status).toBe(404);
    }
  });
});

describe('CSV export', () => {
  const parse = (text: string) =>
    text
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));

  it('streams every prospect of the filter, neutralizes formulas and ends with the total revenue', async () => {
    const res = await get(`${R.prospectsExport(org)}?order_by=last_name`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="prospects_values.csv"');
    const lines = parse(res.text);
    expect(lines[0]).toEqual([
      'First name',
      'Last name',
      'Company name',
      'Cell phone',
      'Email',
      'Sales status',
      'Lead source',
      'Average revenue',
    ]);
    const byLast = [...PROSPECTS].sort((a, b) => a.last.toLowerCase().localeCompare(b.last.toLowerCase()));
    expect(lines.slice(1, -1).map((l) => l[1])).toEqual(byLast.map((s) => s.last));
    const injected = lines.find((l) => l[1] === 'Injection');
    expect(injected?.slice(0, 3)).toEqual(["'=cmd", 'Injection', "'@evil"]);
    expect(injected?.[5]).toBe("'+1");
    expect(injected?.[7]).toBe('15.00');
    const total = PROSPECTS.reduce((sum, s) => sum + (avg(s) ?? 0), 0);
    expect(lines[lines.length - 1]).toEqual(['Total', '', '', '', '', '', '', round(total).toFixed(2)]);
  });

  it('exports clients with the date range and the search, ending with the total sales', async () => {
    const res = await get(`${R.clientsExport(org)}?sale_from=2025-02-01&sale_to=2025-02-28&search=bell`);
    expect(res.status).toBe(200);
    const lines = parse(res.text);
    expect(lines[0][8]).toBe('Total sales');
    const bell = CLIENTS.filter((s) => s.company === 'Bell').reverse();
    expect(lines.slice(1, -1).map((l) => [l[1], l[8]])).toEqual(
      bell.map((s) => [s.last, salesOf(s, '2025-02-01', '2025-02-28').toFixed(2)]),
    );
    const total = bell.reduce((sum, s) => sum + salesOf(s, '2025-02-01', '2025-02-28'), 0);
    expect(lines[lines.length - 1]).toEqual(['Total', '', '', '', '', '', '', '', round(total).toFixed(2)]);
  });

  it('streams past one read page: every one of 2,100 prospects, each once', async () => {
    const big = (await anOrganization().ownedBy(owner).build()).id;
    const built = await aLead().inOrganization(big).prospect().named('Bulk', 'Row').buildMany(2100);
    const res = await get(R.prospectsExport(big));
    const lines = parse(res.text);
    expect(lines).toHaveLength(built.length + 2);
    expect(new Set(lines.slice(1, -1).map((l) => l[1])).size).toBe(built.length);
    expect(lines[lines.length - 1][7]).toBe('0.00');
  });

  it('answers field errors before streaming', async () => {
    const res = await get(`${R.clientsExport(org)}?sale_from=yesterday`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ sale_from: [leadReportsMessages.dateFormat] });
  });
});

describe('on the embedded SQLite database', () => {
  let s: TestApp;
  afterAll(async () => {
    await s?.close();
  });

  it('computes the same rows and totals', async () => {
    s = await startTestApp({ database: 'sqlite', redis: false });
    const main = t;
    t = s;
    try {
      const u = await aUser().verified().build();
      const o = (await anOrganization().ownedBy(u).build()).id;
      const repo = s.dataSource.getRepository(LeadSource);
      const srcs = {
        walk: await repo.save({ organizationId: o, name: 'Walk-In', description: null }),
        call: await repo.save({ organizationId: o, name: 'Call-In', description: null }),
      };
      for (const p of PROSPECTS) await seed(o, p, 'prospect', srcs);
      for (const c of CLIENTS) await seed(o, c, 'client', srcs);
      const access = (await loginAs(s, u)).access;
      const prospects = await s.http
        .get(`/api${R.prospects(o)}?order_by=-average_revenue`)
        .set(bearer(access));
      expect(prospects.status).toBe(200);
      const byAvg = [...PROSPECTS].sort((a, b) => (avg(b) ?? -1) - (avg(a) ?? -1));
      expect(names(prospects.body)).toEqual(byAvg.map((p) => p.last));
      expect(
        prospects.body.results.leads.map((l: { average_revenue: number | null }) => l.average_revenue),
      ).toEqual(byAvg.map((p) => (avg(p) == null ? null : round(avg(p) as number))));
      expect(prospects.body.results.total_revenue).toBeCloseTo(
        PROSPECTS.reduce((sum, p) => sum + (avg(p) ?? 0), 0),
        2,
      );
      const clients = await s.http
        .get(`/api${R.clients(o)}?sale_from=2025-02-01&sale_to=2025-03-31&search=bell`)
        .set(bearer(access));
      expect(clients.status).toBe(200);
      const bell = CLIENTS.filter((c) => c.company === 'Bell');
      expect(clients.body.results.total_sales).toBeCloseTo(
        bell.reduce((sum, c) => sum + salesOf(c, '2025-02-01', '2025-03-31'), 0),
        2,
      );
      expect(clients.body.count).toBe(2);
    } finally {
      t = main;
    }
  });
});
