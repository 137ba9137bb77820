import { useState } from 'react';
import { Alert, Flex, Form, Modal } from 'antd';
import { useFormik } from 'formik';
import {
  leadsConstants,
  leadsMessages,
  opportunityListSchema,
  settingsMessages,
  type OpportunityList,
} from '@ensemble/contracts';
import { SubmitButton, TextField, submitErrorBanner, useNotify } from '@ensemble/shared-ui';
import {
  useCreateOpportunityListMutation,
  useUpdateOpportunityListMutation,
} from '../../api/opportunityListsApi';

/** Create (list null) or rename an opportunity list (spec 2 §2 'create/edit list'). */
export function ListFormModal(props: {
  organizationId: number;
  open: boolean;
  list: OpportunityList | null;
  onClose: () => void;
}) {
  const { organizationId, list } = props;
  const [create] = useCreateOpportunityListMutation();
  const [update] = useUpdateOpportunityListMutation();
  const notify = useNotify();
  const [banner, setBanner] = useState<string | null>(null);
  const title = list ? 'Edit list' : 'Create list';
  const formik = useFormik({
    initialValues: { title: list?.title ?? '' },
    enableReinitialize: true,
    validationSchema: opportunityListSchema,
    onSubmit: async (values, helpers) => {
      setBanner(null);
      const body = opportunityListSchema.cast(values);
      const result = list
        ? await update({ organizationId, listId: list.id, title: body.title })
        : await create({ organizationId, title: body.title });
      if (result.error) {
        setBanner(submitErrorBanner(result.error, (e) => helpers.setErrors(e)));
        return;
      }
      notify.success(list ? settingsMessages.updatedSuccessfully : leadsMessages.addedSuccessfully);
      helpers.resetForm();
      props.onClose();
    },
  });
  const close = () => {
    setBanner(null);
    formik.resetForm();
    props.onClose();
  };
  return (
    <Modal open={props.open} title={title} onCancel={close} footer={null} destroyOnHidden>
      <form onSubmit={formik.handleSubmit} noValidate aria-label={title}>
        <Form layout="vertical" component={false}>
          <TextField
            formik={formik}
            name="title"
            id="opportunity-list-title"
            label="List name"
            required
            maxLength={leadsConstants.fieldMax}
            autoFocus
          />
          {banner ? (
            <Alert type="error" showIcon title={banner} role="alert" style={{ marginBottom: 12 }} />
          ) : null}
          <Flex justify="flex-end" gap={8}>
            <SubmitButton formik={formik}>Save</SubmitButton>
          </Flex>
        </Form>
      </form>
    </Modal>
  );
}
