import {
  formatUsDateTime,
  instantOf,
  isKnownTimeZone,
  nextLocalTime,
  parseUsDateTime,
  todayIn,
  wallClockAt,
  type WallClock,
  zoneDstInfo,
} from './local-time';
import { timeZones } from './reference/timezones';

const wall = (s: string): WallClock => {
  const [date, time] = s.split(' ');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute, second = 0] = time.split(':').map(Number);
  return { year, month, day, hour, minute, second };
};
const iso = (d: Date) => d.toISOString();
const at = (s: string) => new Date(s);

describe('local time: wall clock ↔ instant', () => {
  it('round-trips ordinary times in several zones', () => {
    expect(iso(instantOf(wall('2027-01-15 09:30'), 'America/New_York'))).toBe('2027-01-15T14:30:00.000Z');
    expect(iso(instantOf(wall('2027-07-15 21:30'), 'America/New_York'))).toBe('2027-07-16T01:30:00.000Z');
    expect(wallClockAt(at('2027-07-16T01:30:05Z'), 'Europe/Paris')).toEqual(wall('2027-07-16 03:30:05'));
    expect(iso(instantOf(wall('2027-07-15 00:00'), 'UTC'))).toBe('2027-07-15T00:00:00.000Z');
  });

  describe('US spring forward (America/New_York, 2026-03-08 2:00 → 3:00)', () => {
    it('moves a time in the gap forward by the gap', () => {
      // 2:30 AM does not exist: it is 3:30 AM EDT (07:30 UTC).
      expect(iso(instantOf(wall('2026-03-08 02:30'), 'America/New_York'))).toBe('2026-03-08T07:30:00.000Z');
      expect(wallClockAt(at('2026-03-08T07:30:00Z'), 'America/New_York')).toEqual(wall('2026-03-08 03:30'));
    });
    it('takes the right offset on either side of the gap', () => {
      expect(iso(instantOf(wall('2026-03-08 01:59'), 'America/New_York'))).toBe('2026-03-08T06:59:00.000Z');
      expect(iso(instantOf(wall('2026-03-08 03:00'), 'America/New_York'))).toBe('2026-03-08T07:00:00.000Z');
    });
  });

  describe('US fall back (America/New_York, 2026-11-01 2:00 → 1:00)', () => {
    it('takes the earlier of the two 1:30 AMs (daylight time)', () => {
      expect(iso(instantOf(wall('2026-11-01 01:30'), 'America/New_York'))).toBe('2026-11-01T05:30:00.000Z');
    });
    it('shows 1:30 twice, an hour apart', () => {
      expect(wallClockAt(at('2026-11-01T05:30:00Z'), 'America/New_York')).toEqual(wall('2026-11-01 01:30'));
      expect(wallClockAt(at('2026-11-01T06:30:00Z'), 'America/New_York')).toEqual(wall('2026-11-01 01:30'));
      expect(iso(instantOf(wall('2026-11-01 02:00'), 'America/New_York'))).toBe('2026-11-01T07:00:00.000Z');
    });
  });

  describe('southern hemisphere (Australia/Sydney: +11 in January, +10 in July)', () => {
    it('springs forward in October (2026-10-04 2:00 → 3:00)', () => {
      expect(iso(instantOf(wall('2026-10-04 02:30'), 'Australia/Sydney'))).toBe('2026-10-03T16:30:00.000Z');
      expect(wallClockAt(at('2026-10-03T16:30:00Z'), 'Australia/Sydney')).toEqual(wall('2026-10-04 03:30'));
    });
    it('falls back in April and takes the earlier 2:30 (daylight time)', () => {
      expect(iso(instantOf(wall('2026-04-05 02:30'), 'Australia/Sydney'))).toBe('2026-04-04T15:30:00.000Z');
      expect(wallClockAt(at('2026-04-04T16:30:00Z'), 'Australia/Sydney')).toEqual(wall('2026-04-05 02:30'));
    });
    it('is on daylight time in January', () => {
      expect(iso(instantOf(wall('2026-01-15 09:00'), 'Australia/Sydney'))).toBe('2026-01-14T22:00:00.000Z');
    });
  });

  it('a zone without daylight saving (Asia/Tokyo, America/Phoenix) keeps one offset all year', () => {
    for (const month of [1, 3, 7, 11]) {
      const d = `2026-${String(month).padStart(2, '0')}-08`;
      expect(iso(instantOf(wall(`${d} 02:30`), 'Asia/Tokyo'))).toBe(`2026-${d.slice(5, 7)}-07T17:30:00.000Z`);
      expect(iso(instantOf(wall(`${d} 02:30`), 'America/Phoenix'))).toBe(`${d}T09:30:00.000Z`);
    }
  });

  it('an unknown zone throws; todayIn falls back to UTC', () => {
    expect(isKnownTimeZone('Not/AZone')).toBe(false);
    expect(() => instantOf(wall('2026-01-01 00:00'), 'Not/AZone')).toThrow(RangeError);
    expect(todayIn('Not/AZone', at('2026-03-10T02:00:00Z'))).toBe('2026-03-10');
    expect(todayIn('America/New_York', at('2026-03-10T02:00:00Z'))).toBe('2026-03-09');
  });
});

describe('nextLocalTime: a daily local send time', () => {
  const ny = 'America/New_York';
  it('is today when the time is still ahead, else tomorrow', () => {
    expect(iso(nextLocalTime(ny, { hour: 13, minute: 0 }, at('2026-06-10T12:00:00Z')))).toBe(
      '2026-06-10T17:00:00.000Z',
    );
    expect(iso(nextLocalTime(ny, { hour: 13, minute: 0 }, at('2026-06-10T17:00:00Z')))).toBe(
      '2026-06-11T17:00:00.000Z',
    );
  });
  it('keeps 1 PM local across spring forward: the UTC instant moves by an hour', () => {
    const before = nextLocalTime(ny, { hour: 13, minute: 0 }, at('2026-03-07T12:00:00Z'));
    const after = nextLocalTime(ny, { hour: 13, minute: 0 }, before);
    expect([iso(before), iso(after)]).toEqual(['2026-03-07T18:00:00.000Z', '2026-03-08T17:00:00.000Z']);
  });
  it('a time in the gap is due when the clock jumps past it, once', () => {
    const due = nextLocalTime(ny, { hour: 2, minute: 30 }, at('2026-03-08T05:00:00Z'));
    expect(iso(due)).toBe('2026-03-08T07:30:00.000Z');
    expect(iso(nextLocalTime(ny, { hour: 2, minute: 30 }, due))).toBe('2026-03-09T06:30:00.000Z');
  });
  it('a time in the overlap is due once, at its first occurrence', () => {
    const due = nextLocalTime(ny, { hour: 1, minute: 30 }, at('2026-11-01T04:00:00Z'));
    expect(iso(due)).toBe('2026-11-01T05:30:00.000Z');
    expect(iso(nextLocalTime(ny, { hour: 1, minute: 30 }, due))).toBe('2026-11-02T06:30:00.000Z');
  });
  it('keeps 2 PM local across Sydney’s April fall back', () => {
    const first = nextLocalTime('Australia/Sydney', { hour: 14, minute: 0 }, at('2026-04-03T12:00:00Z'));
    const second = nextLocalTime('Australia/Sydney', { hour: 14, minute: 0 }, first);
    expect([iso(first), iso(second)]).toEqual(['2026-04-04T03:00:00.000Z', '2026-04-05T04:00:00.000Z']);
  });
});

describe("the spec's 'MM/DD/YYYY h:mm:ss A'", () => {
  it('reads and writes it', () => {
    expect(parseUsDateTime(' 07/15/2027 9:30:05 PM ')).toEqual(wall('2027-07-15 21:30:05'));
    expect(parseUsDateTime('07/15/2027 12:00:00 AM')).toEqual(wall('2027-07-15 00:00:00'));
    expect(parseUsDateTime('07/15/2027 12:00:00 PM')).toEqual(wall('2027-07-15 12:00:00'));
    expect(parseUsDateTime('2027-07-15 12:00')).toBeNull();
    expect(formatUsDateTime(wall('2027-07-15 00:05:09'))).toBe('07/15/2027 12:05:09 AM');
    expect(formatUsDateTime(wall('2027-07-15 21:30:05'))).toBe('07/15/2027 9:30:05 PM');
  });
});

describe('the time zone list (reference/timezones.ts)', () => {
  it('keeps US zones first', () => {
    expect(timeZones[0].value).toBe('America/New_York');
    expect(
      timeZones.slice(0, 14).every((z) => z.value.startsWith('America/') || z.value.startsWith('Pacific/')),
    ).toBe(true);
  });
  it("hand-kept standard offsets and DST flags agree with the library's zone data", () => {
    const year = new Date().getUTCFullYear();
    const wrong = timeZones
      .filter((z) => {
        const info = zoneDstInfo(z.value, year);
        return info.standardOffsetHours !== z.offset || info.observesDst !== z.isdst;
      })
      .map((z) => z.value);
    expect(wrong).toEqual([]);
  });
});
