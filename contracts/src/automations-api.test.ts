import {
  actionDateErrors,
  automationMessages as M,
  automationPatchSchema,
  automationSchema,
  automationsQuerySchema,
  bucketsLabel,
  dayAfter,
  dripByDayBatchSchema,
  followUpAutomationSchema,
  holidayDateIn,
  holidaySchema,
  isHolidayRecurrence,
  nextHolidayDate,
  oneOffBatchSchema,
  resultBasedAutomationSchema,
  resultBasedBatchSchema,
  usHolidaySeeds,
} from './automations-api';
import { errorsOf } from './errors-of.testing';
import { messages } from './messages';

/** errorsOf with the organization's day as the schemas' context (as the forms and the API give it). */
const errorsOn = (
  schema: { validate: (v: unknown, o: object) => Promise<unknown> },
  value: unknown,
  today: string,
) => errorsOf({ validate: (v, o) => schema.validate(v, { ...o, context: { today } }) }, value);

describe('automation (Build your own)', () => {
  it("asks for a name and at least one bucket, list, tag or service, in the spec's words", async () => {
    expect(await errorsOf(automationSchema, { type: 0 })).toEqual({
      name: [M.nameRequired],
      non_field_errors: [M.audienceRequired],
    });
    for (const audience of [
      { buckets: ['client'] },
      { lead_lists: [1] },
      { groups: [2] },
      { included_services: [3] },
      { excluded_services: [4] },
    ])
      expect(await errorsOf(automationSchema, { name: 'Drip', type: 0, ...audience })).toEqual({});
  });

  it('takes drip by day or by date only; date_field (ours) only on a drip by day', async () => {
    const base = { name: 'Drip', buckets: ['client'] };
    expect(await errorsOf(automationSchema, base)).toEqual({ type: [M.typeRequired] });
    expect(await errorsOf(automationSchema, { ...base, type: 2 })).toEqual({
      type: [messages.invalidChoice],
    });
    expect(await errorsOf(automationSchema, { ...base, type: 0, date_field: 'birthday' })).toEqual({});
    expect(await errorsOf(automationSchema, { ...base, type: 1, date_field: 'birthday' })).toEqual({
      date_field: [M.dateFieldDripByDayOnly],
    });
    expect(await errorsOf(automationSchema, { ...base, type: 0, buckets: ['vip'] })).toEqual({
      'buckets[0]': [messages.invalidChoice],
    });
  });

  it('a PATCH takes any field alone (the active toggle)', async () => {
    expect(await automationPatchSchema.validate({ active: false })).toEqual({ active: false });
    expect(await errorsOf(automationPatchSchema, { name: '  ' })).toEqual({ name: [M.nameRequired] });
  });

  it("shows 'All' when all five buckets are selected", () => {
    expect(bucketsLabel(['opportunity', 'prospect', 'client', 'former_client', 'other'])).toBe('All');
    expect(bucketsLabel(['client', 'prospect'])).toBe('Prospect, Client');
  });
});

describe('result based automation', () => {
  it('asks for a name, an existing automation and a result', async () => {
    expect(await errorsOf(resultBasedAutomationSchema, {})).toEqual({
      name: [M.nameRequired],
      automation: [M.automationRequired],
      condition: [M.conditionRequired],
    });
    expect(await errorsOf(resultBasedAutomationSchema, { name: 'x', automation: 3, condition: 3 })).toEqual({
      condition: [M.conditionRequired],
    });
    expect(await errorsOf(resultBasedAutomationSchema, { name: 'x', automation: 3, condition: 2 })).toEqual(
      {},
    );
  });
});

describe('action batches', () => {
  it("each row needs what its send needs: 'Please fill all the necessary fields'", async () => {
    const errors = await errorsOf(dripByDayBatchSchema, {
      actions: [
        { send: 'EMAIL', day: 1 },
        { send: 'SMS', day: 1 },
        { send: 'REMINDER', day: 1, reminder: '  ' },
        { day: 1, subject: 'Hi', bee_free_template: 4 },
      ],
    });
    expect(errors).toEqual({
      'actions[0].subject': [M.fillAllFields],
      'actions[0].bee_free_template': [M.fillAllFields],
      'actions[1].text_template': [M.fillAllFields],
      'actions[2].reminder': [M.fillAllFields],
    });
  });

  it('a day is a whole number from 0 with no maximum', async () => {
    const row = (day: unknown) => ({ actions: [{ send: 'REMINDER', reminder: 'Call', day }] });
    expect(await errorsOf(dripByDayBatchSchema, row(0))).toEqual({});
    expect(await errorsOf(dripByDayBatchSchema, row(100000))).toEqual({});
    expect(await errorsOf(dripByDayBatchSchema, row(-1))).toEqual({ 'actions[0].day': [M.dayInvalid] });
    expect(await errorsOf(dripByDayBatchSchema, row(1.5))).toEqual({ 'actions[0].day': [M.dayInvalid] });
    expect(await errorsOf(dripByDayBatchSchema, row(undefined))).toEqual({
      'actions[0].day': [M.fillAllFields],
    });
  });

  it('a drip by date needs a date at least tomorrow (the organization day given as context)', async () => {
    const row = (date: string) => ({ actions: [{ send: 'SMS', text_template: 1, date }] });
    const today = '2026-03-10';
    expect(await errorsOn(oneOffBatchSchema, row('2026-03-10'), today)).toEqual({
      'actions[0].date': [M.dateFromTomorrow],
    });
    expect(await errorsOn(oneOffBatchSchema, row('2026-03-11'), today)).toEqual({});
    expect(await errorsOn(oneOffBatchSchema, row('2026-02-30'), today)).toEqual({
      'actions[0].date': [M.dateFormat],
    });
    expect(actionDateErrors([{ date: '2026-03-11' }, { date: '2026-03-10' }], '2026-03-10')).toEqual({
      'actions[1].date': [M.dateFromTomorrow],
    });
    expect(actionDateErrors([{ date: '2026-03-11' }], '2026-03-10')).toBeNull();
  });

  it('a drip by result sends emails only', async () => {
    expect(
      await errorsOf(resultBasedBatchSchema, { actions: [{ send: 'SMS', day: 1, text_template: 2 }] }),
    ).toEqual({ 'actions[0].send': [M.emailOnly] });
    expect(
      await errorsOf(resultBasedBatchSchema, {
        actions: [{ send: 'EMAIL', day: 1, subject: 'Thanks', bee_free_template: 2 }],
      }),
    ).toEqual({});
  });
});

describe('holidays and follow-ups', () => {
  it('a holiday needs a name and a real date, not before today', async () => {
    expect(await errorsOf(holidaySchema, {})).toEqual({
      name: [M.nameRequired],
      date: [messages.fieldRequired('Date')],
    });
    expect(await errorsOn(holidaySchema, { name: 'x', date: '2026-03-09' }, '2026-03-10')).toEqual({
      date: [M.holidayDatePast],
    });
  });

  it('a follow-up update takes any of its twenty fields', async () => {
    expect(await followUpAutomationSchema.validate({ third_active: true, fifth_subject: '' })).toEqual({
      third_active: true,
      fifth_subject: null,
    });
  });
});

describe('holiday dates', () => {
  it('finds the n-th and last weekday of a month', () => {
    expect(holidayDateIn(2026, 'nth:11:4:4')).toBe('2026-11-26'); // Thanksgiving
    expect(holidayDateIn(2025, 'nth:11:4:4')).toBe('2025-11-27');
    expect(holidayDateIn(2026, 'nth:5:1:-1')).toBe('2026-05-25'); // Memorial Day
    expect(holidayDateIn(2027, 'nth:5:1:-1')).toBe('2027-05-31');
    expect(holidayDateIn(2026, 'nth:1:1:3')).toBe('2026-01-19'); // Martin Luther King Jr. Day
    expect(holidayDateIn(2026, 'nth:9:1:1')).toBe('2026-09-07'); // Labor Day
    expect(holidayDateIn(2026, 'nth:5:0:2')).toBe('2026-05-10'); // Mother's Day
    expect(holidayDateIn(2026, 'easter')).toBe('2026-04-05');
    expect(holidayDateIn(2027, 'fixed', '2000-07-04')).toBe('2027-07-04');
    expect(holidayDateIn(2027, 'fixed', '2024-02-29')).toBe('2027-02-28');
  });

  it('the next occurrence on or after a day, moving to next year once it has passed', () => {
    expect(nextHolidayDate('nth:11:4:4', '2000-01-01', '2026-11-26')).toBe('2026-11-26');
    expect(nextHolidayDate('nth:11:4:4', '2026-11-26', dayAfter('2026-11-26'))).toBe('2027-11-25');
    expect(nextHolidayDate('fixed', '2026-12-25', '2026-12-26')).toBe('2027-12-25');
    expect(nextHolidayDate('fixed', '2000-01-01', '2026-06-01')).toBe('2027-01-01');
    // One-off: itself while ahead, then never again.
    expect(nextHolidayDate(null, '2026-08-01', '2026-07-01')).toBe('2026-08-01');
    expect(nextHolidayDate(null, '2026-08-01', '2026-08-02')).toBeNull();
  });

  it('seeds the usual US holidays with recurrences it understands, each key once', () => {
    expect(usHolidaySeeds.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        "New Year's Day",
        'Martin Luther King Jr. Day',
        "Presidents' Day",
        'Memorial Day',
        'Independence Day',
        'Labor Day',
        'Columbus Day',
        'Veterans Day',
        'Thanksgiving Day',
        'Christmas Day',
      ]),
    );
    expect(new Set(usHolidaySeeds.map((s) => s.key)).size).toBe(usHolidaySeeds.length);
    expect(usHolidaySeeds.every((s) => isHolidayRecurrence(s.recurrence))).toBe(true);
    expect(usHolidaySeeds.every((s) => s.key.length <= 32)).toBe(true);
    expect(isHolidayRecurrence('nth:13:1:1')).toBe(false);
  });
});

describe('lists', () => {
  it('page size 100, sorting among the columns, newest first by default', async () => {
    expect(await automationsQuerySchema.validate({})).toMatchObject({
      currentPage: 1,
      pageSize: 100,
      sorting: '-created_at',
      send_type: null,
    });
    expect(Object.keys(await errorsOf(automationsQuerySchema, { sorting: 'secret' }))).toEqual(['sorting']);
    expect(await errorsOf(automationsQuerySchema, { pageSize: 101 })).not.toEqual({});
  });
});
