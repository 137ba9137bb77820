import { Modal } from 'antd';
import { useFormik } from 'formik';
import { leadDisplayName, leadsMessages, leadsPaths, promoteToProspectSchema } from '@ensemble/contracts';
import { applyApiErrors, SelectField, FormikForm } from '@ensemble/shared-ui';
import { useGetSourcesAllQuery } from '../../../api/leadsApi';
import type { TransitionModalProps } from './types';
import { useRunTransition } from './useRunTransition';

/** Opportunity → prospect: the prospect needs a source (spec 2 §4). */
export function PromoteToProspectModal(props: TransitionModalProps) {
  return (
    <Modal
      open={props.open}
      title="Promote to prospect"
      onCancel={props.onClose}
      footer={null}
      destroyOnHidden
      centered
    >
      {props.open ? <PromoteToProspectForm {...props} /> : null}
    </Modal>
  );
}

function PromoteToProspectForm({ organizationId, lead, onClose, onDone }: TransitionModalProps) {
  const sources = useGetSourcesAllQuery(organizationId);
  const run = useRunTransition({ organizationId, lead, onClose, onDone });

  const formik = useFormik<{ lead_source: number | null }>({
    initialValues: { lead_source: lead.lead_source_id },
    validationSchema: promoteToProspectSchema,
    onSubmit: async (values, helpers) => {
      const body = promoteToProspectSchema.cast(values);
      try {
        await run({
          path: leadsPaths.opportunityPromote(organizationId, lead.lead_list_id ?? 0, lead.id),
          body,
          success: leadsMessages.promotedInProspect(leadDisplayName(lead)),
        });
      } catch (error) {
        applyApiErrors((error as { data?: unknown }).data, (e) => helpers.setErrors(e));
      }
    },
  });

  return (
    <FormikForm formik={formik} submitLabel="Promote" onCancel={onClose}>
      <SelectField
        formik={formik}
        name="lead_source"
        label="Source"
        required
        searchable
        loading={sources.isFetching}
        options={(sources.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
        notFoundContent={sources.isError ? 'Sources could not be loaded' : undefined}
        disabled={formik.isSubmitting}
      />
    </FormikForm>
  );
}
