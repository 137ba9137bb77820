import type { ReactNode } from 'react';
import { Modal } from 'antd';
import type { FormikProps } from 'formik';
import { FormikForm } from '../forms/FormikForm';

export interface FormModalProps<T> {
  open: boolean;
  /** The modal's title, also the form's accessible name. */
  title: string;
  /**
   * The form. Its `status` is the form-level error shown in a banner under the fields: set it in onSubmit with
   * `helpers.setStatus(submitErrorBanner(error, …))`; closing resets the form, banner included.
   */
  formik: FormikProps<T>;
  onClose: () => void;
  submitLabel?: ReactNode;
  /** The Cancel button's label; null for no Cancel button (the modal's close icon still cancels). */
  cancelLabel?: ReactNode | null;
  /** Work in flight outside formik (an upload): Cancel is disabled and the modal stays open until it ends. */
  pending?: boolean;
  children: ReactNode;
}

/** A modal holding a formik form (FormikForm): the fields, the error banner, then Cancel and the submit button. */
export function FormModal<T>({
  open,
  title,
  formik,
  onClose,
  submitLabel = 'Save',
  cancelLabel = 'Cancel',
  pending = false,
  children,
}: FormModalProps<T>) {
  const close = () => {
    if (pending) return;
    formik.resetForm();
    onClose();
  };
  return (
    <Modal open={open} title={title} onCancel={close} footer={null} destroyOnHidden>
      <FormikForm
        formik={formik}
        label={title}
        submitLabel={submitLabel}
        onCancel={cancelLabel === null ? undefined : close}
        cancelLabel={cancelLabel}
        pending={pending}
      >
        {children}
      </FormikForm>
    </Modal>
  );
}
