import { Flex, InputNumber, Typography } from 'antd';
import {
  followUpSlots,
  followUpStrategySchema,
  settingsConstants,
  type FollowUpStrategy,
} from '@ensemble/contracts';
import { FormField, FormikForm } from '@ensemble/shared-ui';
import { useGetFollowUpStrategyQuery, useUpdateFollowUpStrategyMutation } from '../../../api/settingsApi';
import { Loaded } from '../shared/Loaded';
import { useSettingsForm } from '../shared/useSettingsForm';

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
  const formik = useSettingsForm({
    values: toFormValues(strategy),
    validationSchema: followUpStrategySchema,
    save: (values) =>
      update({ organizationId, body: followUpStrategySchema.cast(values) as FollowUpStrategy }).unwrap(),
    toValues: toFormValues,
  });
  return (
    <FormikForm formik={formik} label="Follow up strategy" canSubmit={formik.dirty}>
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
    </FormikForm>
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
