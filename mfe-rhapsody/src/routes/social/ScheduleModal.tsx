import { useEffect, useState } from 'react';
import { Alert, DatePicker, Flex, Form, Modal, TimePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { socialMessages } from '@ensemble/contracts';
import { combineDateTime, defaultScheduleTime, isSchedulable } from './scheduleTime';

/**
 * Schedule a post (spec 3 §5): a date (not in the past) and a time (not earlier than now today), proposed at the
 * next full hour. Confirm stays disabled while the moment is not valid.
 */
export function ScheduleModal(props: {
  open: boolean;
  onClose: () => void;
  /** Schedules at the moment chosen; rejects with a message to show (the modal stays open). */
  onSchedule: (at: Dayjs) => Promise<unknown>;
  /** The clock (tests). */
  now?: () => Dayjs;
}) {
  const clock = props.now ?? (() => dayjs());
  const [date, setDate] = useState<Dayjs | null>(null);
  const [time, setTime] = useState<Dayjs | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!props.open) return;
    const proposed = defaultScheduleTime(clock());
    setDate(proposed.startOf('day'));
    setTime(proposed);
    setError(null);
    // The proposal is made each time the modal opens, from the clock at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.open]);

  const at = combineDateTime(date, time);
  const valid = isSchedulable(at, clock());
  const today = clock().startOf('day');

  const confirm = async () => {
    if (!at || !valid) return;
    setBusy(true);
    setError(null);
    try {
      await props.onSchedule(at);
    } catch (e) {
      setError(e instanceof Error ? e.message : socialMessages.unableToSchedule);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={props.open}
      title="Schedule post"
      onCancel={() => !busy && props.onClose()}
      onOk={() => void confirm()}
      okText="Schedule"
      okButtonProps={{ disabled: !valid, loading: busy }}
      cancelButtonProps={{ disabled: busy }}
      destroyOnHidden
    >
      <Form layout="vertical" component={false}>
        <Flex gap={12} wrap>
          <Form.Item label="Date" htmlFor="schedule-date" required style={{ flex: '1 1 180px' }}>
            <DatePicker
              id="schedule-date"
              value={date}
              onChange={(d) => setDate(d)}
              format="MM/DD/YYYY"
              disabledDate={(d) => d.isBefore(today, 'day')}
              allowClear={false}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item
            label="Time"
            htmlFor="schedule-time"
            required
            style={{ flex: '1 1 140px' }}
            validateStatus={at && !valid ? 'error' : undefined}
            help={at && !valid ? socialMessages.scheduleInPast : undefined}
          >
            <TimePicker
              id="schedule-time"
              value={time}
              onChange={(t) => setTime(t)}
              format="hh:mm A"
              use12Hours
              minuteStep={5}
              allowClear={false}
              needConfirm={false}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Flex>
      </Form>
      {at && valid ? (
        <Typography.Text type="secondary">
          It will be posted on {at.format('MM/DD/YYYY hh:mm A')}.
        </Typography.Text>
      ) : null}
      {error ? <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} /> : null}
    </Modal>
  );
}
