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
