import { customReportType, dueDays, localDueAt, sendTimes } from './engine-schedule';
import { channelOf, customKey, followUpIdOf, followUpKey, holidayKey } from './step-keys';

const NY = 'America/New_York';
const at = (iso: string) => new Date(iso);

describe('automation send times', () => {
  it('puts 2 PM in New York at 19:00 UTC in winter and 18:00 UTC in summer (DST from 14 March 2027)', () => {
    expect(localDueAt(NY, '2027-03-13', sendTimes.dripByDay).toISOString()).toBe('2027-03-13T19:00:00.000Z');
    expect(localDueAt(NY, '2027-03-14', sendTimes.dripByDay).toISOString()).toBe('2027-03-14T18:00:00.000Z');
    expect(localDueAt(NY, '2026-11-01', sendTimes.holiday).toISOString()).toBe('2026-11-01T17:00:00.000Z');
    expect(localDueAt(null, '2027-01-01', sendTimes.holiday).toISOString()).toBe('2027-01-01T17:00:00.000Z');
  });

  it('finds a day once its time has come, not a minute before, and each day once over a window', () => {
    const since = at('2027-03-12T00:00:00Z');
    expect(dueDays(NY, sendTimes.dripByDay, since, at('2027-03-13T18:59:00Z')).map((d) => d.date)).toEqual([
      '2027-03-12',
    ]);
    expect(dueDays(NY, sendTimes.dripByDay, since, at('2027-03-13T19:00:00Z'))).toEqual([
      { date: '2027-03-12', dueAt: at('2027-03-12T19:00:00Z') },
      { date: '2027-03-13', dueAt: at('2027-03-13T19:00:00Z') },
    ]);
    // After the change, 2 PM is an hour earlier in UTC.
    expect(
      dueDays(NY, sendTimes.dripByDay, at('2027-03-14T17:59:00Z'), at('2027-03-14T18:00:00Z')).map(
        (d) => d.date,
      ),
    ).toEqual(['2027-03-14']);
    expect(dueDays(NY, sendTimes.oneOff, at('2027-03-14T15:00:00Z'), at('2027-03-14T17:00:00Z'))).toEqual([]);
  });

  it('gives each email its report type', () => {
    expect([customReportType(0, 0), customReportType(0, 3), customReportType(1, null)]).toEqual([
      'dbd0',
      'dbd',
      'of',
    ]);
    expect([customReportType(2, 0), customReportType(2, 5)]).toEqual(['dbd0', 'dbd']);
  });
});

describe('automation step keys', () => {
  it('names each step once, and reads a follow-up step back', () => {
    expect(customKey(4, 9, 120)).toBe('custom:4:9:120');
    expect(holidayKey(3, '2027-01-01', 120)).toBe('holiday:3:2027-01-01:120');
    expect(followUpIdOf(followUpKey(2, 77))).toBe(77);
    expect(followUpIdOf('custom:4:9:120')).toBeNull();
    expect(['EMAIL', 'SMS', 'REMINDER'].map(channelOf)).toEqual(['email', 'sms', 'reminder']);
  });
});
