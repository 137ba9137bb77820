import { useState } from 'react';
import { Calendar, DatePicker, Flex, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useIsMobile } from '@ensemble/shared-ui';

export const DATE_FORMAT = 'MM/DD/YYYY';

export interface TwoMonthDatePickerProps {
  id?: string;
  value: Dayjs | null;
  onChange: (value: Dayjs | null) => void;
  onBlur?: () => void;
  disabled?: boolean;
  status?: 'error';
}

/**
 * A date picker whose pop-up shows two months side by side (spec 2 §9: the calendar shows two months in its
 * pickers): antd's own panel (keyboard and typed input) plus the following month. Phones show one month.
 */
export function TwoMonthDatePicker({
  id,
  value,
  onChange,
  onBlur,
  disabled,
  status,
}: TwoMonthDatePickerProps) {
  const mobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<Dayjs>(value ?? dayjs());
  const next = shown.add(1, 'month').startOf('month');

  return (
    <DatePicker
      id={id}
      value={value}
      format={DATE_FORMAT}
      open={open}
      disabled={disabled}
      status={status}
      style={{ width: '100%' }}
      onOpenChange={(o) => {
        if (o) setShown(value ?? dayjs());
        setOpen(o);
        if (!o) onBlur?.();
      }}
      onPanelChange={(d) => setShown(d)}
      onChange={(d) => {
        onChange(d);
        if (d) setShown(d);
      }}
      panelRender={(panel) =>
        mobile ? (
          panel
        ) : (
          <Flex gap={8} align="flex-start">
            {panel}
            <div style={{ width: 280, padding: '8px 8px 0' }} data-testid="second-month">
              <Typography.Text strong style={{ display: 'block', textAlign: 'center', marginBottom: 4 }}>
                {next.format('MMMM YYYY')}
              </Typography.Text>
              <Calendar
                fullscreen={false}
                value={next}
                headerRender={() => null}
                fullCellRender={(d) => {
                  const picked = !!value && d.isSame(value, 'day');
                  const inMonth = d.isSame(next, 'month');
                  return (
                    <div
                      aria-label={d.format(DATE_FORMAT)}
                      style={{
                        margin: '0 auto',
                        width: 24,
                        lineHeight: '24px',
                        borderRadius: 4,
                        visibility: inMonth ? 'visible' : 'hidden',
                        background: picked ? '#1677ff' : undefined,
                        color: picked ? '#fff' : undefined,
                      }}
                    >
                      {d.date()}
                    </div>
                  );
                }}
                onSelect={(d, info) => {
                  if (info.source !== 'date' || !d.isSame(next, 'month')) return;
                  onChange(d);
                  setShown(d);
                  setOpen(false);
                  onBlur?.();
                }}
              />
            </div>
          </Flex>
        )
      }
    />
  );
}
