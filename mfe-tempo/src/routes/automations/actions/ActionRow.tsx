import type { ReactElement } from 'react';
import { Button, Card, DatePicker, Form, Input, InputNumber, Select } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { getIn, type FormikProps } from 'formik';
import {
  automationConstants,
  type AutomationSend,
  automationSendLabels,
  automationSends,
  type AutomationType,
  automationTypes,
} from '@ensemble/contracts';
import { DATE_FORMAT } from '../shared/format';
import { TemplateSelect } from '../shared/TemplateSelect';
import type { ActionsValues, ActionValues } from './actionsForm';

interface ActionRowProps {
  organizationId: number;
  type: AutomationType;
  index: number;
  row: ActionValues;
  formik: FormikProps<ActionsValues>;
  onRemove: () => void;
}

/**
 * One step of the actions dialog: what it sends (drip by result: email only), when (a day number or a date from
 * tomorrow) and what that send needs. Its fields turn red after a save attempt finds them missing.
 */
export function ActionRow({ organizationId, type, index, row, formik, onRemove }: ActionRowProps) {
  const n = index + 1;
  const name = (field: keyof ActionValues) => `actions[${index}].${field}`;
  const set = (field: keyof ActionValues, value: unknown) => void formik.setFieldValue(name(field), value);
  const error = (field: keyof ActionValues): string | undefined => {
    const e: unknown = getIn(formik.errors, name(field));
    return formik.submitCount > 0 && typeof e === 'string' ? e : undefined;
  };
  const id = (field: string) => `action-${n}-${field}`;

  /** A labelled control: the label points at it, the row's error colours it (the message is said once, below). */
  const item = (field: keyof ActionValues, label: string, control: ReactElement, width = 200) => (
    <Form.Item
      label={label}
      htmlFor={id(field)}
      required
      validateStatus={error(field) ? 'error' : undefined}
      style={{ flex: `1 1 ${width}px`, marginBottom: 0 }}
    >
      {control}
    </Form.Item>
  );

  const byResult = type === automationTypes.dripByResult;
  const send: AutomationSend = byResult ? 'EMAIL' : row.send;

  return (
    <Card
      size="small"
      role="group"
      aria-label={`Action ${n}`}
      data-testid={`action-row-${n}`}
      title={`Action ${n}`}
      extra={
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`Remove action ${n}`}
          onClick={onRemove}
        />
      }
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        {byResult
          ? null
          : item(
              'send',
              'Send',
              <Select<AutomationSend>
                id={id('send')}
                value={row.send}
                options={automationSends.map((s) => ({ value: s, label: automationSendLabels[s] }))}
                onChange={(s) => set('send', s)}
              />,
              120,
            )}
        {type === automationTypes.dripByDate
          ? item(
              'date',
              'Date',
              <DatePicker
                id={id('date')}
                format={DATE_FORMAT}
                style={{ width: '100%' }}
                value={row.date ? dayjs(row.date) : null}
                // Spec 3 §5: at least tomorrow.
                disabledDate={(d) => !d.isAfter(dayjs(), 'day')}
                onChange={(d) => set('date', d ? d.format('YYYY-MM-DD') : '')}
              />,
              150,
            )
          : item(
              'day',
              'Day',
              // Spec 3 §5: a whole number from 0, no maximum.
              <InputNumber
                id={id('day')}
                min={0}
                precision={0}
                inputMode="numeric"
                style={{ width: '100%' }}
                value={row.day}
                onChange={(v) => set('day', v ?? null)}
              />,
              90,
            )}
        {send === 'EMAIL' ? (
          <>
            {item(
              'bee_free_template',
              'Email template',
              <TemplateSelect
                id={id('bee_free_template')}
                organizationId={organizationId}
                kind="email"
                value={row.bee_free_template}
                status={error('bee_free_template') ? 'error' : undefined}
                onChange={(v) => set('bee_free_template', v)}
              />,
              220,
            )}
            {item(
              'subject',
              'Subject',
              <Input
                id={id('subject')}
                value={row.subject}
                maxLength={automationConstants.subjectMaxLength}
                onChange={(e) => set('subject', e.target.value)}
              />,
              220,
            )}
          </>
        ) : null}
        {send === 'SMS'
          ? item(
              'text_template',
              'Text template',
              <TemplateSelect
                id={id('text_template')}
                organizationId={organizationId}
                kind="text"
                value={row.text_template}
                status={error('text_template') ? 'error' : undefined}
                onChange={(v) => set('text_template', v)}
              />,
              220,
            )
          : null}
        {send === 'REMINDER'
          ? item(
              'reminder',
              'Reminder',
              <Input.TextArea
                id={id('reminder')}
                rows={2}
                value={row.reminder}
                maxLength={automationConstants.reminderMaxLength}
                onChange={(e) => set('reminder', e.target.value)}
              />,
              300,
            )
          : null}
      </div>
    </Card>
  );
}
