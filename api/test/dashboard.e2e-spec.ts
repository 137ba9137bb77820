import {
  dashboardConstants,
  dashboardEndpoints as D,
  emailEndpoints,
  formatUsDateTime,
  leadNotesPaths,
  leadRecordRoute,
  leadRemindersPaths,
  leadsExtraPaths,
  leadsPaths as P,
  messages,
  urlOf,
  wallClockAt,
  webFormEndpoints as W,
} from '@ensemble/contracts';
import { datetimeText } from '../src/engine/database/db-values';
import { LeadNoteHistory } from '../src/modules/contacts/lead-notes/lead-note.entity';
import { LeadReminder } from '../src/modules/contacts/lead-reminders/lead-reminder.entity';
import { Lead, LeadHistory } from '../src/modules/contacts/leads/lead.entity';
import { leadWorkActions } from '../src/modules/contacts/leads/lead-work';
import { LocationRow } from '../src/modules/contacts/settings/settings.entities';
import { unworkedCountSql, unworkedPageSql } from '../src/modules/contacts/dashboard/unworked-leads.sql';
import { aLead } from './builders/lead.builder';
import { anOrganization } from './builders/organization.builder';
import { api } from './support/api-client';
import { signedInForAllTests, startSignedIn } from './support/signed-in';

/** The dashboard's widgets (issue 18): Unworked leads, Upcoming reminders, Recent form submissions. */
describe.each(['mariadb', 'sqlite'] as const)('dashboard (%s)', (database) => {
  const spec = signedInForAllTests(() =>
    startSignedIn(database === 'sqlite' ? { database, redis: false } : {}),
  );
  const { get, post, put, del } = spec;

  const DAY_MS = 86_400_000;
  const ZONE = 'America/Chicago';

  const newOrg = async () => (await anOrganization().ownedBy(spec.owner).build()).id;
  const page = (e: { path: string }, org: number, query = '') =>
    get(`${urlOf(e as never, { orgId: org } as never)}${query}`);
  const unworkedIds = async (org: number, query = '') => {
    const res = await page(D.unworkedLeads, org, query).expect(200);
    return (res.body.results as { id: number }[]).map((r) => r.id);
  };
  const arrivedDaysAgo = (id: number, days: number) =>
    spec.t.dataSource.getRepository(Lead).update({ id }, { createdAt: new Date(Date.now() - days * DAY_MS) });

  describe('unworked leads', () => {
    it('is empty for a new organization', async () => {
      const org = await newOrg();
      expect((await page(D.unworkedLeads, org).expect(200)).body).toEqual({ results: [], count: 0 });
    });

    it('lists contacts that arrived in the last 30 days, newest first, with their record page', async () => {
      const org = await newOrg();
      const foreign = await anOrganization().build();
      const created = (
        await post(P.prospects(org), {
          first_name: 'Ada',
          last_name: 'Lovelace',
          email: 'Ada@Example.test',
        }).expect(201)
      ).body.id as number;
      const opportunity = await aLead().inOrganization(org).opportunity().named('Opal', 'Lister').build();
      const recent = await aLead().inOrganization(org).client().build();
      const old = await aLead().inOrganization(org).other().build();
      await aLead().inOrganization(foreign).prospect().build();
      await arrivedDaysAgo(recent.id, dashboardConstants.unworkedWindowDays - 1);
      await arrivedDaysAgo(old.id, dashboardConstants.unworkedWindowDays + 1);

      const res = await page(D.unworkedLeads, org).expect(200);
      expect(res.body.count).toBe(3);
      expect(res.body.results.map((r: { id: number }) => r.id)).toEqual([opportunity.id, created, recent.id]);
      expect(res.body.results[1]).toEqual({
        id: created,
        lead: {
          id: created,
          first_name: 'Ada',
          last_name: 'Lovelace',
          email: 'ada@example.test',
          profile_url: leadRecordRoute(org, { id: created, fsm_state: 'Prospect', lead_list_id: null }),
        },
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(res.body.results[0].lead.profile_url).toBe(
        leadRecordRoute(org, {
          id: opportunity.id,
          fsm_state: 'Opportunity',
          lead_list_id: opportunity.leadListId,
        }),
      );
      expect(Date.parse(res.body.results[2].created_at)).toBeLessThan(
        Date.now() - (dashboardConstants.unworkedWindowDays - 1.01) * DAY_MS,
      );
    });

    it('drops a contact once it is worked: a note, an email, a text, a call, a stage change', async () => {
      const org = await newOrg();
      const lead = (email: string) =>
        post(P.prospects(org), { first_name: 'Work', last_name: email, email: `${email}@example.test` })
          .expect(201)
          .then((r) => r.body.id as number);
      const [noted, emailed, texted, called, promoted, moved, untouched] = await Promise.all(
        ['noted', 'emailed', 'texted', 'called', 'promoted', 'moved', 'untouched'].map(lead),
      );
      expect((await unworkedIds(org)).sort()).toEqual(
        [noted, emailed, texted, called, promoted, moved, untouched].sort(),
      );

      // Not work: editing the contact, a reminder.
      await put(P.prospect(org, untouched), {
        first_name: 'Still',
        last_name: 'Untouched',
        email: 'untouched@example.test',
      }).expect(200);
      await post(leadRemindersPaths.list(untouched), {
        date_of_sending: '01/15/2099 9:30:00 AM',
        reminder: 'Later',
        lead: untouched,
      }).expect(201);

      await post(leadNotesPaths.notes(noted), { note: 'Called, left a message' }).expect(201);
      await post(urlOf(emailEndpoints.sending.send, { orgId: org }), {
        recipient_id: [emailed],
        subject: 'Hello',
        content: 'Hello there',
      }).expect(200);
      await post(P.prospectPromote(org, promoted)).expect(200);
      await post(leadsExtraPaths.prospectsMove(org), { ids: [moved], mode: 'new', title: 'Spring' }).expect(
        200,
      );
      // No text or call is sent or logged by the suite yet: their history entries, as those issues will write them.
      const history = spec.t.dataSource.getRepository(LeadHistory);
      for (const [leadId, action] of [
        [texted, leadWorkActions.textSent],
        [called, leadWorkActions.callLogged],
      ] as const) {
        await history.insert({ organizationId: org, leadId, userId: spec.owner.id, action, field: null });
      }

      expect(await unworkedIds(org)).toEqual([untouched]);
      expect((await page(D.unworkedLeads, org).expect(200)).body.count).toBe(1);
    });

    it("keeps a web form's lead (its note is not work) and never lists another organization's", async () => {
      const org = await newOrg();
      const other = await newOrg();
      const token = (await get(urlOf(W.key, { orgId: org })).expect(200)).body.token as string;
      await spec.t.http
        .post(api(urlOf(W.submit, { token })))
        .send({ email: 'visitor@example.test', message: 'Call me back' })
        .expect(201);
      const lead = await spec.t.dataSource.getRepository(Lead).findOneByOrFail({ organizationId: org });
      expect(await unworkedIds(org)).toEqual([lead.id]);
      await aLead().inOrganization(other).prospect().buildMany(3);
      expect(await unworkedIds(org)).toEqual([lead.id]);
      expect((await page(D.unworkedLeads, other).expect(200)).body.count).toBe(3);
    });

    it('pages by 10', async () => {
      const org = await newOrg();
      const ids = await aLead().inOrganization(org).prospect().buildMany(12);
      const first = await page(D.unworkedLeads, org).expect(200);
      expect(first.body.count).toBe(12);
      expect(first.body.results).toHaveLength(dashboardConstants.pageSize);
      const all = [...ids].reverse();
      expect(first.body.results.map((r: { id: number }) => r.id)).toEqual(all.slice(0, 10));
      expect(await unworkedIds(org, '?page=2')).toEqual(all.slice(10));
      expect(await unworkedIds(org, '?page=2&per_page=5')).toEqual(all.slice(5, 10));
    });

    if (database === 'sqlite')
      it('reads the arrival index and one history index lookup per contact (EXPLAIN QUERY PLAN)', async () => {
        const org = await newOrg();
        await aLead().inOrganization(org).prospect().buildMany(50);
        const since = datetimeText(
          new Date(Date.now() - dashboardConstants.unworkedWindowDays * DAY_MS),
        ) as string;
        for (const s of [unworkedPageSql(org, since, { skip: 0, take: 10 }), unworkedCountSql(org, since)]) {
          const plan = (await spec.t.dataSource.query(`EXPLAIN QUERY PLAN ${s.sql}`, s.params)) as {
            detail: string;
          }[];
          const details = plan.map((p) => p.detail);
          expect(details).toEqual([
            expect.stringMatching(
              /^SEARCH l USING (COVERING )?INDEX \w+ \(organization_id=\? AND created_at>\?\)$/,
            ),
            expect.stringMatching(
              /^SEARCH h USING INDEX \w+ \(organization_id=\? AND lead_id=\?\)( LEFT-JOIN)?$/,
            ),
            expect.stringMatching(/^SEARCH n USING INDEX \w+ \(.*lead_id=\?\)( LEFT-JOIN)?$/),
          ]);
        }
      });

    if (database === 'mariadb')
      it('reads an index range and one index lookup per contact (EXPLAIN on MariaDB), fast after an import of 10,000', async () => {
        const org = await newOrg();
        const ds = spec.t.dataSource;
        const ids = await aLead().inOrganization(org).prospect().buildMany(10_000);
        // An import writes several history entries per contact; some contacts were worked since (promoted, noted).
        const worked = (i: number) => i % 10 === 0 || i % 7 === 0;
        const history = ids.flatMap((leadId, i) => [
          ...['first_name', 'last_name', 'email'].map((field) => ({
            organizationId: org,
            leadId,
            userId: null,
            action: 'import',
            field,
            newValue: 'x',
          })),
          ...(i % 10 === 0
            ? [{ organizationId: org, leadId, userId: spec.owner.id, action: 'promote', field: 'fsm_state' }]
            : []),
        ]);
        for (let i = 0; i < history.length; i += 1000)
          await ds.getRepository(LeadHistory).insert(history.slice(i, i + 1000));
        const notes = ids
          .filter((_, i) => i % 7 === 0)
          .map((leadId) => ({
            organizationId: org,
            leadId,
            noteId: leadId,
            userId: spec.owner.id,
            kind: 'create' as const,
            oldValue: null,
            newValue: 'Called',
          }));
        for (let i = 0; i < notes.length; i += 1000)
          await ds.getRepository(LeadNoteHistory).insert(notes.slice(i, i + 1000));
        // The organization's contacts from before the window.
        const before = await aLead().inOrganization(org).client().buildMany(3_000);
        await ds
          .createQueryBuilder()
          .update(Lead)
          .set({ createdAt: new Date(Date.now() - 90 * DAY_MS) })
          .whereInIds(before)
          .execute();
        await ds.query('ANALYZE TABLE leads, lead_history, lead_note_history');

        const [byArrival] = (await ds.query(
          `SHOW INDEX FROM leads WHERE Column_name = 'created_at' AND Seq_in_index = 2`,
        )) as { Key_name: string }[];
        // As the service passes it: the UTC text both dialects store.
        const since = datetimeText(
          new Date(Date.now() - dashboardConstants.unworkedWindowDays * DAY_MS),
        ) as string;
        for (const s of [unworkedPageSql(org, since, { skip: 0, take: 10 }), unworkedCountSql(org, since)]) {
          const plan = (await ds.query(`EXPLAIN ${s.sql}`, s.params)) as {
            table: string;
            type: string;
            key: string | null;
            Extra: string | null;
          }[];
          // The window's contacts from the (organization_id, created_at) index, in its order (no sort; with most of
          // the organization in the window MariaDB may read it by organization alone, see below); then one lookup per
          // contact in each history table's index, stopping at the first row found (Not exists).
          expect(
            plan.map((p) => ({
              table: p.table,
              type: p.type === 'range' ? 'ref' : p.type,
              key: p.key,
              extra: p.Extra ?? '',
            })),
          ).toEqual([
            {
              table: 'l',
              type: 'ref',
              key: byArrival?.Key_name,
              extra: expect.not.stringMatching(/filesort|temporary/i),
            },
            { table: 'h', type: 'ref', key: expect.any(String), extra: expect.stringMatching(/Not exists/) },
            { table: 'n', type: 'ref', key: expect.any(String), extra: expect.stringMatching(/Not exists/) },
          ]);
        }

        const started = Date.now();
        const res = await page(D.unworkedLeads, org).expect(200);
        const ms = Date.now() - started;
        const unworked = ids.filter((_, i) => !worked(i)).reverse();
        expect(res.body.count).toBe(unworked.length);
        expect(res.body.results.map((r: { id: number }) => r.id)).toEqual(unworked.slice(0, 10));
        // About 0.2 s on MariaDB here; the bound only catches a plan that reads more than the window.
        expect(ms).toBeLessThan(2_000);

        // An organization of mostly older contacts: only the window's range of the index is read.
        const settled = await newOrg();
        const older = await aLead().inOrganization(settled).client().buildMany(5_000);
        await ds
          .createQueryBuilder()
          .update(Lead)
          .set({ createdAt: new Date(Date.now() - 400 * DAY_MS) })
          .whereInIds(older)
          .execute();
        const fresh = await aLead().inOrganization(settled).prospect().buildMany(20);
        await ds.query('ANALYZE TABLE leads');
        const count = unworkedCountSql(settled, since);
        const [leads] = (await ds.query(`EXPLAIN ${count.sql}`, count.params)) as {
          type: string;
          key: string;
        }[];
        expect({ type: leads?.type, key: leads?.key }).toEqual({ type: 'range', key: byArrival?.Key_name });
        expect(await unworkedIds(settled)).toEqual([...fresh].reverse().slice(0, 10));
      }, 240_000);
  });

  describe('upcoming reminders', () => {
    let org: number;
    beforeAll(async () => {
      org = await newOrg();
      await spec.t.dataSource
        .getRepository(LocationRow)
        .save({ organizationId: org, name: 'HQ', timezone: ZONE, isMain: true });
    });

    it('is empty without open reminders to come', async () => {
      const empty = await newOrg();
      expect((await page(D.upcomingReminders, empty).expect(200)).body).toEqual({ results: [], count: 0 });
    });

    it("lists open reminders not yet due, soonest first, dated in the organization's zone as the contact shows them", async () => {
      const ann = await aLead()
        .inOrganization(org)
        .prospect()
        .named('Ann', 'Archer')
        .withEmail('ann@example.test')
        .build();
      const bob = await aLead().inOrganization(org).client().named('Bob', 'Baker').build();
      const later = (
        await post(leadRemindersPaths.list(ann.id), {
          date_of_sending: '03/10/2099 4:05:00 PM',
          reminder: 'Later',
          lead: ann.id,
        }).expect(201)
      ).body;
      const sooner = (
        await post(leadRemindersPaths.list(bob.id), {
          date_of_sending: '01/15/2099 9:30:00 AM',
          reminder: 'Sooner',
          lead: bob.id,
        }).expect(201)
      ).body;
      const repo = spec.t.dataSource.getRepository(LeadReminder);
      const row = (date: Date, isCompleted: boolean, organizationId = org, leadId = ann.id) => ({
        organizationId,
        leadId,
        userId: null,
        dateOfSending: date,
        reminder: 'Hidden',
        isCompleted,
        notifyStatus: 'sent' as const,
      });
      // Past, completed, and another organization's: not listed.
      await repo.insert(row(new Date(Date.now() - 60_000), false));
      await repo.insert(row(new Date('2099-02-01T12:00:00Z'), true));
      const foreign = await newOrg();
      const theirs = await aLead().inOrganization(foreign).prospect().build();
      await repo.insert(row(new Date('2099-01-01T12:00:00Z'), false, foreign, theirs.id));

      const res = await page(D.upcomingReminders, org).expect(200);
      expect(res.body).toEqual({
        count: 2,
        results: [
          {
            id: sooner.id,
            date_of_sending: '01/15/2099 9:30:00 AM',
            reminder: 'Sooner',
            lead: {
              id: bob.id,
              name: `Bob ${bob.lastName}`,
              email: bob.email,
              profile_url: leadRecordRoute(org, { id: bob.id, fsm_state: 'Client', lead_list_id: null }),
            },
          },
          {
            id: later.id,
            date_of_sending: '03/10/2099 4:05:00 PM',
            reminder: 'Later',
            lead: {
              id: ann.id,
              name: `Ann ${ann.lastName}`,
              email: 'ann@example.test',
              profile_url: leadRecordRoute(org, { id: ann.id, fsm_state: 'Prospect', lead_list_id: null }),
            },
          },
        ],
      });
      // The same instant as the contact's reminders show it, which is the Chicago wall clock, not UTC.
      const stored = await repo.findOneByOrFail({ id: sooner.id });
      expect(res.body.results[0].date_of_sending).toBe(
        formatUsDateTime(wallClockAt(stored.dateOfSending, ZONE)),
      );
      expect(stored.dateOfSending.toISOString()).toBe('2099-01-15T15:30:00.000Z');
      expect((await get(leadRemindersPaths.list(bob.id)).expect(200)).body[0].date_of_sending).toBe(
        res.body.results[0].date_of_sending,
      );
    });

    it('pages by 10', async () => {
      const own = await newOrg();
      const lead = await aLead().inOrganization(own).prospect().build();
      const repo = spec.t.dataSource.getRepository(LeadReminder);
      const ids: number[] = [];
      for (let i = 0; i < 11; i++) {
        const r = await repo.save({
          organizationId: own,
          leadId: lead.id,
          userId: null,
          dateOfSending: new Date(Date.UTC(2099, 0, 1 + i)),
          reminder: `R${i}`,
          isCompleted: false,
          notifyStatus: 'pending' as const,
        });
        ids.push(r.id);
      }
      const first = (await page(D.upcomingReminders, own).expect(200)).body;
      expect(first.count).toBe(11);
      expect(first.results.map((r: { id: number }) => r.id)).toEqual(ids.slice(0, 10));
      const second = (await page(D.upcomingReminders, own, '?page=2').expect(200)).body;
      expect(second.results.map((r: { id: number }) => r.id)).toEqual(ids.slice(10));
    });
  });

  describe('recent form submissions', () => {
    it("lists what the webhook received, newest first; DELETE takes a contact's off (204), the contact stays", async () => {
      const org = await newOrg();
      expect((await page(D.formSubmissions, org).expect(200)).body).toEqual({ results: [], count: 0 });
      const token = (await get(urlOf(W.key, { orgId: org })).expect(200)).body.token as string;
      const submit = (body: object) =>
        spec.t.http
          .post(api(urlOf(W.submit, { token })))
          .send(body)
          .expect(201);
      await submit({ name: 'Vera Visitor', email: 'vera@example.test', message: 'First' });
      await submit({ email: 'walt@example.test', phone: '202-555-0111' });
      await submit({ email: 'VERA@example.test', message: 'Second', color: 'blue' });
      const [vera, walt] = await spec.t.dataSource
        .getRepository(Lead)
        .find({ where: { organizationId: org }, order: { id: 'ASC' } });

      const listed = (await page(D.formSubmissions, org).expect(200)).body;
      expect(listed.count).toBe(3);
      expect(listed.results.map((r: { lead: { id: number } }) => r.lead.id)).toEqual([
        vera!.id,
        walt!.id,
        vera!.id,
      ]);
      expect(listed.results[0]).toEqual({
        id: expect.any(Number),
        lead: {
          id: vera!.id,
          first_name: 'Vera',
          last_name: 'Visitor',
          email: 'vera@example.test',
          profile_url: leadRecordRoute(org, { id: vera!.id, fsm_state: 'Prospect', lead_list_id: null }),
        },
        submitted_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        fields: { email: 'VERA@example.test', message: 'Second', color: 'blue' },
      });

      const removeOf = (leadId: number, orgId = org) =>
        del(urlOf(D.removeFormSubmissions, { orgId, leadId }));
      const removed = await removeOf(vera!.id);
      expect({ status: removed.status, body: removed.body }).toEqual({ status: 204, body: {} });
      const after = (await page(D.formSubmissions, org).expect(200)).body;
      expect({
        count: after.count,
        leads: after.results.map((r: { lead: { id: number } }) => r.lead.id),
      }).toEqual({
        count: 1,
        leads: [walt!.id],
      });
      await get(P.prospect(org, vera!.id)).expect(200);
      // Nothing left to remove; a contact of another organization is not found either.
      expect((await removeOf(vera!.id)).body).toEqual({ detail: messages.notFound });
      await removeOf(vera!.id).expect(404);
      const other = await newOrg();
      const theirs = await aLead().inOrganization(other).prospect().build();
      await removeOf(theirs.id).expect(404);
      await removeOf(walt!.id, other).expect(404);
      expect((await page(D.formSubmissions, org).expect(200)).body.count).toBe(1);
    });

    it('pages by 10', async () => {
      const org = await newOrg();
      const token = (await get(urlOf(W.key, { orgId: org })).expect(200)).body.token as string;
      for (let i = 0; i < 11; i++)
        await spec.t.http
          .post(api(urlOf(W.submit, { token })))
          .send({ email: `p${i}@example.test` })
          .expect(201);
      const first = (await page(D.formSubmissions, org).expect(200)).body;
      expect({ count: first.count, n: first.results.length }).toEqual({ count: 11, n: 10 });
      expect(first.results[0].lead.email).toBe('p10@example.test');
      const second = (await page(D.formSubmissions, org, '?page=2').expect(200)).body;
      expect(second.results.map((r: { lead: { email: string } }) => r.lead.email)).toEqual([
        'p0@example.test',
      ]);
    });
  });
});
