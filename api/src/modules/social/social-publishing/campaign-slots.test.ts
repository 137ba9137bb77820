import {
  campaignSlotKey,
  dueSlots,
  nextSlot,
  repostWindowStart,
  slotsBetween,
  monthStart,
  weekdayKey,
} from './campaign-slots';

const NEW_YORK = 'America/New_York';
const everyDay = { '1': true, '2': true, '3': true, '4': true, '5': true, '6': true, '7': true };
const twice = { timesPerDay: 2, days: everyDay };
const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('campaign slots', () => {
  it('keys weekdays 1 (Monday) to 7 (Sunday)', () => {
    expect(['2026-01-05', '2026-01-10', '2026-01-11'].map(weekdayKey)).toEqual([1, 6, 7]);
  });

  it('fills today’s slots whose time has come, at most two hours late, in the organization’s zone', () => {
    // Monday 5 January 2026, New York is UTC−5: 10:00 is 15:00Z, 15:00 is 20:00Z.
    expect(dueSlots(twice, NEW_YORK, new Date('2026-01-05T14:59:00Z'))).toEqual([]);
    const at10 = dueSlots(twice, NEW_YORK, new Date('2026-01-05T15:00:00Z'));
    expect(at10.map((s) => [campaignSlotKey(s), iso(s.at)])).toEqual([
      ['campaign:2026-01-05:10:00', '2026-01-05T15:00:00.000Z'],
    ]);
    // Late: both slots, 10:00 still within two hours of 11:59.
    expect(dueSlots(twice, NEW_YORK, new Date('2026-01-05T16:59:00Z')).map(campaignSlotKey)).toEqual([
      'campaign:2026-01-05:10:00',
    ]);
    expect(dueSlots(twice, NEW_YORK, new Date('2026-01-05T21:00:00Z')).map(campaignSlotKey)).toEqual([
      'campaign:2026-01-05:15:00',
    ]);
    // More than two hours after 15:00: nothing, and the day before is never caught up.
    expect(dueSlots(twice, NEW_YORK, new Date('2026-01-05T22:01:00Z'))).toEqual([]);
    expect(dueSlots(twice, NEW_YORK, new Date('2026-01-06T05:00:00Z'))).toEqual([]);
  });

  it('posts 1, 2 or 3 times a day at 10; 10 and 15; 9, 13 and 17, only on days that are on', () => {
    const now = new Date('2026-01-05T23:00:00Z'); // 18:00 in New York
    const labels = (timesPerDay: number) =>
      slotsBetween(
        { timesPerDay, days: everyDay },
        NEW_YORK,
        new Date('2026-01-06T05:00:00Z'),
        new Date('2026-01-07T05:00:00Z'),
        now,
      ).map((s) => s.label);
    expect([labels(1), labels(2), labels(3)]).toEqual([
      ['10:00'],
      ['10:00', '15:00'],
      ['09:00', '13:00', '17:00'],
    ]);
    const mondaysOnly = { timesPerDay: 1, days: { ...everyDay, '2': false, '3': false } };
    // Tuesday and Wednesday off: Thursday.
    expect(iso(nextSlot(mondaysOnly, NEW_YORK, now))).toBe('2026-01-08T15:00:00.000Z');
    expect(dueSlots(mondaysOnly, NEW_YORK, new Date('2026-01-06T15:30:00Z'))).toEqual([]);
  });

  it('has no next slot without a day on, and keeps local hours across daylight saving', () => {
    expect(nextSlot({ timesPerDay: 1, days: {} }, NEW_YORK, new Date())).toBeNull();
    // 9 March 2026 is after the spring change: 10:00 EDT is 14:00Z.
    expect(
      iso(nextSlot({ timesPerDay: 1, days: everyDay }, NEW_YORK, new Date('2026-03-09T00:00:00Z'))),
    ).toBe('2026-03-09T14:00:00.000Z');
  });

  it('lists the month’s slots still to come, from the month’s local start', () => {
    const from = monthStart(NEW_YORK, 2026, 2);
    const to = monthStart(NEW_YORK, 2026, 3);
    expect(iso(from)).toBe('2026-02-01T05:00:00.000Z');
    const slots = slotsBetween(twice, NEW_YORK, from, to, new Date('2026-02-27T16:00:00Z'));
    expect(slots.map((s) => iso(s.at))).toEqual([
      '2026-02-27T20:00:00.000Z',
      '2026-02-28T15:00:00.000Z',
      '2026-02-28T20:00:00.000Z',
    ]);
  });

  it('counts a post as posted within three days before the slot', () => {
    expect(iso(repostWindowStart(new Date('2026-01-08T15:00:00Z')))).toBe('2026-01-05T15:00:00.000Z');
  });
});
