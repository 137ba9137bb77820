import { Radio } from 'antd';
import { useFormik } from 'formik';
import { promoteToOpportunitySchema } from '@ensemble/contracts';
import { applyApiErrors, FormField, SelectField, TextField, FormikForm } from '@ensemble/shared-ui';
import { useOpportunityListOptions } from './useOpportunityListOptions';

/** Where a contact lands among the opportunity lists: an existing list, or a new one created by title. */
export type ListChoice = { mode: 'existing'; lead_list_id: number } | { mode: 'new'; title: string };

interface ListChoiceValues {
  mode: 'existing' | 'new';
  lead_list_id: number | null;
  title: string;
}

export interface ListChoiceFormProps {
  organizationId: number;
  submitLabel: string;
  onCancel: () => void;
  /** Sends the choice; a rejection carrying the API's field errors puts them on the form. */
  onSubmit: (choice: ListChoice) => Promise<void>;
}

/** Promote to opportunity and Move to share this form (spec 2 §4, §5: 'Select list first', 'List name is required'). */
export function ListChoiceForm({ organizationId, submitLabel, onCancel, onSubmit }: ListChoiceFormProps) {
  const lists = useOpportunityListOptions(organizationId);
  const formik = useFormik<ListChoiceValues>({
    initialValues: { mode: 'existing', lead_list_id: null, title: '' },
    validationSchema: promoteToOpportunitySchema,
    onSubmit: async (values, helpers) => {
      const choice: ListChoice =
        values.mode === 'new'
          ? { mode: 'new', title: values.title.trim() }
          : { mode: 'existing', lead_list_id: values.lead_list_id as number };
      try {
        await onSubmit(choice);
      } catch (error) {
        applyApiErrors((error as { data?: unknown }).data, (e) => helpers.setErrors(e));
      }
    },
  });
  const busy = formik.isSubmitting;

  return (
    <FormikForm formik={formik} submitLabel={submitLabel} onCancel={onCancel}>
      <FormField formik={formik} name="mode" label="Opportunity list" id="list-choice-mode">
        <Radio.Group
          id="list-choice-mode"
          value={formik.values.mode}
          onChange={(e) => void formik.setFieldValue('mode', e.target.value)}
          disabled={busy}
          options={[
            { value: 'existing', label: 'Existing list' },
            { value: 'new', label: 'New list' },
          ]}
        />
      </FormField>
      {formik.values.mode === 'existing' ? (
        <SelectField
          formik={formik}
          name="lead_list_id"
          label="List"
          required
          searchable
          loading={lists.loading}
          options={lists.options}
          notFoundContent={lists.error ? 'Lists could not be loaded' : undefined}
          disabled={busy}
        />
      ) : (
        <TextField formik={formik} name="title" label="List name" required autoFocus disabled={busy} />
      )}
    </FormikForm>
  );
}
