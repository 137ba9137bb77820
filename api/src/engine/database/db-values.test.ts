import { datetimeText, jsonValue, toDate } from './db-values';

describe('db-values', () => {
  it('writes a Date as the UTC datetime text both dialects store, and reads it back as the same instant', () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    expect(datetimeText(at)).toBe('2026-01-02 03:04:05.678');
    expect(toDate(datetimeText(at) as string).getTime()).toBe(at.getTime());
    expect(datetimeText('2026-01-02')).toBe('2026-01-02');
    expect(datetimeText(null)).toBeNull();
  });

  it('parses JSON handed over as text and passes what the driver already parsed', () => {
    expect(jsonValue('[{"id":1,"name":"VIP"}]')).toEqual([{ id: 1, name: 'VIP' }]);
    expect(jsonValue([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(jsonValue(null)).toBeNull();
  });
});
