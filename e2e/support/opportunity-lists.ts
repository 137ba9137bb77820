/**
 * Opportunity lists and their contacts (issue 6) seeded and read back through the API, plus the CSV files the
 * import journeys upload.
 */
import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import {
  leadsPaths,
  type LeadInput,
  type LeadRecord,
  type OpportunityList,
  type Paginated,
} from '@ensemble/contracts';
import { call, ownerOfOne } from './api';
import { agreeToEula, subscribeViaApi } from './billing';

export async function createList(token: string, orgId: number, title: string): Promise<OpportunityList> {
  return call<OpportunityList>(leadsPaths.opportunityLists(orgId), {
    method: 'POST',
    token,
    body: JSON.stringify({ title }),
  });
}

export async function allLists(token: string, orgId: number): Promise<OpportunityList[]> {
  return call<OpportunityList[]>(leadsPaths.opportunityListsAll(orgId), { token });
}

export async function listNamed(
  token: string,
  orgId: number,
  title: string,
): Promise<OpportunityList | undefined> {
  return (await allLists(token, orgId)).find((l) => l.title === title);
}

export async function addOpportunity(
  token: string,
  orgId: number,
  listId: number,
  input: Partial<LeadInput>,
): Promise<LeadRecord> {
  return call<LeadRecord>(leadsPaths.opportunities(orgId, listId), {
    method: 'POST',
    token,
    body: JSON.stringify(input),
  });
}

/** The list's newest 50 contacts, or the first 50 that `search` finds. */
export async function opportunitiesOf(
  token: string,
  orgId: number,
  listId: number,
  search = '',
): Promise<LeadRecord[]> {
  const page = await call<Paginated<LeadRecord>>(
    `${leadsPaths.opportunities(orgId, listId)}?page=1&per_page=50&search=${encodeURIComponent(search)}`,
    {
      token,
    },
  );
  return page.results;
}

/** A list of `count` contacts named First1 Last1, … with a score of 7. */
export async function listWithContacts(
  token: string,
  orgId: number,
  title: string,
  count: number,
): Promise<{ list: OpportunityList; leads: LeadRecord[] }> {
  const list = await createList(token, orgId, title);
  const leads: LeadRecord[] = [];
  for (let i = 1; i <= count; i += 1) {
    leads.push(
      await addOpportunity(token, orgId, list.id, {
        first_name: `First${i}`,
        last_name: `${title.replace(/\W+/g, '')}${i}`,
        email: `${title.replace(/\W+/g, '').toLowerCase()}.${i}@example.test`,
        win_amount: 7,
      }),
    );
  }
  return { list, leads };
}

/**
 * The organization's 'Demoted' list, with one contact in it: a prospect demoted to opportunity lands there
 * (spec 2 §4).
 */
export async function seedDemoted(token: string, orgId: number): Promise<void> {
  const prospect = await call<LeadRecord>(leadsPaths.prospects(orgId), {
    method: 'POST',
    token,
    body: JSON.stringify({ first_name: 'Demo', last_name: 'Ted', email: 'demo.ted@example.test' }),
  });
  await call(leadsPaths.prospectDemote(orgId, prospect.id), {
    method: 'POST',
    token,
    body: JSON.stringify({ target: 'opportunity' }),
  });
}

/**
 * An owner whose organization can import: an organization without a plan has a contact limit of 0, so its
 * imported rows are all rejected. The EULA is agreed up front (a paid organization is asked otherwise).
 */
export async function subscribedOwner(prefix: string): ReturnType<typeof ownerOfOne> {
  const owner = await ownerOfOne(prefix);
  await subscribeViaApi(owner.session.access, owner.org.id, { plan: 'CHORUS' });
  await agreeToEula(owner.session.access, owner.org);
  return owner;
}

/** An owner of one organization that never chose a plan (as the demo and any organization before checkout). */
export async function ownerWithoutPlan(prefix: string): ReturnType<typeof ownerOfOne> {
  const owner = await ownerOfOne(prefix);
  await agreeToEula(owner.session.access, owner.org);
  return owner;
}

/** A CSV file for Playwright's setInputFiles. */
export function csvFile(name: string, lines: string[]) {
  return { name, mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\n')}\n`) };
}

/** RFC 4180 rows: quoted cells may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

/** The rows of a downloaded CSV file. */
export async function downloadedRows(download: Download): Promise<string[][]> {
  return parseCsv((await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, ''));
}
