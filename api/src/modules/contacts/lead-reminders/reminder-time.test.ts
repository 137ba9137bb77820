import { formatReminderDate, parseReminderDate } from './reminder-time';

describe('reminder time', () => {
  it('reads the wall clock of the zone and stores UTC', () => {
    expect(parseReminderDate('01/15/2027 9:30:00 AM', 'America/New_York').toISOString()).toBe(
      '2027-01-15T14:30:00.000Z',
    );
    expect(parseReminderDate('07/15/2027 9:30:00 PM', 'America/New_York').toISOString()).toBe(
      '2027-07-16T01:30:00.000Z',
    );
    expect(parseReminderDate('07/15/2027 12:00:00 AM', 'UTC').toISOString()).toBe('2027-07-15T00:00:00.000Z');
  });

  it('writes UTC back on the zone wall clock, round trip', () => {
    const d = new Date('2027-07-16T01:30:05.000Z');
    expect(formatReminderDate(d, 'America/New_York')).toBe('07/15/2027 9:30:05 PM');
    expect(formatReminderDate(d, 'Europe/Paris')).toBe('07/16/2027 3:30:05 AM');
    expect(parseReminderDate(formatReminderDate(d, 'Asia/Tokyo'), 'Asia/Tokyo').getTime()).toBe(d.getTime());
  });
});

describe('reminder time at daylight-saving edges (contracts local-time)', () => {
  it('a reminder set in the spring-forward gap is sent when the clock jumps past it', () => {
    expect(parseReminderDate('03/08/2026 2:30:00 AM', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(formatReminderDate(new Date('2026-03-08T07:30:00Z'), 'America/New_York')).toBe(
      '03/08/2026 3:30:00 AM',
    );
  });

  it('a reminder set in the fall-back overlap is the first 1:30 AM', () => {
    expect(parseReminderDate('11/01/2026 1:30:00 AM', 'America/New_York').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('southern hemisphere and no-DST zones', () => {
    expect(parseReminderDate('01/15/2026 9:00:00 AM', 'Australia/Sydney').toISOString()).toBe(
      '2026-01-14T22:00:00.000Z',
    );
    expect(parseReminderDate('07/15/2026 9:00:00 AM', 'Australia/Sydney').toISOString()).toBe(
      '2026-07-14T23:00:00.000Z',
    );
    expect(parseReminderDate('07/15/2026 9:00:00 AM', 'America/Phoenix').toISOString()).toBe(
      '2026-07-15T16:00:00.000Z',
    );
  });
});
