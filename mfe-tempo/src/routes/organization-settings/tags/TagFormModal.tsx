import { useState } from 'react';
import { Alert, Flex, Form, Modal } from 'antd';
import { useFormik } from 'formik';
import { settingsMessages, tagSchema, type Tag } from '@ensemble/contracts';
import { SubmitButton, TextField, submitErrorBanner, useNotify } from '@ensemble/shared-ui';
import { useCreateTagMutation, useUpdateTagMutation } from '../../../api/settingsApi';

/** Create (tag null) or rename a tag. */
export function TagFormModal(props: {
  organizationId: number;
  open: boolean;
  tag: Tag | null;
  onClose: () => void;
}) {
  const { organizationId, tag } = props;
  const [create] = useCreateTagMutation();
  const [update] = useUpdateTagMutation();
  const notify = useNotify();
  const [banner, setBanner] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { name: tag?.name ?? '' },
    enableReinitialize: true,
    validationSchema: tagSchema,
    onSubmit: async (values, helpers) => {
      setBanner(null);
      const body = { name: values.name.trim() };
      const result = tag
        ? await update({ organizationId, id: tag.id, body })
        : await create({ organizationId, body });
      if (result.error) {
        setBanner(
          submitErrorBanner(
            result.error,
            (e) => helpers.setErrors(e),
            tag ? 'Unable to rename tag' : 'Unable to add tag',
          ),
        );
        return;
      }
      notify.success(tag ? settingsMessages.updatedSuccessfully : settingsMessages.tagCreated);
      helpers.resetForm();
      props.onClose();
    },
  });
  const close = () => {
    setBanner(null);
    formik.resetForm();
    props.onClose();
  };
  const title = tag ? 'Rename tag' : 'Create tag';
  return (
    <Modal open={props.open} title={title} onCancel={close} footer={null} destroyOnHidden>
      <form onSubmit={formik.handleSubmit} noValidate aria-label={title}>
        <Form layout="vertical" component={false}>
          <TextField
            formik={formik}
            name="name"
            id="tag-name"
            label="Tag name"
            required
            maxLength={100}
            autoFocus
          />
          {banner ? (
            <Alert type="error" showIcon title={banner} role="alert" style={{ marginBottom: 12 }} />
          ) : null}
          <Flex justify="flex-end">
            <SubmitButton formik={formik}>Save</SubmitButton>
          </Flex>
        </Form>
      </form>
    </Modal>
  );
}
