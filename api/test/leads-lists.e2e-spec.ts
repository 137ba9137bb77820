import { leadsExtraPaths as XP, leadsPaths as P } from '@ensemble/contracts';
import { Lead } from '../src/modules/contacts/leads/lead.entity';
import { aLead } from './builders/lead.builder';
import { anOrganization } from './builders/organization.builder';
import { aUser, type BuiltUser } from './builders/user.builder';
import { bearer, loginAs } from './support/auth';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Pages, searches and cached counts of the stage lists (docs/adr/0006-lead-indexes.md), on both dialects: the
 * page query (ids from an index, then rows), the UNION search and the count cache are plain SQL.
 */
describe.each(['mariadb', 'sqlite'] as const)('stage lists on %s', (database) => {
  let t: TestApp;
  let owner: BuiltUser;
  let token: string;
  const api = (path: string) => `/api${path}`;
  const get = (path: string) => t.http.get(api(path)).set(bearer(token));
  const post = (path: string, body: object = {}) => t.http.post(api(path)).set(bearer(token)).send(body);
  const names = (res: { body: { results: { last_name: string }[] } }) =>
    res.body.results.map((r) => r.last_name);

  beforeAll(async () => {
    t = await startTestApp({ database, redis: database === 'mariadb' });
    owner = await aUser().verified().named('Olive', 'Owner').build();
    token = (await loginAs(t, owner)).access;
  });
  afterAll(() => t?.close());

  it('pages in -id and last-name order, deep pages included, with the stage count', async () => {
    const org = await anOrganization().ownedBy(owner).build();
    const ids = await aLead().inOrganization(org).client().named('Ann', 'Page').buildMany(25);
    await aLead().inOrganization(org).prospect().buildMany(3);

    const first = await get(`${P.clients(org.id)}?page=1&per_page=10`);
    expect(first.body.count).toBe(25);
    expect(first.body.results.map((r: { id: number }) => r.id)).toEqual([...ids].reverse().slice(0, 10));
    const third = await get(`${P.clients(org.id)}?page=3&per_page=10`);
    expect(third.body.results.map((r: { id: number }) => r.id)).toEqual([...ids].reverse().slice(20));
    const byName = await get(`${P.clients(org.id)}?page=2&per_page=5&ordering=-last_name`);
    const sorted = Array.from({ length: 25 }, (_, i) => `Page${i}`)
      .sort()
      .reverse();
    expect(names(byName)).toEqual(sorted.slice(5, 10));
  });

  it('keeps the cached count right through create, delete, transitions and direct inserts', async () => {
    const org = await anOrganization().ownedBy(owner).build();
    const count = async (path: string) => (await get(path)).body.count as number;
    await aLead().inOrganization(org).prospect().buildMany(4);
    expect(await count(P.prospects(org.id))).toBe(4);

    const made = await post(P.prospects(org.id), {
      first_name: 'New',
      last_name: 'One',
      email: 'n@example.test',
    });
    expect(made.status).toBe(201);
    expect(await count(P.prospects(org.id))).toBe(5);

    expect(
      (await post(XP.prospectsMove(org.id), { ids: [made.body.id], mode: 'new', title: 'L' })).status,
    ).toBe(200);
    expect(await count(P.prospects(org.id))).toBe(4);
    const listId = (await t.dataSource.getRepository(Lead).findOneByOrFail({ id: made.body.id })).leadListId!;
    expect(await count(P.opportunities(org.id, listId))).toBe(1);

    const first = (await get(P.prospects(org.id))).body.results[0].id as number;
    expect((await post(P.prospectsBulkDelete(org.id), { ids: [first] })).body).toEqual({ deleted: 1 });
    expect(await count(P.prospects(org.id))).toBe(3);

    // A writer outside the module (an import, a seed) inserts: the highest id moves, so the count is redone.
    await aLead().inOrganization(org).prospect().build();
    expect(await count(P.prospects(org.id))).toBe(4);
  });

  it('searches name, company, address and phone prefixes, counting each contact once', async () => {
    const org = await anOrganization().ownedBy(owner).build();
    const mara = await aLead()
      .inOrganization(org)
      .client()
      .named('Mara', 'Stone')
      .withEmail('ms@x.test')
      .build();
    const both = await aLead()
      .inOrganization(org)
      .client()
      .named('Mark', 'Marlow')
      .withEmail('mark@x.test')
      .withPhone('+12025550123')
      .build();
    const company = await aLead()
      .inOrganization(org)
      .client()
      .named('Zed', 'Zulu')
      .ofCompany('Marsh LLC')
      .build();
    await aLead().inOrganization(org).client().named('Bob', 'Brown').build();
    await aLead().inOrganization(org).prospect().named('Mary', 'Prospect').build();

    const ma = await get(`${P.clients(org.id)}?search=MA`);
    expect(ma.body.count).toBe(3);
    expect(ma.body.results.map((r: { id: number }) => r.id)).toEqual([company.id, both.id, mara.id]);
    const sorted = await get(`${P.clients(org.id)}?search=ma&ordering=last_name&per_page=2`);
    expect(names(sorted)).toEqual(['Marlow', 'Stone']);
    expect(sorted.body.count).toBe(3);
    expect((await get(`${P.clients(org.id)}?search=mark@`)).body.count).toBe(1);
    expect((await get(`${P.clients(org.id)}?search=202555`)).body.results[0].id).toBe(both.id);
    expect((await get(`${P.clients(org.id)}?search=qx`)).body).toEqual({ results: [], count: 0 });
    expect((await get(`${P.clients(org.id)}?search=m_r`)).body.count).toBe(0);

    const global = await get(`${XP.search(org.id)}?query=mar`);
    expect(global.body.results.map((r: { last_name: string }) => r.last_name)).toEqual([
      'Prospect',
      'Zulu',
      'Marlow',
      'Stone',
    ]);
  });
});
