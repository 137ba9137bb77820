import { Modal, Select } from 'antd';
import { useFormik } from 'formik';
import { leadsConstants, leadsMessages, mergeListsSchema, type MergeListsInput } from '@ensemble/contracts';
import {
  CheckboxField,
  FormField,
  TextField,
  submitErrorBanner,
  useNotify,
  FormikForm,
} from '@ensemble/shared-ui';
import {
  useGetAllOpportunityListsQuery,
  useMergeOpportunityListsMutation,
} from '../../api/opportunityListsApi';
import { isLockedList } from './listKinds';

interface MergeValues {
  list_ids: number[];
  name: string;
  deleteOriginals: boolean;
}

/** Merge lists (spec 2 §5, §7): at least 2 lists, a name for the new one, and whether the originals go. */
export function MergeListsModal(props: {
  organizationId: number;
  open: boolean;
  /** The lists ticked in the table. */
  selected: number[];
  onClose: () => void;
  onMerged: () => void;
}) {
  const { organizationId } = props;
  const lists = useGetAllOpportunityListsQuery(organizationId, { skip: !props.open });
  const [merge] = useMergeOpportunityListsMutation();
  const notify = useNotify();
  const formik = useFormik<MergeValues>({
    initialValues: { list_ids: props.selected, name: '', deleteOriginals: false },
    enableReinitialize: true,
    validate: async (values) => {
      try {
        await mergeListsSchema.validate(toInput(values), { abortEarly: false });
        return {};
      } catch (err) {
        const errors: Record<string, string> = {};
        for (const e of (err as { inner?: { path?: string; message: string }[] }).inner ?? []) {
          if (e.path && !errors[e.path]) errors[e.path] = e.message;
        }
        return errors;
      }
    },
    onSubmit: async (values, helpers) => {
      helpers.setStatus(null);
      const result = await merge({ organizationId, body: toInput(values) });
      if (result.error) {
        helpers.setStatus(submitErrorBanner(result.error, (e) => helpers.setErrors(e)));
        return;
      }
      notify.success(result.data.detail || leadsMessages.listsMerged);
      helpers.resetForm();
      props.onMerged();
    },
  });
  const close = () => {
    formik.resetForm();
    props.onClose();
  };
  const options = (lists.data ?? [])
    .filter((l) => !isLockedList(l))
    .map((l) => ({ value: l.id, label: `${l.title} (${l.leads_count})` }));
  return (
    <Modal open={props.open} title="Merge lists" onCancel={close} footer={null} destroyOnHidden>
      <FormikForm formik={formik} label="Merge lists" submitLabel="Merge">
        <FormField formik={formik} name="list_ids" label="Lists to merge" id="merge-list-ids" required>
          <Select<number[]>
            id="merge-list-ids"
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            loading={lists.isLoading}
            options={options}
            value={formik.values.list_ids}
            onChange={(v) => void formik.setFieldValue('list_ids', v)}
            onBlur={() => void formik.setFieldTouched('list_ids', true)}
          />
        </FormField>
        <TextField
          formik={formik}
          name="name"
          id="merge-list-name"
          label="New list name"
          required
          maxLength={leadsConstants.fieldMax}
        />
        <CheckboxField formik={formik} name="deleteOriginals" id="merge-delete-originals">
          Delete the merged lists
        </CheckboxField>
      </FormikForm>
    </Modal>
  );
}

function toInput(values: MergeValues): MergeListsInput {
  return { list_ids: values.list_ids, name: values.name.trim(), delete: values.deleteOriginals ? 1 : 0 };
}
