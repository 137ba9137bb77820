import { Modal } from 'antd';
import { useFormik } from 'formik';
import { leadDisplayName, leadsMessages, leadsPaths, promoteToProspectSchema } from '@ensemble/contracts';
import { apiErrorMessage, applyApiErrors, SelectField, useNotify, FormikForm } from '@ensemble/shared-ui';
import { useTransitionLeadMutation } from '../../../api/leadRecordApi';
import { useGetSourcesAllQuery } from '../../../api/leadsApi';
import { LANDING_DELAY_MS } from './stageTransitions';
import type { TransitionModalProps } from './types';
import { useLandOnRecord } from './useLandOnRecord';

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
  const [transition] = useTransitionLeadMutation();
  const land = useLandOnRecord(organizationId);
  const notify = useNotify();

  const formik = useFormik<{ lead_source: number | null }>({
    initialValues: { lead_source: lead.lead_source_id },
    validationSchema: promoteToProspectSchema,
    onSubmit: async (values, helpers) => {
      const body = promoteToProspectSchema.cast(values);
      try {
        const result = await transition({
          path: leadsPaths.opportunityPromote(organizationId, lead.lead_list_id ?? 0, lead.id),
          body,
          leadId: lead.id,
        }).unwrap();
        onDone?.(result);
        onClose();
        land(leadsMessages.promotedInProspect(leadDisplayName(lead)), result, LANDING_DELAY_MS);
      } catch (error) {
        const data = (error as { data?: unknown }).data;
        applyApiErrors(data, (e) => helpers.setErrors(e));
        notify.error(apiErrorMessage(error as Parameters<typeof apiErrorMessage>[0]));
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
