import { useEffect, useRef } from 'react';
import { Flex, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import type { LeadEvent } from '@ensemble/contracts';
import dayjs from 'dayjs';
import { eventsAt } from './calendarRange';
import { DATE_FORMAT } from './TwoMonthDatePicker';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const ROW = 44;
const FIRST_VISIBLE_HOUR = 8;

export interface TimeGridProps {
  days: Dayjs[];
  events: LeadEvent[];
  onSlot: (start: Dayjs) => void;
  onEvent: (event: LeadEvent) => void;
}

const onKey = (action: () => void) => (e: React.KeyboardEvent) => {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    action();
  }
};

/** Week and day views: one column per day, one row per hour; a slot adds an event at that hour. */
export function TimeGrid({ days, events, onSlot, onEvent }: TimeGridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Office hours first; the night is a scroll away.
    if (scroller.current) scroller.current.scrollTop = FIRST_VISIBLE_HOUR * ROW;
  }, []);
  const columns = `56px repeat(${days.length}, minmax(${days.length > 1 ? 90 : 160}px, 1fr))`;
  const border = '1px solid #f0f0f0';

  return (
    <div style={{ overflowX: 'auto' }} data-testid={days.length > 1 ? 'week-view' : 'day-view'}>
      <div style={{ display: 'grid', gridTemplateColumns: columns, borderBottom: border }}>
        <div />
        {days.map((d) => (
          <Typography.Text
            key={d.valueOf()}
            strong={d.isSame(dayjs(), 'day')}
            style={{ textAlign: 'center', padding: 4 }}
          >
            {d.format(days.length > 1 ? 'ddd M/D' : 'dddd M/D')}
          </Typography.Text>
        ))}
      </div>
      <div ref={scroller} style={{ maxHeight: ROW * 11, overflowY: 'auto' }}>
        <div style={{ display: 'grid', gridTemplateColumns: columns }}>
          {HOURS.map((h) => (
            <HourRow
              key={h}
              hour={h}
              days={days}
              events={events}
              onSlot={onSlot}
              onEvent={onEvent}
              border={border}
            />
          ))}
        </div>
      </div>
    </div>
  );
}

function HourRow(props: TimeGridProps & { hour: number; border: string }) {
  const { hour, days, events, onSlot, onEvent, border } = props;
  const label = dayjs().hour(hour).minute(0).format('h A');
  return (
    <>
      <Typography.Text
        type="secondary"
        style={{ fontSize: 12, height: ROW, padding: '2px 6px 0 0', textAlign: 'right' }}
      >
        {label}
      </Typography.Text>
      {days.map((d) => {
        const start = d.hour(hour).minute(0).second(0).millisecond(0);
        const add = () => onSlot(start);
        return (
          <div
            key={d.valueOf()}
            role="button"
            tabIndex={0}
            aria-label={`Add event on ${start.format(DATE_FORMAT)} at ${label}`}
            onClick={add}
            onKeyDown={onKey(add)}
            style={{
              minHeight: ROW,
              borderTop: props.border,
              borderLeft: border,
              padding: 2,
              cursor: 'pointer',
            }}
          >
            <Flex vertical gap={2}>
              {eventsAt(events, d, hour).map((e) => (
                <EventChip key={e.id} event={e} onOpen={onEvent} />
              ))}
            </Flex>
          </div>
        );
      })}
    </>
  );
}

/** One event in a cell; opening it does not also open the cell's "add". */
export function EventChip({ event, onOpen }: { event: LeadEvent; onOpen: (e: LeadEvent) => void }) {
  const open = () => onOpen(event);
  return (
    <div
      role="button"
      tabIndex={0}
      data-testid="calendar-event"
      aria-label={`Event ${event.title}`}
      onClick={(e) => {
        e.stopPropagation();
        open();
      }}
      onKeyDown={(e) => {
        e.stopPropagation();
        onKey(open)(e);
      }}
      style={{
        background: '#e6f4ff',
        borderLeft: '3px solid #1677ff',
        borderRadius: 4,
        padding: '0 4px',
        fontSize: 12,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        cursor: 'pointer',
      }}
    >
      {dayjs(event.start).format('h:mm A')} {event.title}
    </div>
  );
}
