import { Radio, Select, Switch } from 'antd';
import { useFormik } from 'formik';
import {
  type AutomationDateField,
  automationDateFieldLabels,
  automationDateFields,
  type AutomationInput,
  automationMessages as M,
  automationSchema,
  automationTypeLabels,
  automationTypes,
  type CustomAutomation,
  type CustomAutomationType,
  customAutomationTypes,
} from '@ensemble/contracts';
import { errorBody, FormField, FormModal, TextField, useNotify } from '@ensemble/shared-ui';
import {
  useCreateCustomAutomationMutation,
  useUpdateCustomAutomationMutation,
} from '../../../api/automationsApi';
import { apiFieldErrors, schemaErrors } from '../shared/schemaErrors';
import { AudienceFields, type AudienceValues } from './AudienceFields';

/** 'Count days from': the day the contact entered (none), or a date of the contact (ours, issue 20). */
const ENTERED = 'entered';
type CountFrom = typeof ENTERED | AutomationDateField;

export interface AutomationValues extends AudienceValues {
  name: string;
  type: CustomAutomationType | null;
  count_from: CountFrom;
  stop_on_reply: boolean;
}

export function automationValues(a: CustomAutomation | null): AutomationValues {
  return {
    name: a?.name ?? '',
    buckets: a?.buckets ?? [],
    lead_lists: a?.lead_lists ?? [],
    groups: a?.groups ?? [],
    included_services: a?.included_services ?? [],
    excluded_services: a?.excluded_services ?? [],
    type: a && a.type !== automationTypes.dripByResult ? a.type : null,
    count_from: a?.date_field ?? ENTERED,
    stop_on_reply: a?.stop_on_reply ?? false,
  };
}

/** The POST / PATCH body: a date to count from only for a drip by day. */
export function automationInput(v: AutomationValues): AutomationInput {
  return {
    name: v.name,
    buckets: v.buckets,
    lead_lists: v.lead_lists,
    groups: v.groups,
    included_services: v.included_services,
    excluded_services: v.excluded_services,
    type: v.type as CustomAutomationType,
    date_field: v.type === automationTypes.dripByDay && v.count_from !== ENTERED ? v.count_from : null,
    stop_on_reply: v.stop_on_reply,
  } as AutomationInput;
}

/**
 * Create or edit a Build your own automation (spec 3 §4 'Automation creation'): name ('Please enter a name'), its
 * audience, its type; saving hands the saved automation on, whose actions dialog opens next. Ours: 'Count days
 * from' (drip by day) and 'Stop when the contact replies'.
 */
export function AutomationFormModal(props: {
  organizationId: number;
  open: boolean;
  /** null: a new automation. */
  automation: CustomAutomation | null;
  onClose: () => void;
  onSaved: (saved: CustomAutomation) => void;
}) {
  const { organizationId, automation } = props;
  const [create] = useCreateCustomAutomationMutation();
  const [update] = useUpdateCustomAutomationMutation();
  const notify = useNotify();
  // The API refuses a new type once there are actions: they are days or dates.
  const typeLocked = !!automation?.automations_list.length;
  const formik = useFormik<AutomationValues>({
    initialValues: automationValues(automation),
    enableReinitialize: true,
    validate: (values) => schemaErrors(automationSchema, automationInput(values)),
    onSubmit: async (values, helpers) => {
      helpers.setStatus(null);
      const body = automationSchema.cast(automationInput(values)) as AutomationInput;
      const result = automation
        ? await update({ organizationId, id: automation.id, body })
        : await create({ organizationId, body });
      if (result.error) {
        const { errors, message } = apiFieldErrors<AutomationValues>(errorBody(result.error));
        helpers.setErrors(errors);
        helpers.setStatus(message ?? (Object.keys(errors).length ? null : M.somethingWentWrong));
        return;
      }
      if (automation) notify.success(M.updated);
      helpers.resetForm();
      props.onSaved(result.data);
    },
  });

  return (
    <FormModal
      open={props.open}
      title={automation ? 'Edit automation' : 'New automation'}
      formik={formik}
      onClose={props.onClose}
      submitLabel="Save and set the actions"
    >
      <TextField formik={formik} name="name" id="automation-name" label="Name" required autoFocus />
      <AudienceFields organizationId={organizationId} formik={formik} />
      <FormField
        formik={formik}
        name="type"
        id="automation-type"
        label="Type"
        required
        extra={typeLocked ? M.typeLocked : undefined}
      >
        <Radio.Group
          id="automation-type"
          value={formik.values.type}
          disabled={typeLocked}
          options={customAutomationTypes.map((t) => ({ value: t, label: automationTypeLabels[t] }))}
          onChange={(e) => void formik.setFieldValue('type', e.target.value as CustomAutomationType)}
        />
      </FormField>
      {formik.values.type === automationTypes.dripByDay ? (
        <FormField formik={formik} name="date_field" id="automation-count-from" label="Count days from">
          <Select<CountFrom>
            id="automation-count-from"
            value={formik.values.count_from}
            options={[
              { value: ENTERED, label: 'The day the contact entered' },
              ...automationDateFields.map((f) => ({ value: f, label: automationDateFieldLabels[f] })),
            ]}
            onChange={(v) => void formik.setFieldValue('count_from', v)}
          />
        </FormField>
      ) : null}
      <FormField
        formik={formik}
        name="stop_on_reply"
        id="automation-stop-on-reply"
        label="Stop when the contact replies"
      >
        <Switch
          id="automation-stop-on-reply"
          checked={formik.values.stop_on_reply}
          onChange={(on) => void formik.setFieldValue('stop_on_reply', on)}
        />
      </FormField>
    </FormModal>
  );
}
