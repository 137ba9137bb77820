import {
  type AutomationAction,
  automationEndpoints as E,
  type AutomationHoliday,
  automationMessages as M,
  type CustomAutomation,
  emailEndpoints,
  type FollowUpAutomation,
  followUpDefaultSubjects,
  leadsPaths,
  messages,
  nextHolidayDate,
  type Paginated,
  pathOf,
  type ResultBasedAutomation,
  settingsEndpoints,
  settingsPaths as S,
  todayIn,
  addDaysToDate,
  urlOf,
  usHolidaySeeds,
} from '@ensemble/contracts';
import {
  Automation,
  AutomationHoliday as HolidayRow,
} from '../src/modules/messaging/automations/automation.entities';
import { anOrganization } from './builders/organization.builder';
import { aUser } from './builders/user.builder';
import { apiClient } from './support/api-client';
import { loginAs } from './support/auth';
import { testAppForAllTests } from './support/test-app';

/**
 * Automations' calls (issue 20, spec 3 §7 Automations): holidays seeded once and the template-before-subject rule,
 * the five follow-ups, Build your own with its action batches, paging, search and sorting, Result based, and what
 * deleting a template used by them does. The organization has no location: its day is America/New_York's.
 */
describe.each(['mariadb', 'sqlite'] as const)('automations (%s)', (database) => {
  const t = testAppForAllTests({ database, redis: false });
  let token: string;
  let otherToken: string;
  let org: { id: number };
  let other: { id: number };
  const client = apiClient(
    () => t,
    () => token,
  );
  const { get, post, put, patch, del } = client;
  const P = {
    holidays: pathOf(E.holidays.list),
    holiday: pathOf(E.holidays.update),
    followUp: pathOf(E.followUp.get),
    custom: pathOf(E.custom.list),
    customOne: pathOf(E.custom.get),
    dripByDayBatch: pathOf(E.custom.dripByDayBatch),
    oneOffBatch: pathOf(E.custom.oneOffBatch),
    results: pathOf(E.resultBased.list),
    result: pathOf(E.resultBased.update),
    resultBatch: pathOf(E.resultBased.batch),
    templates: pathOf(emailEndpoints.templates.create),
    template: pathOf(emailEndpoints.templates.remove),
    templateUsed: pathOf(emailEndpoints.templates.isUsed),
    texts: pathOf(emailEndpoints.textTemplates.create),
    text: pathOf(emailEndpoints.textTemplates.remove),
  };
  const today = () => todayIn('America/New_York');

  /** What the organization names: an email template, a text template, a list, a tag, a service. */
  interface Objects {
    template: number;
    text: number;
    list: number;
    tag: number;
    service: number;
  }
  let mine: Objects;
  let theirs: Objects;

  async function objectsOf(orgId: number, as: string): Promise<Objects> {
    const made = async (path: string, body: object) => {
      const res = await post(path, body, as);
      expect(res.status).toBe(201);
      return (res.body as { id: number }).id;
    };
    return {
      template: await made(P.templates(orgId), { title: 'Holiday', html: '<p>Happy holidays</p>' }),
      text: await made(P.texts(orgId), { title: 'Short', template: 'Happy holidays!' }),
      list: await made(leadsPaths.opportunityLists(orgId), { title: 'Spring fair' }),
      tag: await made(S.tags(orgId), { name: 'VIP' }),
      service: await made(S.services(orgId), { name: 'Auto insurance', price: 1000 }),
    };
  }
  const newTemplate = async (title: string) => {
    const res = await post(P.templates(org.id), { title, html: `<p>${title}</p>` });
    expect(res.status).toBe(201);
    return (res.body as { id: number }).id;
  };

  beforeAll(async () => {
    const o = await aUser().verified().build();
    const s = await aUser().verified().build();
    org = await anOrganization().ownedBy(o).build();
    other = await anOrganization().named('Elsewhere').ownedBy(s).build();
    token = (await loginAs(t, o)).access;
    otherToken = (await loginAs(t, s)).access;
    mine = await objectsOf(org.id, token);
    theirs = await objectsOf(other.id, otherToken);
  });

  describe('holidays (Global automations)', () => {
    it('adds the usual US holidays on the first read, each on its next day, by date, and never twice', async () => {
      const first = await get(P.holidays(org.id)).expect(200);
      const list = first.body as Paginated<AutomationHoliday>;
      expect(list.count).toBe(usHolidaySeeds.length);
      expect(list.results.map((h) => h.name)).toEqual(
        expect.arrayContaining(['Thanksgiving Day', "New Year's Day"]),
      );
      const dates = list.results.map((h) => h.date);
      expect(dates).toEqual([...dates].sort());
      expect(dates.every((d) => d >= today())).toBe(true);
      const thanksgiving = list.results.find((h) => h.name === 'Thanksgiving Day')!;
      expect(thanksgiving).toMatchObject({
        date: nextHolidayDate('nth:11:4:4', '2000-01-01', today()),
        recurrence: 'nth:11:4:4',
        is_seeded: true,
        active: false,
        subject: null,
        bee_free_template: null,
      });
      const again = (await get(P.holidays(org.id)).expect(200)).body as Paginated<AutomationHoliday>;
      expect(again.results.map((h) => h.id)).toEqual(list.results.map((h) => h.id));
    });

    it('first reads at once add them once', async () => {
      const owner = await aUser().verified().build();
      const as = (await loginAs(t, owner)).access;
      // Several organizations, each read eight times at once: without the seed's lock the reads' transactions
      // interleave and add the holidays more than once.
      for (let round = 0; round < 3; round += 1) {
        const fresh = await anOrganization().ownedBy(owner).build();
        const reads = await Promise.all(Array.from({ length: 8 }, () => get(P.holidays(fresh.id), as)));
        expect(reads.map((r) => r.status)).toEqual(Array(8).fill(200));
        expect(
          reads.every((r) => (r.body as Paginated<AutomationHoliday>).count === usHolidaySeeds.length),
        ).toBe(true);
        expect(await t.dataSource.getRepository(HolidayRow).countBy({ organizationId: fresh.id })).toBe(
          usHolidaySeeds.length,
        );
      }
    });

    it("an organization's own holiday added before the first read does not stop the usual ones", async () => {
      const owner = await aUser().verified().build();
      const fresh = await anOrganization().ownedBy(owner).build();
      const as = (await loginAs(t, owner)).access;
      await post(P.holidays(fresh.id), { name: 'Founders day', date: addDaysToDate(today(), 3) }, as).expect(
        201,
      );
      const list = (await get(P.holidays(fresh.id), as).expect(200)).body as Paginated<AutomationHoliday>;
      expect(list.count).toBe(usHolidaySeeds.length + 1);
    });

    it('refuses a subject or activation before a template is assigned', async () => {
      const [h] = ((await get(P.holidays(org.id))).body as Paginated<AutomationHoliday>).results;
      expect((await put(P.holiday(org.id, h!.id), { subject: 'Happy days' }).expect(400)).body).toEqual({
        subject: [M.templateFirst],
      });
      expect((await put(P.holiday(org.id, h!.id), { active: true }).expect(400)).body).toEqual({
        active: [M.templateFirst],
      });
    });

    it('assigns a template, then the subject and activation; removing the template deactivates it and clears the subject', async () => {
      const [, h] = ((await get(P.holidays(org.id))).body as Paginated<AutomationHoliday>).results;
      const path = P.holiday(org.id, h!.id);
      await put(path, { bee_free_template: mine.template, text_template: mine.text }).expect(200);
      await put(path, { subject: 'Happy days' }).expect(200);
      const on = (await put(path, { active: true }).expect(200)).body as AutomationHoliday;
      expect(on).toMatchObject({
        bee_free_template: mine.template,
        text_template: mine.text,
        subject: 'Happy days',
        active: true,
      });
      // The screen may send the whole row back with the template cleared: the removal wins.
      const off = (await put(path, { ...on, bee_free_template: null }).expect(200)).body as AutomationHoliday;
      expect(off).toMatchObject({
        bee_free_template: null,
        subject: null,
        active: false,
        text_template: mine.text,
      });
    });

    it("refuses another organization's templates", async () => {
      const [h] = ((await get(P.holidays(org.id))).body as Paginated<AutomationHoliday>).results;
      expect(
        (await put(P.holiday(org.id, h!.id), { bee_free_template: theirs.template }).expect(400)).body,
      ).toEqual({ bee_free_template: [M.notFound] });
      expect((await put(P.holiday(org.id, h!.id), { text_template: theirs.text }).expect(400)).body).toEqual({
        text_template: [M.notFound],
      });
    });

    it("adds the organization's own holiday (name, a date from today), and deletes it", async () => {
      expect((await post(P.holidays(org.id), { date: today() }).expect(400)).body).toEqual({
        name: [M.nameRequired],
      });
      expect(
        (await post(P.holidays(org.id), { name: 'Past', date: addDaysToDate(today(), -1) }).expect(400)).body,
      ).toEqual({ date: [M.holidayDatePast] });
      const created = (
        await post(P.holidays(org.id), {
          name: 'Agency anniversary',
          date: addDaysToDate(today(), 10),
          recurrence: 'fixed',
          bee_free_template: mine.template,
          subject: 'Ten years!',
          active: true,
        }).expect(201)
      ).body as AutomationHoliday;
      expect(created).toMatchObject({
        recurrence: 'fixed',
        is_seeded: false,
        active: true,
        subject: 'Ten years!',
      });
      await del(P.holiday(org.id, created.id)).expect(204);
      expect((await del(P.holiday(org.id, created.id)).expect(404)).body).toEqual({
        detail: messages.notFound,
      });
    });

    it('keeps a seeded holiday deleted: the next read does not seed it again', async () => {
      const owner = await aUser().verified().build();
      const fresh = await anOrganization().ownedBy(owner).build();
      const as = (await loginAs(t, owner)).access;
      await post(P.holidays(fresh.id), { name: 'Founders day', date: addDaysToDate(today(), 3) }, as).expect(
        201,
      );
      const before = (await get(P.holidays(fresh.id), as).expect(200)).body as Paginated<AutomationHoliday>;
      const seeded = before.results.filter((h) => h.is_seeded);
      expect(seeded).toHaveLength(usHolidaySeeds.length);
      for (const h of seeded) await del(P.holiday(fresh.id, h.id), as).expect(204);
      const after = (await get(P.holidays(fresh.id), as).expect(200)).body as Paginated<AutomationHoliday>;
      expect(after.results.map((h) => h.name)).toEqual(['Founders day']);
      await put(P.holiday(fresh.id, seeded[0]!.id), { name: 'Back?' }, as).expect(404);
    });
  });

  describe('follow-ups', () => {
    it('reads the five slots with their default subjects and the days of the follow-up strategy', async () => {
      await put(urlOf(settingsEndpoints.followUpStrategy.save, { orgId: org.id }), {
        first_follow_up_date: 3,
        second_follow_up_date: 10,
        third_follow_up_date: 30,
        fourth_follow_up_date: 60,
        fifth_follow_up_date: 90,
      }).expect(200);
      const f = (await get(P.followUp(org.id)).expect(200)).body as FollowUpAutomation;
      expect(f).toMatchObject({
        first_active: false,
        first_bee_free_template: null,
        first_subject: followUpDefaultSubjects.first,
        first_days: 3,
        fifth_subject: followUpDefaultSubjects.fifth,
        fifth_days: 90,
      });
    });

    it('refuses a subject or activation without a template, slot by slot', async () => {
      expect(
        (await put(P.followUp(org.id), { second_subject: 'Hello', third_active: true }).expect(400)).body,
      ).toEqual({ second_subject: [M.templateFirst], third_active: [M.templateFirst] });
      expect(
        (await put(P.followUp(org.id), { first_bee_free_template: theirs.template }).expect(400)).body,
      ).toEqual({ first_bee_free_template: [M.notFound] });
    });

    it("removing a slot's template deactivates it, clears its templates and resets its subject", async () => {
      const on = (
        await put(P.followUp(org.id), {
          first_bee_free_template: mine.template,
          first_text_template: mine.text,
          first_subject: 'Checking in',
          first_active: true,
        }).expect(200)
      ).body as FollowUpAutomation;
      expect(on).toMatchObject({
        first_active: true,
        first_subject: 'Checking in',
        first_text_template: mine.text,
      });
      const off = (await put(P.followUp(org.id), { first_bee_free_template: null }).expect(200))
        .body as FollowUpAutomation;
      expect(off).toMatchObject({
        first_active: false,
        first_bee_free_template: null,
        first_text_template: null,
        first_subject: followUpDefaultSubjects.first,
      });
    });
  });

  describe('Build your own', () => {
    const drip = (over: object = {}) => ({ name: 'Welcome drip', type: 0, buckets: ['prospect'], ...over });
    async function created(body: object): Promise<CustomAutomation> {
      return (await post(P.custom(org.id), body).expect(201)).body as CustomAutomation;
    }

    it('asks for a name and an audience', async () => {
      expect((await post(P.custom(org.id), { type: 0 }).expect(400)).body).toEqual({
        name: [M.nameRequired],
        non_field_errors: [M.audienceRequired],
      });
    });

    it("creates one with its audience, and refuses another organization's lists, tags and services", async () => {
      const body = drip({
        buckets: ['opportunity', 'client'],
        lead_lists: [mine.list],
        groups: [mine.tag],
        included_services: [mine.service],
        stop_on_reply: true,
        date_field: 'birthday',
      });
      const a = await created(body);
      expect(a).toMatchObject({
        name: 'Welcome drip',
        active: true,
        type: 0,
        buckets: ['opportunity', 'client'],
        lead_lists: [mine.list],
        groups: [mine.tag],
        included_services: [mine.service],
        excluded_services: [],
        organization: org.id,
        automations_list: [],
        stop_on_reply: true,
        date_field: 'birthday',
      });
      expect((await get(P.customOne(org.id, a.id)).expect(200)).body).toEqual(a);
      for (const [field, id] of [
        ['lead_lists', theirs.list],
        ['groups', theirs.tag],
        ['included_services', theirs.service],
        ['excluded_services', theirs.service],
      ] as const) {
        const res = await post(P.custom(org.id), { ...body, [field]: [id] }).expect(400);
        expect(res.body).toEqual({ [field]: [M.notFound] });
      }
      expect(
        (await post(P.custom(org.id), drip({ type: 1, date_field: 'birthday' })).expect(400)).body,
      ).toEqual({
        date_field: [M.dateFieldDripByDayOnly],
      });
    });

    it('changes any field (the active toggle alone), checked as on create', async () => {
      const a = await created(drip());
      expect((await patch(P.customOne(org.id, a.id), { active: false }).expect(200)).body).toMatchObject({
        active: false,
        name: 'Welcome drip',
      });
      expect((await patch(P.customOne(org.id, a.id), { name: ' ' }).expect(400)).body).toEqual({
        name: [M.nameRequired],
      });
      expect((await patch(P.customOne(org.id, a.id), { buckets: [] }).expect(400)).body).toEqual({
        non_field_errors: [M.audienceRequired],
      });
      expect((await patch(P.customOne(org.id, a.id), { groups: [theirs.tag] }).expect(400)).body).toEqual({
        groups: [M.notFound],
      });
    });

    it("saves a drip by day's actions as a batch: rows with an id update, rows without are added, missing ones go", async () => {
      const a = await created(drip());
      const path = P.dripByDayBatch(org.id, a.id);
      const missing = await post(path, {
        actions: [
          { send: 'EMAIL', day: 0 },
          { send: 'SMS', day: 1 },
          { send: 'REMINDER' },
          { send: 'EMAIL', day: 1.5, subject: 's', bee_free_template: mine.template },
        ],
      }).expect(400);
      expect(missing.body).toEqual({
        'actions[0].subject': [M.fillAllFields],
        'actions[0].bee_free_template': [M.fillAllFields],
        'actions[1].text_template': [M.fillAllFields],
        'actions[2].reminder': [M.fillAllFields],
        'actions[2].day': [M.fillAllFields],
        'actions[3].day': [messages.numberInvalid],
      });
      const first = (
        await post(path, {
          actions: [
            { send: 'EMAIL', day: 0, subject: 'Welcome', bee_free_template: mine.template },
            { send: 'SMS', day: 2, text_template: mine.text },
            { send: 'REMINDER', day: 400, reminder: 'Call them' },
          ],
        }).expect(200)
      ).body as AutomationAction[];
      expect(first.map((x) => [x.send, x.day, x.date])).toEqual([
        ['EMAIL', 0, null],
        ['SMS', 2, null],
        ['REMINDER', 400, null],
      ]);
      const second = (
        await post(path, {
          actions: [
            { id: first[2]!.id, send: 'REMINDER', day: 5, reminder: 'Call them again' },
            { send: 'EMAIL', day: 9, subject: 'Still there?', bee_free_template: mine.template },
          ],
        }).expect(200)
      ).body as AutomationAction[];
      expect(second.map((x) => [x.id === first[2]!.id, x.send, x.day, x.reminder])).toEqual([
        [true, 'REMINDER', 5, 'Call them again'],
        [false, 'EMAIL', 9, null],
      ]);
      expect(((await get(P.customOne(org.id, a.id))).body as CustomAutomation).automations_list).toEqual(
        second,
      );
      // An action id of another automation, a template of another organization.
      const b = await created(drip({ name: 'Other drip' }));
      expect(
        (await post(P.dripByDayBatch(org.id, b.id), { actions: [{ ...second[0]!, day: 1 }] }).expect(400))
          .body,
      ).toEqual({ 'actions[0].id': [M.notFound] });
      expect(
        (
          await post(path, {
            actions: [{ send: 'EMAIL', day: 1, subject: 'x', bee_free_template: theirs.template }],
          }).expect(400)
        ).body,
      ).toEqual({ 'actions[0].bee_free_template': [M.notFound] });
      // The type of an automation with actions stays.
      expect((await patch(P.customOne(org.id, a.id), { type: 1 }).expect(400)).body).toEqual({
        type: [M.typeLocked],
      });
    });

    it("saves a drip by date's actions on dates from tomorrow; the other kind's batch is not found", async () => {
      const a = await created(drip({ name: 'Renewal season', type: 1 }));
      await post(P.dripByDayBatch(org.id, a.id), { actions: [] }).expect(404);
      const path = P.oneOffBatch(org.id, a.id);
      expect(
        (
          await post(path, {
            actions: [
              { send: 'SMS', date: today(), text_template: mine.text },
              { send: 'REMINDER', date: 'soon', reminder: 'x' },
            ],
          }).expect(400)
        ).body,
      ).toEqual({ 'actions[1].date': [M.dateFormat] });
      expect(
        (
          await post(path, { actions: [{ send: 'SMS', date: today(), text_template: mine.text }] }).expect(
            400,
          )
        ).body,
      ).toEqual({ 'actions[0].date': [M.dateFromTomorrow] });
      const tomorrow = addDaysToDate(today(), 1);
      const saved = (
        await post(path, { actions: [{ send: 'SMS', date: tomorrow, text_template: mine.text }] }).expect(200)
      ).body as AutomationAction[];
      expect(saved).toEqual([
        expect.objectContaining({
          send: 'SMS',
          date: tomorrow,
          day: null,
          text_template: mine.text,
          automation: a.id,
        }),
      ]);
    });

    it('lists 100 a page, searches names, sorts by a column either way and filters by type', async () => {
      const owner = await aUser().verified().build();
      const fresh = await anOrganization().ownedBy(owner).build();
      const as = (await loginAs(t, owner)).access;
      const rows = Array.from({ length: 101 }, (_, i) => ({
        organizationId: fresh.id,
        name: `Drip ${String(i).padStart(3, '0')}`,
        type: i === 100 ? 1 : 0,
        active: true,
        buckets: ['prospect'],
        leadListIds: [],
        groupIds: [],
        includedServiceIds: [],
        excludedServiceIds: [],
        isInteractionBased: false,
        sourceAutomationId: null,
        condition: null,
        dateField: null,
        stopOnReply: false,
      }));
      await t.dataSource.getRepository(Automation).insert(rows);
      const list = async (query: string) =>
        (await get(`${P.custom(fresh.id)}?${query}`, as).expect(200)).body as Paginated<CustomAutomation>;
      const page1 = await list('sorting=name');
      expect([page1.count, page1.results.length, page1.results[0]!.name]).toEqual([101, 100, 'Drip 000']);
      expect((await list('sorting=name&currentPage=2')).results.map((a) => a.name)).toEqual(['Drip 100']);
      expect((await list('sorting=-name')).results[0]!.name).toBe('Drip 100');
      expect((await list('search=rip 050')).results.map((a) => a.name)).toEqual(['Drip 050']);
      expect((await list('send_type=1')).results.map((a) => a.name)).toEqual(['Drip 100']);
      expect((await list('sorting=-type&pageSize=1')).results.map((a) => a.name)).toEqual(['Drip 100']);
      const bad = await get(`${P.custom(fresh.id)}?sorting=secret`, as).expect(400);
      expect(Object.keys(bad.body)).toEqual(['sorting']);
    });

    it('deletes an automation with the result based automations that follow it', async () => {
      const a = await created(drip({ name: 'To go' }));
      const r = (
        await post(P.results(org.id), { name: 'Openers', automation: a.id, condition: 0 }).expect(201)
      ).body as ResultBasedAutomation;
      await del(P.customOne(org.id, a.id)).expect(204);
      await get(P.customOne(org.id, a.id)).expect(404);
      expect(await t.dataSource.getRepository(Automation).existsBy({ id: r.id })).toBe(false);
      await del(P.customOne(org.id, a.id)).expect(404);
    });
  });

  describe('Result based', () => {
    let source: CustomAutomation;
    beforeAll(async () => {
      source = (
        await post(P.custom(org.id), { name: 'Newsletter drip', type: 0, groups: [mine.tag] }).expect(201)
      ).body as CustomAutomation;
    });

    it('asks for a name, an existing automation and a result', async () => {
      expect((await post(P.results(org.id), {}).expect(400)).body).toEqual({
        name: [M.nameRequired],
        automation: [M.automationRequired],
        condition: [M.conditionRequired],
      });
      const theirAutomation = (
        await post(P.custom(other.id), { name: 'Theirs', type: 0, buckets: ['client'] }, otherToken).expect(
          201,
        )
      ).body as CustomAutomation;
      expect(
        (
          await post(P.results(org.id), { name: 'x', automation: theirAutomation.id, condition: 1 }).expect(
            400,
          )
        ).body,
      ).toEqual({ automation: [M.automationRequired] });
      expect(
        (await post(P.results(org.id), { name: 'x', automation: source.id, condition: 3 }).expect(400)).body,
      ).toEqual({ condition: [M.conditionRequired] });
    });

    it('creates one following a drip, never another result based one; email actions only; changes and deletes it', async () => {
      const r = (
        await post(P.results(org.id), { name: 'Clickers', automation: source.id, condition: 1 }).expect(201)
      ).body as ResultBasedAutomation;
      expect(r).toMatchObject({
        name: 'Clickers',
        automation: source.id,
        automation_name: 'Newsletter drip',
        condition: 1,
        type: 2,
        organization: org.id,
        automations_list: [],
      });
      expect(
        (await post(P.results(org.id), { name: 'x', automation: r.id, condition: 1 }).expect(400)).body,
      ).toEqual({
        automation: [M.automationRequired],
      });
      expect(
        (await put(P.result(org.id, r.id), { name: 'x', automation: r.id, condition: 1 }).expect(400)).body,
      ).toEqual({ automation: [M.automationRequired] });
      expect(
        (
          await post(P.resultBatch(org.id, r.id), {
            actions: [{ send: 'SMS', day: 1, text_template: mine.text }],
          }).expect(400)
        ).body,
      ).toEqual({ 'actions[0].send': [M.emailOnly] });
      const actions = (
        await post(P.resultBatch(org.id, r.id), {
          actions: [
            { send: 'EMAIL', day: 1, subject: 'Thanks for reading', bee_free_template: mine.template },
          ],
        }).expect(200)
      ).body as AutomationAction[];
      expect(actions).toEqual([expect.objectContaining({ send: 'EMAIL', day: 1, automation: r.id })]);
      const changed = (
        await put(P.result(org.id, r.id), { name: 'Both', automation: source.id, condition: 2 }).expect(200)
      ).body as ResultBasedAutomation;
      expect(changed).toMatchObject({ name: 'Both', condition: 2, automations_list: actions });
      const list = (await get(P.results(org.id)).expect(200)).body as Paginated<ResultBasedAutomation>;
      expect(list.results.map((x) => x.id)).toContain(r.id);
      // A result based automation is not one of Build your own.
      await get(P.customOne(org.id, r.id)).expect(404);
      await del(P.result(org.id, r.id)).expect(204);
      await del(P.result(org.id, r.id)).expect(404);
    });
  });

  describe('templates used by automations', () => {
    it('an active holiday, follow-up or action uses its template; deleting it clears those uses', async () => {
      const template = await newTemplate('Seasonal');
      const used = async () =>
        ((await get(P.templateUsed(org.id, template)).expect(200)).body as { is_used: boolean }).is_used;
      const [h] = ((await get(P.holidays(org.id))).body as Paginated<AutomationHoliday>).results;
      await put(P.holiday(org.id, h!.id), {
        bee_free_template: template,
        text_template: mine.text,
        subject: 'Hi',
      }).expect(200);
      expect(await used()).toBe(false);
      await put(P.holiday(org.id, h!.id), { active: true }).expect(200);
      expect(await used()).toBe(true);
      await put(P.followUp(org.id), {
        fourth_bee_free_template: template,
        fourth_subject: 'Fourth',
        fourth_active: true,
      }).expect(200);
      const a = (await post(P.custom(org.id), { name: 'Uses it', type: 0, buckets: ['client'] }).expect(201))
        .body as CustomAutomation;
      await post(P.dripByDayBatch(org.id, a.id), {
        actions: [{ send: 'EMAIL', day: 1, subject: 'x', bee_free_template: template }],
      }).expect(200);

      await del(P.template(org.id, template)).expect(204);
      expect(
        ((await get(P.holidays(org.id))).body as Paginated<AutomationHoliday>).results.find(
          (x) => x.id === h!.id,
        ),
      ).toMatchObject({
        bee_free_template: null,
        text_template: null,
        subject: null,
        active: false,
      });
      expect((await get(P.followUp(org.id))).body).toMatchObject({
        fourth_bee_free_template: null,
        fourth_active: false,
        fourth_subject: followUpDefaultSubjects.fourth,
      });
      expect(((await get(P.customOne(org.id, a.id))).body as CustomAutomation).automations_list).toEqual([
        expect.objectContaining({ bee_free_template: null, subject: 'x' }),
      ]);
    });

    it('a text template of an action of an active automation is in use; deleting it clears it', async () => {
      const text = (await post(P.texts(org.id), { title: 'Ping', template: 'Ping!' }).expect(201)).body as {
        id: number;
      };
      const a = (await post(P.custom(org.id), { name: 'Texts', type: 0, buckets: ['client'] }).expect(201))
        .body as CustomAutomation;
      await post(P.dripByDayBatch(org.id, a.id), {
        actions: [{ send: 'SMS', day: 3, text_template: text.id }],
      }).expect(200);
      const isUsed = pathOf(emailEndpoints.textTemplates.isUsed);
      expect((await get(isUsed(org.id, text.id)).expect(200)).body).toEqual({ is_used: true });
      await patch(P.customOne(org.id, a.id), { active: false }).expect(200);
      expect((await get(isUsed(org.id, text.id)).expect(200)).body).toEqual({ is_used: false });
      await del(P.text(org.id, text.id)).expect(204);
      expect(((await get(P.customOne(org.id, a.id))).body as CustomAutomation).automations_list).toEqual([
        expect.objectContaining({ send: 'SMS', text_template: null }),
      ]);
    });
  });

  it("another organization's automations are not found", async () => {
    const a = (await post(P.custom(org.id), { name: 'Mine', type: 0, buckets: ['client'] }).expect(201))
      .body as CustomAutomation;
    await get(P.customOne(org.id, a.id), otherToken).expect(404);
    await get(P.customOne(other.id, a.id), otherToken).expect(404);
    await patch(P.customOne(other.id, a.id), { active: false }, otherToken).expect(404);
    await post(P.dripByDayBatch(other.id, a.id), { actions: [] }, otherToken).expect(404);
    await del(P.customOne(other.id, a.id), otherToken).expect(404);
    expect(((await get(P.customOne(org.id, a.id))).body as CustomAutomation).active).toBe(true);
    // An action of another organization's automation named in a batch row.
    const theirDrip = (
      await post(P.custom(other.id), { name: 'Theirs', type: 0, buckets: ['client'] }, otherToken).expect(201)
    ).body as CustomAutomation;
    const [theirAction] = (
      await post(
        P.dripByDayBatch(other.id, theirDrip.id),
        { actions: [{ send: 'REMINDER', day: 1, reminder: 'Theirs' }] },
        otherToken,
      ).expect(200)
    ).body as AutomationAction[];
    expect(
      (
        await post(P.dripByDayBatch(org.id, a.id), {
          actions: [{ id: theirAction!.id, send: 'REMINDER', day: 2, reminder: 'Mine now' }],
        }).expect(400)
      ).body,
    ).toEqual({ 'actions[0].id': [M.notFound] });
    const still = (await get(P.customOne(other.id, theirDrip.id), otherToken)).body as CustomAutomation;
    expect(still.automations_list).toEqual([
      expect.objectContaining({ id: theirAction!.id, reminder: 'Theirs' }),
    ]);
  });
});
