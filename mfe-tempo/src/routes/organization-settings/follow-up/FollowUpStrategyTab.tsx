import { useState } from 'react';
import { Alert, Flex, Form, InputNumber, Typography } from 'antd';
import { useFormik } from 'formik';
import {
  followUpSlots,
  followUpStrategySchema,
  settingsConstants,
  settingsMessages,
  type FollowUpStrategy,
} from '@ensemble/contracts';
import { FormField, SubmitButton, submitErrorBanner, useNotify } from '@ensemble/shared-ui';
import { useGetFollowUpStrategyQuery, useUpdateFollowUpStrategyMutation } from '../../../api/settingsApi';
import { Loaded } from '../shared/Loaded';

const slotLabels = [
  'First follow-up',
  'Second follow-up',
  'Third follow-up',
  'Fourth follow-up',
  'Fifth follow-up',
];

type Values = Record<(typeof followUpSlots)[number], string>;

export function toFormValues(strategy: FollowUpStrategy | undefined): Values {
  const values = {} as Values;
  for (const slot of followUpSlots) {
    const v = strategy?.[slot];
    values[slot] = v == null ? '' : String(v);
  }
  return values;
}

function StrategyForm({ organizationId, strategy }: { organizationId: number; strategy: FollowUpStrategy }) {
  const [update] = useUpdateFollowUpStrategyMutation();
  const notify = useNotify();
  const [banner, setBanner] = useState<string | null>(null);
  const formik = useFormik<Values>({
    initialValues: toFormValues(strategy),
    enableReinitialize: true,
    validationSchema: followUpStrategySchema,
    onSubmit: async (values, helpers) => {
      setBanner(null);
      const body = followUpStrategySchema.cast(values) as FollowUpStrategy;
      const result = await update({ organizationId, body });
      if (result.error) {
        setBanner(submitErrorBanner(result.error, (e) => helpers.setErrors(e), 'Unable to update'));
        return;
      }
      notify.success(settingsMessages.updatedSuccessfully);
      helpers.resetForm({ values: toFormValues(result.data) });
    },
  });
  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Follow up strategy">
      <Form layout="vertical" component={false}>
        <Typography.Paragraph type="secondary">
          Number of days after which each follow-up is due. Leave a slot empty to skip it.
        </Typography.Paragraph>
        <Flex gap={16} wrap>
          {followUpSlots.map((slot, i) => (
            <div key={slot} style={{ flex: '1 1 160px' }}>
              <FormField
                formik={formik}
                name={slot}
                id={`follow-up-${slot}`}
                label={`${slotLabels[i]} (days)`}
                extra={`Suggested: ${settingsConstants.suggestedFollowUpDays[i]} days`}
              >
                {/* Spec 2 §5: a number stepper, 0 to 1000. The form keeps text, as the schema casts it. */}
                <InputNumber
                  id={`follow-up-${slot}`}
                  min={settingsConstants.numberStepper.min}
                  max={settingsConstants.numberStepper.max}
                  precision={0}
                  inputMode="numeric"
                  placeholder={String(settingsConstants.suggestedFollowUpDays[i])}
                  style={{ width: '100%' }}
                  value={formik.values[slot] === '' ? null : Number(formik.values[slot])}
                  onChange={(v) => void formik.setFieldValue(slot, v == null ? '' : String(v))}
                  onBlur={() => void formik.setFieldTouched(slot, true)}
                />
              </FormField>
            </div>
          ))}
        </Flex>
        {banner ? (
          <Alert type="error" showIcon title={banner} role="alert" style={{ marginBottom: 12 }} />
        ) : null}
        <SubmitButton formik={formik} disabled={!formik.dirty}>
          Save
        </SubmitButton>
      </Form>
    </form>
  );
}

/** Spec 2 §5: five slots of days (numbers >= 0 or empty), suggested 3, 10, 30, 60, 90; Save only after a change. */
export function FollowUpStrategyTab({ organizationId }: { organizationId: number }) {
  return (
    <Loaded
      query={useGetFollowUpStrategyQuery(organizationId)}
      errorTitle="Unable to get the follow up strategy"
    >
      {(strategy) => <StrategyForm organizationId={organizationId} strategy={strategy} />}
    </Loaded>
  );
}
