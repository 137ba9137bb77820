import { Modal, Radio } from 'antd';
import { useFormik } from 'formik';
import { demoteSchema } from '@ensemble/contracts';
import { applyApiErrors, FormField, SelectField, FormikForm } from '@ensemble/shared-ui';
import { useOpportunityListOptions } from './useOpportunityListOptions';
import { demoteRules, demoteTargetLabels, type DemoteTarget } from './stageTransitions';
import type { TransitionModalProps } from './types';
import { useRunTransition } from './useRunTransition';

interface DemoteValues {
  target: DemoteTarget | '';
  lead_list_id: number | null;
}

/**
 * Demote to one of the stage's targets (spec 2 §4); a choice is required. Towards opportunity a list may be
 * chosen; without one the server puts the contact in the 'Demoted' list and answers which list it was.
 */
export function DemoteModal(props: TransitionModalProps) {
  return (
    <Modal open={props.open} title="Demote" onCancel={props.onClose} footer={null} destroyOnHidden centered>
      {props.open ? <DemoteForm {...props} /> : null}
    </Modal>
  );
}

function DemoteForm({ organizationId, lead, onClose, onDone }: TransitionModalProps) {
  const rule = demoteRules[lead.fsm_state];
  const targets = rule?.targets ?? [];
  const run = useRunTransition({ organizationId, lead, onClose, onDone });

  const formik = useFormik<DemoteValues>({
    initialValues: { target: '', lead_list_id: null },
    validationSchema: demoteSchema(targets),
    onSubmit: async (values, helpers) => {
      if (!rule || !values.target) return;
      const body =
        values.target === 'opportunity' && values.lead_list_id != null
          ? { target: values.target, lead_list_id: values.lead_list_id }
          : { target: values.target };
      try {
        await run({ path: rule.path(organizationId, lead), body, success: rule.success, failed: rule.error });
      } catch (error) {
        applyApiErrors((error as { data?: unknown }).data, (e) => helpers.setErrors(e));
      }
    },
  });
  const lists = useOpportunityListOptions(organizationId, formik.values.target !== 'opportunity');

  return (
    <FormikForm formik={formik} submitLabel="Demote" onCancel={onClose}>
      <FormField formik={formik} name="target" label="Demote to" id="demote-target" required>
        <Radio.Group
          id="demote-target"
          value={formik.values.target || undefined}
          onChange={(e) => void formik.setFieldValue('target', e.target.value)}
          disabled={formik.isSubmitting}
          options={targets.map((t) => ({ value: t, label: demoteTargetLabels[t] }))}
        />
      </FormField>
      {formik.values.target === 'opportunity' ? (
        <SelectField
          formik={formik}
          name="lead_list_id"
          label="Opportunity list"
          placeholder="Demoted"
          extra="Without a list the contact goes to the Demoted list."
          searchable
          allowClear
          loading={lists.loading}
          options={lists.options}
          disabled={formik.isSubmitting}
        />
      ) : null}
    </FormikForm>
  );
}
