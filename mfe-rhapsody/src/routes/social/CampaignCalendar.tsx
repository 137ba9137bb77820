import { Alert, Badge, Button, Calendar, Card, Flex, Spin, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { ENTRY_COLORS, ENTRY_LABELS, type CalendarEntry, type CalendarEntryType } from './types';

function Legend() {
  return (
    <Flex gap={16} wrap aria-label="Legend" data-testid="calendar-legend">
      {(Object.keys(ENTRY_LABELS) as CalendarEntryType[]).map((t) => (
        <Badge key={t} color={ENTRY_COLORS[t]} text={ENTRY_LABELS[t]} />
      ))}
    </Flex>
  );
}

/** The entry's local time and title: 'h:mm A Title'. */
function entryText(e: CalendarEntry): string {
  return `${dayjs(e.time).format('h:mm A')} ${e.title}`;
}

/**
 * The campaign calendar (spec 3 §2): month view only. Campaign entries are not clickable; the others open
 * their post.
 */
export function CampaignCalendar(props: {
  /** The selected day; the calendar shows its month. */
  month: Dayjs;
  onMonthChange: (m: Dayjs) => void;
  entries: CalendarEntry[];
  onOpenEntry: (e: CalendarEntry) => void;
  loading?: boolean;
  /** The month's entries could not be fetched: said above the (empty) month, with Retry. */
  error?: string | null;
  onRetry?: () => void;
}) {
  const byDay = new Map<string, CalendarEntry[]>();
  for (const e of props.entries) {
    // By the local day: the API sends UTC instants.
    const key = dayjs(e.time).format('YYYY-MM-DD');
    byDay.set(key, [...(byDay.get(key) ?? []), e]);
  }

  return (
    <Card
      title="Campaign calendar"
      extra={<Legend />}
      styles={{ body: { paddingTop: 8 } }}
      data-testid="campaign-calendar"
    >
      {props.error ? (
        <Alert
          type="error"
          showIcon
          title="Unable to get the calendar"
          description={props.error}
          action={
            props.onRetry ? (
              <Button size="small" onClick={props.onRetry}>
                Retry
              </Button>
            ) : undefined
          }
          style={{ marginBottom: 8 }}
        />
      ) : null}
      <Spin spinning={!!props.loading} delay={200}>
        <Calendar
          mode="month"
          value={props.month}
          onPanelChange={(d) => props.onMonthChange(d)}
          onSelect={(d, info) => {
            if (info.source !== 'date') props.onMonthChange(d);
          }}
          headerRender={({ value }) => (
            <Flex justify="space-between" align="center" style={{ padding: '8px 0' }}>
              <Typography.Title level={5} style={{ margin: 0 }}>
                {value.format('MMMM YYYY')}
              </Typography.Title>
              <Flex gap={4}>
                <Button
                  aria-label="Previous month"
                  icon={<LeftOutlined />}
                  onClick={() => props.onMonthChange(value.subtract(1, 'month'))}
                />
                <Button onClick={() => props.onMonthChange(dayjs())}>Today</Button>
                <Button
                  aria-label="Next month"
                  icon={<RightOutlined />}
                  onClick={() => props.onMonthChange(value.add(1, 'month'))}
                />
              </Flex>
            </Flex>
          )}
          cellRender={(date, info) => {
            if (info.type !== 'date') return info.originNode;
            const entries = byDay.get(date.format('YYYY-MM-DD')) ?? [];
            return (
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {entries.map((e, i) => (
                  <li key={`${e.post_id ?? 'c'}-${i}`}>
                    {e.type === 'campaign' || e.post_id == null || e.url_id == null ? (
                      <span data-testid="calendar-entry" data-type={e.type}>
                        <Badge color={ENTRY_COLORS[e.type]} text={entryText(e)} />
                      </span>
                    ) : (
                      <Typography.Link
                        data-testid="calendar-entry"
                        data-type={e.type}
                        onClick={() => props.onOpenEntry(e)}
                      >
                        <Badge color={ENTRY_COLORS[e.type]} text={entryText(e)} />
                      </Typography.Link>
                    )}
                  </li>
                ))}
              </ul>
            );
          }}
        />
      </Spin>
    </Card>
  );
}
