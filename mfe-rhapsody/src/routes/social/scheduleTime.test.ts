import dayjs from 'dayjs';
import { combineDateTime, defaultScheduleTime, isSchedulable } from './scheduleTime';

describe('defaultScheduleTime', () => {
  it('proposes the next full hour', () => {
    const at = defaultScheduleTime(dayjs('2026-11-28T22:30:00'));
    expect(at.format('YYYY-MM-DD HH:mm')).toBe('2026-11-28 23:00');
  });

  it('proposes 00:00 (of the next day) after 23:00', () => {
    const at = defaultScheduleTime(dayjs('2026-11-28T23:30:00'));
    expect(at.format('YYYY-MM-DD HH:mm')).toBe('2026-11-29 00:00');
  });

  it('proposes the next hour on the hour itself', () => {
    expect(defaultScheduleTime(dayjs('2026-11-28T09:00:00')).format('HH:mm')).toBe('10:00');
  });
});

describe('isSchedulable', () => {
  const now = dayjs('2026-11-28T14:20:00');
  it('refuses a past date, and a time earlier than now today', () => {
    expect(isSchedulable(dayjs('2026-11-27T18:00:00'), now)).toBe(false);
    expect(isSchedulable(combineDateTime(now.startOf('day'), dayjs('2026-01-01T14:00:00')), now)).toBe(false);
    expect(isSchedulable(null, now)).toBe(false);
  });
  it('accepts later today and a later day', () => {
    expect(isSchedulable(combineDateTime(now.startOf('day'), dayjs('2026-01-01T15:00:00')), now)).toBe(true);
    expect(isSchedulable(dayjs('2026-11-29T08:00:00'), now)).toBe(true);
  });
});
