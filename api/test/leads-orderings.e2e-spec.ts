import {
  automationEndpoints,
  emailReportEndpoints,
  emailReportTypes,
  leadReportsPaths,
  leadsExtraPaths,
  leadsPaths as P,
  settingsPaths as S,
  type SortableTable,
  sortableColumns,
  urlOf,
} from '@ensemble/contracts';
import { Lead, LeadList } from '../src/modules/contacts/leads/lead.entity';
import { MarketingGroup } from '../src/modules/contacts/settings/settings.entities';
import { EmailCampaign } from '../src/modules/messaging/email-sending/email-sending.entities';
import { Automation } from '../src/modules/messaging/automations/automation.entities';
import { aLead } from './builders/lead.builder';
import { anOrganization } from './builders/organization.builder';
import { aUser, type BuiltUser } from './builders/user.builder';
import { bearer, loginAs } from './support/auth';
import { startTestApp, type TestApp } from './support/test-app';
import { api, apiClient } from './support/api-client';

/**
 * Every sortable column of every table (contracts sortableColumns) is requested ascending and descending, and
 * must answer 200 with the seeded rows in that column's order. A column whose key the API refuses (an opportunity
 * list's Score sent `win_amount` and got a 400) or ignores fails here, and a table added to the contract without
 * a walker below does not compile.
 */

let t: TestApp;
let owner: BuiltUser;
let token: string;

const { get } = apiClient(
  () => t,
  () => token,
);
async function post(path: string, body: object): Promise<{ id: number }> {
  const res = await t.http.post(api(path)).set(bearer(token)).send(body);
  if (res.status !== 201 && res.status !== 200) throw new Error(`POST ${path}: ${res.status} ${res.text}`);
  return res.body as { id: number };
}

/**
 * Three rows per table; row i takes the values of rank RANK[i] in every column, so ascending is rows 2, 0, 1:
 * neither the id order nor its reverse (the default), so an ordering the API ignores cannot pass.
 */
const RANK = [1, 2, 0] as const;
const WORDS = ['Alpha', 'Bravo', 'Charlie'] as const;
const word = (r: number) => WORDS[r];

interface Row {
  id: number;
  value: unknown;
}
interface Walker {
  /** Seeds three rows in a new organization; their ids as `list` names them. */
  seed(org: number): Promise<number[]>;
  /** The rows of the table in `ordering` (asserting 200). */
  list(org: number, ordering: string): Promise<Row[]>;
}
type Record_ = Record<string, unknown>;

async function page(path: string): Promise<Record_[]> {
  const res = await get(path);
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${res.text}`);
  const body = res.body as { results: Record_[] | { leads: Record_[] } };
  return Array.isArray(body.results) ? body.results : body.results.leads;
}
const rows = (found: Record_[], key: string, valueOf = (r: Record_) => r[key]): Row[] =>
  found.map((r) => ({ id: Number(r.id), value: valueOf(r) }));
/** The column an ordering sorts by ('-name' → 'name'). */
const keyOf = (ordering: string) => ordering.replace(/^-/, '');
/** The table at `path` in `ordering`, 50 to a page, asked with the page-size and ordering names it takes. */
const listed = (path: string, ordering: string, [size, order] = ['per_page', 'ordering']) =>
  page(`${path}?${size}=50&${order}=${ordering}`);

/** A contact of rank r, with a value in every column a stage table sorts by. */
const contact = (r: number, extra: object = {}) => ({
  first_name: word(r),
  last_name: `${word(r)}son`,
  company_name: `${word(r)} Inc`,
  email: `${word(r).toLowerCase()}@example.test`,
  cell_phone: `(415) 555-010${r}`,
  sales_status: word(r),
  revenue_from: (r + 1) * 100.5,
  revenue_to: (r + 1) * 100.5,
  ...extra,
});

async function seedContacts(path: string, extra: (r: number) => object = () => ({})): Promise<number[]> {
  const ids: number[] = [];
  for (const r of RANK) ids.push((await post(path, contact(r, extra(r)))).id);
  return ids;
}

/** A stage's list (ordering, or the others' sorting), its rows and each column's value. */
function stageWalker(
  pathOf: (org: number) => Promise<string>,
  extra?: (r: number) => object,
  others = false,
) {
  const paths = new Map<number, string>();
  const walker: Walker = {
    async seed(org) {
      const path = await pathOf(org);
      paths.set(org, path);
      return seedContacts(path, extra);
    },
    async list(org, ordering) {
      const found = await listed(
        paths.get(org) as string,
        ordering,
        others ? ['pageSize', 'sorting'] : undefined,
      );
      return rows(found, keyOf(ordering));
    },
  };
  return walker;
}

async function newList(org: number, title = 'Spring fair'): Promise<number> {
  return (await post(P.opportunityLists(org), { title })).id;
}

/** Three sources named by rank, the contact of rank r from the source of rank r. */
async function sourcesByRank(org: number): Promise<number[]> {
  const ids: number[] = [];
  for (const r of [0, 1, 2]) ids.push((await post(S.sources(org), { name: `${word(r)} source` })).id);
  return ids;
}

const reportWalker = (stage: 'prospects' | 'clients'): Walker => ({
  async seed(org) {
    const sources = await sourcesByRank(org);
    return seedContacts(stage === 'prospects' ? P.prospects(org) : P.clients(org), (r) => ({
      lead_source_id: sources[r],
      total_sales: (r + 1) * 10.25,
    }));
  },
  async list(org, ordering) {
    const path = stage === 'prospects' ? leadReportsPaths.prospects(org) : leadReportsPaths.clients(org);
    const key = keyOf(ordering);
    const found = await listed(path, ordering, ['per_page', 'order_by']);
    return rows(found, key, (r) =>
      key === 'lead_source' ? (r.lead_source as { name: string } | null)?.name : r[key],
    );
  },
});

const walkers: Record<SortableTable, Walker> = {
  opportunityLists: {
    async seed(org) {
      const ids: number[] = [];
      for (const r of RANK) {
        const id = await newList(org, word(r));
        for (let n = 0; n <= r; n++) await post(P.opportunities(org, id), contact(n));
        await t.dataSource
          .getRepository(LeadList)
          .update({ id }, { createdAt: new Date(Date.UTC(2024, 0, 1 + r)) });
        ids.push(id);
      }
      return ids;
    },
    async list(org, ordering) {
      return rows(await listed(P.opportunityLists(org), ordering), keyOf(ordering));
    },
  },
  opportunities: stageWalker(
    async (org) => P.opportunities(org, await newList(org)),
    (r) => ({ win_amount: r * 3 + 0.5 }),
  ),
  prospects: stageWalker(async (org) => P.prospects(org)),
  clients: stageWalker(
    async (org) => P.clients(org),
    (r) => ({ total_sales: (r + 1) * 10.25 }),
  ),
  formerClients: stageWalker(
    async (org) => P.formerClients(org),
    (r) => ({ total_sales: (r + 1) * 10.25 }),
  ),
  others: stageWalker(async (org) => P.others(org), undefined, true),
  sources: {
    async seed(org) {
      const ids: number[] = [];
      for (const r of RANK) {
        const id = (await post(S.sources(org), { name: word(r), description: `${word(r)} walk-in` })).id;
        for (let n = 0; n <= r; n++) {
          await post(P.prospects(org), contact(n, { email: `s${id}-${n}@example.test`, lead_source_id: id }));
        }
        ids.push(id);
      }
      return ids;
    },
    async list(org, ordering) {
      return rows(await listed(S.sources(org), ordering), keyOf(ordering));
    },
  },
  services: {
    async seed(org) {
      const ids: number[] = [];
      for (const r of RANK) {
        ids.push(
          (
            await post(S.services(org), {
              name: word(r),
              description: `${word(r)} class`,
              price: (r + 1) * 1000,
            })
          ).id,
        );
      }
      return ids;
    },
    async list(org, ordering) {
      return rows(await listed(S.services(org), ordering, ['pageSize', 'sorting']), keyOf(ordering));
    },
  },
  tags: {
    async seed(org) {
      const leads = await seedContacts(P.prospects(org));
      const ids: number[] = [];
      for (const r of RANK) {
        const id = (await post(S.tags(org), { name: word(r) })).id;
        await post(leadsExtraPaths.addGroupsToLeads(org), {
          lead_ids: leads.slice(0, r + 1),
          group_ids: [id],
        });
        await t.dataSource
          .getRepository(MarketingGroup)
          .update({ id }, { createdAt: new Date(Date.UTC(2024, 0, 1 + r)) });
        ids.push(id);
      }
      return ids;
    },
    async list(org, ordering) {
      return rows(await listed(S.tags(org), ordering), keyOf(ordering));
    },
  },
  representatives: {
    // The organization is built with its members: see the test. Rows are keyed by user id.
    async seed(org) {
      const ids: number[] = [];
      for (const [i, r] of RANK.entries()) {
        const user = reps[i];
        const res = await t.http
          .patch(api(S.representatives(org)))
          .set(bearer(token))
          .send({ user_id: user.id, role_title: ['Account', 'Sales', 'Service'][r] });
        if (res.status !== 200) throw new Error(`PATCH representatives: ${res.status} ${res.text}`);
        for (let n = 0; n <= r; n++) {
          const lead = await aLead().inOrganization(org).other().build();
          await t.dataSource.getRepository(Lead).update({ id: lead.id }, { accountRep: user.id });
        }
        ids.push(user.id);
      }
      return ids;
    },
    async list(org, ordering) {
      const found = await listed(S.representatives(org), ordering, ['page_size', 'ordering']);
      return found.map((r) => ({ id: Number(r.user_id), value: r[keyOf(ordering)] }));
    },
  },
  prospectReport: reportWalker('prospects'),
  clientReport: reportWalker('clients'),
  automations: {
    // Build your own: three drips by day named by rank, created on the day of their rank.
    async seed(org) {
      const ids: number[] = [];
      for (const r of RANK) {
        const path = urlOf(automationEndpoints.custom.create, { orgId: org });
        const id = (await post(path, { name: word(r), type: 0, buckets: ['prospect'] })).id;
        await t.dataSource
          .getRepository(Automation)
          .update({ id }, { createdAt: new Date(Date.UTC(2024, 0, 1 + r)) });
        ids.push(id);
      }
      return ids;
    },
    async list(org, ordering) {
      const path = urlOf(automationEndpoints.custom.list, { orgId: org });
      return rows(await listed(path, ordering, ['pageSize', 'sorting']), keyOf(ordering));
    },
  },
  emailReports: {
    // Sends written as the sending module writes them, with the report's figures of their rank.
    async seed(org) {
      const types = [...emailReportTypes].sort();
      const ids: number[] = [];
      for (const r of RANK) {
        const row = await t.dataSource.getRepository(EmailCampaign).save({
          organizationId: org,
          subject: `${word(r)} news`,
          html: null,
          text: 'x',
          type: types[r],
          templateId: null,
          templateTextId: null,
          invoiceId: null,
          sender: 'no-reply@ensemble.local',
          replyTo: null,
          createdById: null,
          status: 'queued' as const,
          total: (r + 1) * 10,
          uniqueOpens: r * 3,
          uniqueClicks: r * 2 + 1,
          bulk: true,
          attachmentIds: [],
        });
        await t.dataSource
          .getRepository(EmailCampaign)
          .update({ id: row.id }, { createdAt: new Date(Date.UTC(2024, 0, 1 + r)) });
        ids.push(row.id);
      }
      return ids;
    },
    async list(org, ordering) {
      return rows(await listed(urlOf(emailReportEndpoints.list, { orgId: org }), ordering), keyOf(ordering));
    },
  },
};

/** Representatives: three members whose names and addresses follow the ranks (the owner is left out). */
let reps: BuiltUser[] = [];

const compare = (a: unknown, b: unknown): number => {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a).toLowerCase();
  const y = String(b).toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

beforeAll(async () => {
  t = await startTestApp();
  owner = await aUser().verified().named('Olive', 'Owner').build();
  reps = [];
  for (const r of RANK) {
    reps.push(
      await aUser()
        .verified()
        .named(word(r), 'Rep')
        .withEmail(`${word(r).toLowerCase()}.rep@example.test`)
        .build(),
    );
  }
  token = (await loginAs(t, owner)).access;
});

afterAll(async () => {
  await t?.close();
});

it('has a walker for every table of the contract', () => {
  expect(Object.keys(walkers).sort()).toEqual(Object.keys(sortableColumns).sort());
});

describe.each(Object.keys(sortableColumns) as SortableTable[])('%s', (table) => {
  let org: number;
  let seeded: number[];

  beforeAll(async () => {
    let builder = anOrganization().ownedBy(owner);
    if (table === 'representatives') for (const u of reps) builder = builder.withMember(u);
    org = (await builder.build()).id;
    seeded = await walkers[table].seed(org);
    expect(new Set(seeded).size).toBe(3);
  });

  it.each(sortableColumns[table].flatMap((key) => [key, `-${key}`]))('orders by %s', async (ordering) => {
    const found = (await walkers[table].list(org, ordering)).filter((r) => seeded.includes(r.id));
    expect(found).toHaveLength(3);
    // Distinct values, so there is exactly one right order.
    expect(new Set(found.map((r) => JSON.stringify(r.value))).size).toBe(3);
    const desc = ordering.startsWith('-');
    const expected = [...found].sort((a, b) => compare(a.value, b.value) * (desc ? -1 : 1));
    expect(found.map((r) => r.id)).toEqual(expected.map((r) => r.id));
  });
});
