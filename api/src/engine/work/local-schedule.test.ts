import { dueBetween, nextDueAt } from './local-schedule';

const at = (s: string) => new Date(s);
const iso = (d: Date) => d.toISOString();

describe('per-organization local-time schedule', () => {
  const followUp = { zone: 'America/New_York', hour: 13, minute: 0 };

  it('is due at 1 PM local every day across spring forward (UTC moves from 18:00 to 17:00)', () => {
    const days: string[] = [];
    let after = at('2026-03-06T12:00:00Z');
    for (let i = 0; i < 3; i += 1) {
      after = nextDueAt(followUp, after);
      days.push(iso(after));
    }
    expect(days).toEqual([
      '2026-03-06T18:00:00.000Z',
      '2026-03-07T18:00:00.000Z',
      '2026-03-08T17:00:00.000Z',
    ]);
  });

  it('runs a time in the spring-forward gap once, when the clock jumps past it', () => {
    const early = { zone: 'America/New_York', hour: 2, minute: 30 };
    expect(iso(nextDueAt(early, at('2026-03-08T06:00:00Z')))).toBe('2026-03-08T07:30:00.000Z');
    // 06:59 UTC is 1:59 EST, 07:00 is 3:00 EDT: not yet at 07:00, due at the jump past 2:30 (07:30).
    expect(dueBetween(early, at('2026-03-08T06:00:00Z'), at('2026-03-08T07:00:00Z'))).toBe(false);
    expect(dueBetween(early, at('2026-03-08T06:00:00Z'), at('2026-03-08T07:30:00Z'))).toBe(true);
  });

  it('runs a time in the fall-back overlap once, not at both 1:30 AMs', () => {
    const early = { zone: 'America/New_York', hour: 1, minute: 30 };
    const first = nextDueAt(early, at('2026-11-01T04:00:00Z'));
    expect(iso(first)).toBe('2026-11-01T05:30:00.000Z');
    // The second 1:30 AM (06:30 UTC) is not due again after the first ran.
    expect(dueBetween(early, first, at('2026-11-01T06:31:00Z'))).toBe(false);
    expect(iso(nextDueAt(early, first))).toBe('2026-11-02T06:30:00.000Z');
  });

  it('follows a southern-hemisphere zone (Sydney: 2 PM is 03:00 UTC in summer, 04:00 in winter)', () => {
    const drip = { zone: 'Australia/Sydney', hour: 14, minute: 0 };
    expect(iso(nextDueAt(drip, at('2026-01-10T00:00:00Z')))).toBe('2026-01-10T03:00:00.000Z');
    expect(iso(nextDueAt(drip, at('2026-07-10T00:00:00Z')))).toBe('2026-07-10T04:00:00.000Z');
  });

  it('keeps one UTC time all year in a zone without DST (Asia/Tokyo)', () => {
    const oneOff = { zone: 'Asia/Tokyo', hour: 11, minute: 0 };
    expect(iso(nextDueAt(oneOff, at('2026-01-10T00:00:00Z')))).toBe('2026-01-10T02:00:00.000Z');
    expect(iso(nextDueAt(oneOff, at('2026-07-10T00:00:00Z')))).toBe('2026-07-10T02:00:00.000Z');
  });

  it('a missing or unknown zone uses the default zone (America/New_York)', () => {
    expect(iso(nextDueAt({ zone: null, hour: 13, minute: 0 }, at('2026-06-10T12:00:00Z')))).toBe(
      '2026-06-10T17:00:00.000Z',
    );
    expect(iso(nextDueAt({ zone: 'Not/AZone', hour: 13, minute: 0 }, at('2026-06-10T12:00:00Z')))).toBe(
      '2026-06-10T17:00:00.000Z',
    );
  });

  it('a tick that missed the time still runs it once', () => {
    expect(dueBetween(followUp, at('2026-06-10T16:00:00Z'), at('2026-06-10T17:05:00Z'))).toBe(true);
    expect(dueBetween(followUp, at('2026-06-10T17:05:00Z'), at('2026-06-10T17:06:00Z'))).toBe(false);
  });
});
