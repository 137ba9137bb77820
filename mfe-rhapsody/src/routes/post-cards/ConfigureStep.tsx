import { useId, useMemo } from 'react';
import { Alert, Button, Flex, Form, InputNumber, Radio, Select, Tooltip, Typography } from 'antd';
import type { FormikProps } from 'formik';
import {
  type CheckGroupsResult,
  formatUsd,
  postcardsConstants,
  postcardsMessages,
  type PostcardPriceOption,
} from '@ensemble/contracts';
import { FormField, visibleError } from '@ensemble/shared-ui';
import { ReceiversSelect } from './ReceiversSelect';
import type { Receiver } from './receivers';

export interface ConfigureValues {
  receivers: Receiver[];
  price_id: string;
  addon_id: string | null;
  lead_cutoff: number | null;
}

/** Why Generate proof is disabled, or null when it is not (spec 2 §5). */
export function proofBlocker(
  values: ConfigureValues,
  options: CheckGroupsResult | undefined,
  fresh: boolean,
) {
  if (!values.price_id) return postcardsMessages.selectSize;
  if (!fresh || !options) return 'Counting recipients…';
  if (options.available < postcardsConstants.minRecipients)
    return postcardsMessages.tooFewRecipients(postcardsConstants.minRecipients);
  return null;
}

/** Step 2: receivers, lead cutoff, size and add-on, with the eligible recipients and the price. */
export function ConfigureStep(props: {
  organizationId: number;
  formik: FormikProps<ConfigureValues>;
  options: CheckGroupsResult | undefined;
  /** The options answer the current receivers and cutoff (false while the 1500 ms debounce runs). */
  fresh: boolean;
  optionsError: string | null;
  fixedReceivers: boolean;
  onBack: () => void;
}) {
  const { formik, options, fresh } = props;
  const ids = useId();
  const sizes = useMemo(() => (options?.prices ?? []).filter((p) => p.size !== null), [options]);
  const addons = useMemo(() => (options?.prices ?? []).filter((p) => p.size === null), [options]);
  const size = sizes.find((p) => p.id === formik.values.price_id);
  const addon = addons.find((p) => p.id === formik.values.addon_id);
  const blocker = proofBlocker(formik.values, options, fresh);
  const total = fresh && size ? size.total_calculated_price + (addon?.total_calculated_price ?? 0) : null;
  const priceText = (p: PostcardPriceOption) =>
    `${p.description} — ${formatUsd(p.unit_price)} per card${fresh ? ` (${formatUsd(p.total_calculated_price)})` : ''}`;

  return (
    <Form layout="vertical" component="div" style={{ maxWidth: 720 }}>
      <Form.Item
        label="Receivers"
        htmlFor={`${ids}-receivers`}
        extra={
          props.fixedReceivers
            ? 'The receivers of an existing order cannot be changed.'
            : 'Only contacts with a postal address receive a post card.'
        }
      >
        <ReceiversSelect
          organizationId={props.organizationId}
          id={`${ids}-receivers`}
          value={formik.values.receivers}
          onChange={(v) => void formik.setFieldValue('receivers', v)}
          fixed={props.fixedReceivers}
        />
      </Form.Item>

      <FormField
        formik={formik}
        name="lead_cutoff"
        label="Lead cutoff"
        id={`${ids}-cutoff`}
        extra="How many of the chosen contacts to leave out of this mailing (0 sends to all of them)."
      >
        <InputNumber
          id={`${ids}-cutoff`}
          min={0}
          precision={0}
          value={formik.values.lead_cutoff}
          onChange={(v) => void formik.setFieldValue('lead_cutoff', v)}
          onBlur={() => void formik.setFieldTouched('lead_cutoff', true)}
        />
      </FormField>

      <div data-testid="postcard-available" aria-live="polite" style={{ marginBottom: 16 }}>
        {props.optionsError ? (
          <Alert type="error" showIcon title={props.optionsError} />
        ) : !fresh || !options ? (
          <Typography.Text type="secondary">Counting recipients…</Typography.Text>
        ) : (
          <Typography.Text strong={options.available >= postcardsConstants.minRecipients}>
            {options.available === 1 ? '1 eligible recipient' : `${options.available} eligible recipients`}
            {options.available < postcardsConstants.minRecipients &&
              ` — ${postcardsMessages.tooFewRecipients(postcardsConstants.minRecipients)}`}
          </Typography.Text>
        )}
      </div>

      <Form.Item
        label="Size"
        required
        validateStatus={visibleError(formik, 'price_id') ? 'error' : undefined}
        help={visibleError(formik, 'price_id')}
      >
        <Radio.Group
          aria-label="Size"
          value={formik.values.price_id || undefined}
          onChange={(e) => void formik.setFieldValue('price_id', e.target.value as string)}
        >
          <Flex vertical gap={8}>
            {sizes.map((p) => (
              <Radio key={p.id} value={p.id}>
                {priceText(p)}
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      </Form.Item>

      <Form.Item label="Add-on" htmlFor={`${ids}-addon`}>
        <Select<string>
          id={`${ids}-addon`}
          allowClear
          placeholder="No add-on"
          style={{ maxWidth: 420 }}
          value={formik.values.addon_id ?? undefined}
          options={addons.map((p) => ({ value: p.id, label: priceText(p) }))}
          onChange={(v) => void formik.setFieldValue('addon_id', v ?? null)}
        />
      </Form.Item>

      <Form.Item label="Mail class">
        <Typography.Text>{postcardsConstants.mailClass}</Typography.Text>
      </Form.Item>

      <Flex gap={8} align="center" wrap>
        <Button onClick={props.onBack}>Back</Button>
        <Tooltip title={blocker}>
          <Button type="primary" disabled={blocker !== null} onClick={() => void formik.submitForm()}>
            Generate proof
          </Button>
        </Tooltip>
        {total !== null && (
          <Typography.Text data-testid="postcard-total">Total {formatUsd(total)}</Typography.Text>
        )}
      </Flex>
      {blocker === postcardsMessages.selectSize && formik.submitCount === 0 && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
          {postcardsMessages.selectSize}
        </Typography.Text>
      )}
    </Form>
  );
}
