import { Modal } from 'antd';
import { useFormik } from 'formik';
import { demoteSchema, leadsCsvMessages, type BulkQueued } from '@ensemble/contracts';
import { SelectField, apiErrorMessage, useNotify, FormikForm } from '@ensemble/shared-ui';
import { isQueued, useBulkDemoteLeadsMutation } from '../api/leadsApi';
import { useGetAllOpportunityListsQuery } from '../api/opportunityListsApi';
import type { ListStage } from './stages';

type Target = 'other' | 'opportunity' | 'prospect';
const targetLabels: Record<Target, string> = {
  prospect: 'Prospect',
  opportunity: 'Opportunity',
  other: 'Other',
};

/**
 * Bulk demote (spec 2 §4): the target stage, and for an opportunity the list (the server picks 'Demoted' when
 * none is chosen). A large selection is queued: its job goes to `onQueued`.
 */
export function BulkDemoteModal(props: {
  organizationId: number;
  stage: ListStage;
  targets: readonly Target[];
  open: boolean;
  ids: number[];
  all: boolean;
  successMessage: string;
  failureMessage: string;
  onClose: () => void;
  onQueued: (job: BulkQueued) => void;
  onDone: () => void;
}) {
  return (
    <Modal open={props.open} title="Demote" onCancel={props.onClose} footer={null} destroyOnHidden>
      {props.open ? <DemoteForm {...props} /> : null}
    </Modal>
  );
}

function DemoteForm(props: Parameters<typeof BulkDemoteModal>[0]) {
  const { organizationId, stage, targets } = props;
  const lists = useGetAllOpportunityListsQuery(organizationId);
  const [demote] = useBulkDemoteLeadsMutation();
  const notify = useNotify();
  const schema = demoteSchema(targets);
  const formik = useFormik<{ target: Target | null; lead_list_id: number | null }>({
    initialValues: { target: null, lead_list_id: null },
    validationSchema: schema,
    onSubmit: async (values) => {
      const result = await demote({
        organizationId,
        stage,
        ids: props.ids,
        all: props.all,
        target: values.target as Target,
        lead_list_id: values.target === 'opportunity' ? values.lead_list_id : null,
      });
      if (result.error) {
        notify.error(apiErrorMessage(result.error, props.failureMessage));
        return;
      }
      if (isQueued(result.data)) {
        notify.info(leadsCsvMessages.demotingInBackground);
        props.onQueued(result.data);
      } else {
        notify.success(props.successMessage);
        props.onDone();
      }
      props.onClose();
    },
  });
  return (
    <FormikForm formik={formik} label="Demote" submitLabel="Demote" onCancel={props.onClose}>
      <SelectField
        formik={formik}
        name="target"
        id="demote-target"
        label="Demote to"
        required
        options={targets.map((t) => ({ value: t, label: targetLabels[t] }))}
      />
      {formik.values.target === 'opportunity' ? (
        <SelectField
          formik={formik}
          name="lead_list_id"
          id="demote-list"
          label="Opportunity list"
          placeholder="Demoted"
          searchable
          allowClear
          loading={lists.isFetching}
          options={(lists.data ?? [])
            .filter((l) => l.kind === 'opportunity')
            .map((l) => ({ value: l.id, label: l.title }))}
        />
      ) : null}
    </FormikForm>
  );
}
