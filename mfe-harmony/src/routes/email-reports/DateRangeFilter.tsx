import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { emailReportConstants as C } from '@ensemble/contracts';
import { firstDay, today } from './useEmailReportFilters';

type Range = [Dayjs, Dayjs];

/** Spec 3 §2 'Date shortcuts', in its words and order. */
export function rangePresets(): { label: string; value: Range }[] {
  const t = today();
  const lastMonth = t.subtract(1, 'month');
  return [
    { label: 'Today', value: [t, t] },
    { label: 'Yesterday', value: [t.subtract(1, 'day'), t.subtract(1, 'day')] },
    { label: 'Last 7 Days', value: [t.subtract(7, 'day'), t] },
    { label: 'Last 30 Days', value: [t.subtract(30, 'day'), t] },
    { label: 'This Month', value: [t.startOf('month'), t] },
    { label: 'Last Month', value: [lastMonth.startOf('month'), lastMonth.endOf('month').startOf('day')] },
  ];
}

/**
 * The reports' date range (spec 3 §9): from 07/04/2023 to today, shown MM/DD/YYYY, with the spec's shortcuts.
 * Days go out as YYYY-MM-DD, both included.
 */
export function DateRangeFilter(props: {
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
}) {
  return (
    <DatePicker.RangePicker
      aria-label="Date range"
      data-testid="email-reports-range"
      value={[dayjs(props.from), dayjs(props.to)]}
      format={C.dateFormat}
      minDate={firstDay()}
      maxDate={today()}
      allowClear={false}
      presets={rangePresets()}
      placeholder={['Start date', 'End date']}
      onChange={(dates) => {
        const [from, to] = dates ?? [];
        if (from && to) props.onChange(from.format('YYYY-MM-DD'), to.format('YYYY-MM-DD'));
      }}
    />
  );
}
