import {
  activityOf,
  dayRange,
  logOf,
  metricsOf,
  presentReport,
  recipientCsvCells,
  senderName,
  usDateTime,
} from './email-report-presenters';

const h = (iso: string) => new Date(iso);

describe('senderName', () => {
  it('reads the display name of a From header, quoted or not; none for a bare address', () => {
    expect(senderName('"Ann Archer" <ann@x.test>')).toBe('Ann Archer');
    expect(senderName('"Ann \\"A\\" Archer" <ann@x.test>')).toBe('Ann "A" Archer');
    expect(senderName('Ensemble <no-reply@ensemble.local>')).toBe('Ensemble');
    expect(senderName('no-reply@ensemble.local')).toBeNull();
    expect(senderName('<no-reply@ensemble.local>')).toBeNull();
  });
});

describe('presentReport', () => {
  const row = {
    id: 7,
    type: 'single' as const,
    subject: 'Hi',
    total: 1,
    sender: '"Olive" <o@x.test>',
    uniqueOpens: 1,
    uniqueClicks: 0,
    automationId: null,
    automationName: null,
    templateId: 3,
    templateTextId: null,
    createdAt: h('2026-03-02T15:04:05.678Z'),
  };

  it('fills a single send from its recipient, and _id is the send time in seconds', () => {
    expect(presentReport(row, { leadId: 9, email: 'a@x.test', providerMessageId: 'm-1' })).toMatchObject({
      id: 7,
      _id: 1772463845,
      timestamp: '2026-03-02T15:04:05.678Z',
      datetime_sending: '2026-03-02T15:04:05.678Z',
      object_id: 9,
      to: 'a@x.test',
      sg_message_id: 'm-1',
      sender_name: 'Olive',
      open: 1,
      click: 0,
      bf_template_id: 3,
      snapshot_id: 7,
    });
    expect(presentReport(row)).toMatchObject({ object_id: null, to: null, sg_message_id: null });
  });
});

describe('metricsOf', () => {
  it('gives the twelve metrics in order, 0 for those never counted, percents of the total', () => {
    const m = metricsOf(
      new Map([
        ['opens', 2],
        ['processed', 3],
      ]),
      3,
    );
    expect(m).toHaveLength(12);
    expect(m[0]).toEqual({ name: 'processed', count: 3, percent: 100 });
    expect(m.find((x) => x.name === 'opens')).toEqual({ name: 'opens', count: 2, percent: 66.67 });
    expect(m.find((x) => x.name === 'blocks')).toEqual({ name: 'blocks', count: 0, percent: 0 });
  });
});

describe('dayRange', () => {
  it('covers whole days of the zone, both ends included', () => {
    expect(dayRange('America/Chicago', '2024-01-10', '2024-01-10')).toEqual({
      start: h('2024-01-10T06:00:00Z'),
      end: h('2024-01-11T06:00:00Z'),
    });
    // Across the spring-forward change (March 10, 2024): the 10th is 23 hours long.
    expect(dayRange('America/Chicago', '2024-03-10', '2024-03-10')).toEqual({
      start: h('2024-03-10T06:00:00Z'),
      end: h('2024-03-11T05:00:00Z'),
    });
    expect(dayRange('UTC', null, '2024-12-31')).toEqual({ start: null, end: h('2025-01-01T00:00:00Z') });
  });
});

describe('activityOf', () => {
  it('is hourly within three days, every hour from the first to the last', () => {
    const a = activityOf(
      [
        { hour: h('2026-03-02T15:00:00Z'), metric: 'opens', count: 2 },
        { hour: h('2026-03-02T15:00:00Z'), metric: 'clicks', count: 1 },
        { hour: h('2026-03-02T17:00:00Z'), metric: 'opens', count: 1 },
        { hour: h('2026-03-02T16:00:00Z'), metric: 'processed', count: 9 },
      ],
      'UTC',
    );
    expect(a).toEqual({
      bucket: 'hour',
      points: [
        { at: '2026-03-02T15:00:00.000Z', opens: 2, clicks: 1 },
        { at: '2026-03-02T16:00:00.000Z', opens: 0, clicks: 0 },
        { at: '2026-03-02T17:00:00.000Z', opens: 1, clicks: 0 },
      ],
    });
  });

  it('is daily in the zone past three days', () => {
    const a = activityOf(
      [
        { hour: h('2026-03-02T05:00:00Z'), metric: 'opens', count: 1 }, // Mar 1, 11 PM in Chicago
        { hour: h('2026-03-02T06:00:00Z'), metric: 'opens', count: 2 }, // Mar 2, midnight
        { hour: h('2026-03-05T07:00:00Z'), metric: 'clicks', count: 1 }, // Mar 5, 1 AM
      ],
      'America/Chicago',
    );
    expect(a.bucket).toBe('day');
    expect(a.points).toEqual([
      { at: '2026-03-01T06:00:00.000Z', opens: 1, clicks: 0 },
      { at: '2026-03-02T06:00:00.000Z', opens: 2, clicks: 0 },
      { at: '2026-03-03T06:00:00.000Z', opens: 0, clicks: 0 },
      { at: '2026-03-04T06:00:00.000Z', opens: 0, clicks: 0 },
      { at: '2026-03-05T06:00:00.000Z', opens: 0, clicks: 1 },
    ]);
  });

  it('has no points without opens or clicks', () => {
    expect(activityOf([{ hour: h('2026-03-02T15:00:00Z'), metric: 'opens', count: 0 }], 'UTC')).toEqual({
      bucket: 'hour',
      points: [],
    });
  });
});

describe('logOf', () => {
  it("adds processed and delivered from the row, in time order, before the same instant's lines", () => {
    const sent = h('2026-03-02T15:00:00Z');
    expect(
      logOf({ status: 'sent', sentAt: sent, deliveredAt: sent }, [
        { event: 'open', at: h('2026-03-02T16:00:00Z'), detail: null },
        { event: 'deferred', at: sent, detail: '450' },
        { event: 'nonsense', at: sent, detail: null },
      ]).map((e) => [e.event, e.at, e.detail]),
    ).toEqual([
      ['processed', '2026-03-02T15:00:00.000Z', null],
      ['delivered', '2026-03-02T15:00:00.000Z', null],
      ['deferred', '2026-03-02T15:00:00.000Z', '450'],
      ['open', '2026-03-02T16:00:00.000Z', null],
    ]);
  });

  it('shows a message failed for good as processed when it bounced; one not sent yet as nothing', () => {
    const at = h('2026-03-02T15:00:00Z');
    expect(
      logOf({ status: 'failed', sentAt: null, deliveredAt: null }, [
        { event: 'bounce', at, detail: '550' },
      ]).map((e) => e.event),
    ).toEqual(['processed', 'bounce']);
    expect(logOf({ status: 'pending', sentAt: null, deliveredAt: null }, [])).toEqual([]);
  });
});

describe('recipientCsvCells', () => {
  it('writes the row in the spec words and neutralizes formulas', () => {
    expect(
      recipientCsvCells(
        {
          id: 1,
          email: 'ann@x.test',
          contact: { id: 2, name: '=HYPERLINK("x")', profile_url: '/p' },
          status: 'sent',
          delivered: true,
          opened: false,
          open_count: 0,
          clicked: false,
          click_count: 0,
          sent_at: '2024-01-10T06:30:00.000Z',
          error: null,
        },
        'America/Chicago',
      ),
    ).toEqual([
      'ann@x.test',
      '\'=HYPERLINK("x")',
      'sent',
      'Yes',
      'No',
      '0',
      'No',
      '0',
      '01/10/2024 12:30 AM',
      '',
    ]);
  });

  it('formats MM/DD/YYYY hh:mm A', () => {
    expect(usDateTime(h('2024-07-04T18:05:00Z'), 'UTC')).toBe('07/04/2024 06:05 PM');
  });
});
