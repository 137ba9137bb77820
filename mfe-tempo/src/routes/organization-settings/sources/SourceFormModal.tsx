import { useState } from 'react';
import { Alert, Flex, Form, Modal } from 'antd';
import { useFormik } from 'formik';
import { settingsMessages, sourceSchema, type Source, type SourceInput } from '@ensemble/contracts';
import { SubmitButton, TextAreaField, TextField, submitErrorBanner, useNotify } from '@ensemble/shared-ui';
import { useCreateSourceMutation, useUpdateSourceMutation } from '../../../api/settingsApi';

/** Add (source null) or edit a source: 'Source added!' / 'Source updated!'. */
export function SourceFormModal(props: {
  organizationId: number;
  open: boolean;
  source: Source | null;
  onClose: () => void;
}) {
  const { organizationId, source } = props;
  const [create] = useCreateSourceMutation();
  const [update] = useUpdateSourceMutation();
  const notify = useNotify();
  const [banner, setBanner] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { name: source?.name ?? '', description: source?.description ?? '' },
    enableReinitialize: true,
    validationSchema: sourceSchema,
    onSubmit: async (values, helpers) => {
      setBanner(null);
      const body = sourceSchema.cast(values) as SourceInput;
      const result = source
        ? await update({ organizationId, id: source.id, body })
        : await create({ organizationId, body });
      if (result.error) {
        setBanner(submitErrorBanner(result.error, (e) => helpers.setErrors(e), 'Unable to save source'));
        return;
      }
      notify.success(source ? settingsMessages.sourceUpdated : settingsMessages.sourceAdded);
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
    <Modal
      open={props.open}
      title={source ? 'Edit source' : 'Add new source'}
      onCancel={close}
      footer={null}
      destroyOnHidden
    >
      <form onSubmit={formik.handleSubmit} noValidate aria-label={source ? 'Edit source' : 'Add new source'}>
        <Form layout="vertical" component={false}>
          <TextField
            formik={formik}
            name="name"
            id="source-name"
            label="Name"
            required
            maxLength={100}
            autoFocus
          />
          <TextAreaField
            formik={formik}
            name="description"
            id="source-description"
            label="Description"
            rows={3}
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
