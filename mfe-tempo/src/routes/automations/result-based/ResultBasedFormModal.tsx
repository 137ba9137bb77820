import { Radio, Switch } from 'antd';
import { useFormik } from 'formik';
import {
  type AutomationCondition,
  automationConditionLabels,
  automationConditionValues,
  automationMessages as M,
  type ResultBasedAutomation,
  type ResultBasedAutomationInput,
  resultBasedAutomationSchema,
} from '@ensemble/contracts';
import { errorBody, FormField, FormModal, SelectField, TextField, useNotify } from '@ensemble/shared-ui';
import {
  useCreateResultBasedAutomationMutation,
  useCustomAutomationsQuery,
  useUpdateResultBasedAutomationMutation,
} from '../../../api/automationsApi';
import { apiFieldErrors, schemaErrors } from '../shared/schemaErrors';

export interface ResultBasedValues {
  name: string;
  automation: number | null;
  condition: AutomationCondition | null;
  stop_on_reply: boolean;
}

export const resultBasedValues = (a: ResultBasedAutomation | null): ResultBasedValues => ({
  name: a?.name ?? '',
  automation: a?.automation ?? null,
  condition: a?.condition ?? null,
  stop_on_reply: a?.stop_on_reply ?? false,
});

/** The POST / PUT body (PUT takes the whole automation, so `active` goes along unchanged). */
export const resultBasedInput = (v: ResultBasedValues, active: boolean): ResultBasedAutomationInput =>
  ({
    name: v.name,
    automation: v.automation,
    condition: v.condition,
    stop_on_reply: v.stop_on_reply,
    active,
  }) as ResultBasedAutomationInput;

/**
 * Create or edit a Result based automation (spec 3 §5 'Result automation'): name ('Please enter a name'), one of
 * the organization's drips ('Please select an existing automation') and what its recipients did with its emails
 * ('Please select results of an existing automation'); saving opens the email actions dialog.
 */
export function ResultBasedFormModal(props: {
  organizationId: number;
  open: boolean;
  automation: ResultBasedAutomation | null;
  onClose: () => void;
  onSaved: (saved: ResultBasedAutomation) => void;
}) {
  const { organizationId, automation } = props;
  // The drips it may follow: Build your own's, 100 a page as its list (spec 3 §9).
  const drips = useCustomAutomationsQuery({ organizationId, page: 1, search: '' }, { skip: !props.open });
  const [create] = useCreateResultBasedAutomationMutation();
  const [update] = useUpdateResultBasedAutomationMutation();
  const notify = useNotify();
  const formik = useFormik<ResultBasedValues>({
    initialValues: resultBasedValues(automation),
    enableReinitialize: true,
    validate: (values) => schemaErrors(resultBasedAutomationSchema, resultBasedInput(values, true)),
    onSubmit: async (values, helpers) => {
      helpers.setStatus(null);
      const body = resultBasedAutomationSchema.cast(resultBasedInput(values, automation?.active ?? true));
      const result = automation
        ? await update({ organizationId, id: automation.id, body })
        : await create({ organizationId, body });
      if (result.error) {
        const { errors, message } = apiFieldErrors<ResultBasedValues>(errorBody(result.error));
        helpers.setErrors(errors);
        helpers.setStatus(message ?? (Object.keys(errors).length ? null : M.somethingWentWrong));
        return;
      }
      if (automation) notify.success(M.updated);
      helpers.resetForm();
      props.onSaved(result.data);
    },
  });

  const options = (drips.data?.results ?? []).map((a) => ({ value: a.id, label: a.name }));
  // The one it follows keeps its name if another page holds it.
  if (automation && !options.some((o) => o.value === automation.automation))
    options.unshift({ value: automation.automation, label: automation.automation_name });

  return (
    <FormModal
      open={props.open}
      title={automation ? 'Edit result based automation' : 'New result based automation'}
      formik={formik}
      onClose={props.onClose}
      submitLabel="Save and set the emails"
    >
      <TextField formik={formik} name="name" id="result-based-name" label="Name" required autoFocus />
      <SelectField<ResultBasedValues, number>
        formik={formik}
        name="automation"
        id="result-based-automation"
        label="Existing automation"
        placeholder="The drip whose emails it follows"
        required
        searchable
        options={options}
        loading={drips.isFetching}
        notFoundContent="No automations yet: build one under Build your own first"
      />
      <FormField formik={formik} name="condition" id="result-based-condition" label="Result" required>
        <Radio.Group
          id="result-based-condition"
          value={formik.values.condition}
          options={automationConditionValues.map((c) => ({ value: c, label: automationConditionLabels[c] }))}
          onChange={(e) => void formik.setFieldValue('condition', e.target.value as AutomationCondition)}
        />
      </FormField>
      <FormField
        formik={formik}
        name="stop_on_reply"
        id="result-based-stop-on-reply"
        label="Stop when the contact replies"
      >
        <Switch
          id="result-based-stop-on-reply"
          checked={formik.values.stop_on_reply}
          onChange={(on) => void formik.setFieldValue('stop_on_reply', on)}
        />
      </FormField>
    </FormModal>
  );
}
