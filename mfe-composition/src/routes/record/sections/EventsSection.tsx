import { useMemo, useState } from 'react';
import { Alert, Button, Calendar, Flex, Segmented, Space, Spin, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { leadEventConstants, type LeadEvent } from '@ensemble/contracts';
import { apiErrorMessage } from '@ensemble/shared-ui';
import { useLeadEventsQuery } from '../../../api/leadEventsApi';
import { type CalendarView, eventsOn, step, viewRange, viewTitle } from './calendar/calendarRange';
import { EventModal } from './calendar/EventModal';
import { EventChip, TimeGrid } from './calendar/TimeGrid';
import type { RecordSectionProps } from './types';

const VIEW_LABELS: Record<CalendarView, string> = { month: 'Month', week: 'Week', day: 'Day' };
/** A day picked in the month view starts its new event at 9 AM. */
const DEFAULT_HOUR = 9;

type Editing = { event: LeadEvent | null; start: Dayjs | null } | null;

/** The contact's events in a calendar with month, week and day views (spec 2 §2 'Events', §9). */
export function EventsSection({ lead }: RecordSectionProps) {
  const [view, setView] = useState<CalendarView>('month');
  const [cursor, setCursor] = useState<Dayjs>(() => dayjs().startOf('day'));
  const [editing, setEditing] = useState<Editing>(null);
  const range = useMemo(() => viewRange(view, cursor), [view, cursor]);
  const events = useLeadEventsQuery({
    leadId: lead.id,
    from: range.start.toISOString(),
    to: range.end.toISOString(),
  });
  const list = events.data ?? [];

  const addAt = (start: Dayjs) => setEditing({ event: null, start });
  const open = (event: LeadEvent) => setEditing({ event, start: null });
  const days = Array.from({ length: view === 'week' ? 7 : 1 }, (_, i) => range.start.add(i, 'day'));

  return (
    <Flex vertical gap={12} data-testid="events-calendar">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space wrap>
          <Button
            aria-label="Previous"
            icon={<LeftOutlined />}
            onClick={() => setCursor(step(view, cursor, -1))}
          />
          <Button onClick={() => setCursor(dayjs().startOf('day'))}>Today</Button>
          <Button
            aria-label="Next"
            icon={<RightOutlined />}
            onClick={() => setCursor(step(view, cursor, 1))}
          />
          <Typography.Text strong data-testid="calendar-title">
            {viewTitle(view, cursor)}
          </Typography.Text>
          {events.isFetching ? <Spin size="small" /> : null}
        </Space>
        <Space wrap>
          <Segmented<CalendarView>
            aria-label="Calendar view"
            value={view}
            onChange={setView}
            options={leadEventConstants.views.map((v) => ({ value: v, label: VIEW_LABELS[v] }))}
          />
          <Button type="primary" onClick={() => addAt(cursor.hour(DEFAULT_HOUR))}>
            New event
          </Button>
        </Space>
      </Flex>
      {events.isError ? (
        <Alert
          type="warning"
          showIcon
          title="Events could not be loaded"
          description={apiErrorMessage(events.error as Parameters<typeof apiErrorMessage>[0])}
          action={
            <Button size="small" onClick={() => void events.refetch()}>
              Retry
            </Button>
          }
        />
      ) : null}
      {view === 'month' ? (
        <div data-testid="month-view">
          <Calendar
            value={cursor}
            headerRender={() => null}
            onSelect={(d, info) => {
              if (info.source !== 'date') return;
              setCursor(d.startOf('day'));
              addAt(d.hour(DEFAULT_HOUR).minute(0).second(0).millisecond(0));
            }}
            cellRender={(d, info) =>
              info.type === 'date' ? (
                <Flex vertical gap={2}>
                  {eventsOn(list, d).map((e) => (
                    <EventChip key={e.id} event={e} onOpen={open} />
                  ))}
                </Flex>
              ) : null
            }
          />
        </div>
      ) : (
        <TimeGrid days={days} events={list} onSlot={addAt} onEvent={open} />
      )}
      {!events.isLoading && !events.isError && list.length === 0 ? (
        <Typography.Text type="secondary">
          No events in this {view}. Pick a day or an hour to add one.
        </Typography.Text>
      ) : null}
      <EventModal
        leadId={lead.id}
        editing={editing?.event ?? null}
        start={editing?.start ?? null}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Flex>
  );
}
