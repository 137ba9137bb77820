import type { ReactNode } from 'react';
import { Alert, Button, Flex } from 'antd';
import type { FormikProps } from 'formik';
import { FormFrame } from './FormFrame';
import { SubmitButton } from './SubmitButton';

export interface FormikFormProps<T> {
  /**
   * The form. A string `status` is the form-level error shown in a banner under the fields: set it in onSubmit
   * with `helpers.setStatus(submitErrorBanner(error, …))`.
   */
  formik: FormikProps<T>;
  /** The form's accessible name (a modal's title, say). */
  label?: string;
  testId?: string;
  submitLabel?: ReactNode;
  /** Without it there is no Cancel button. */
  onCancel?: () => void;
  cancelLabel?: ReactNode;
  /** Work in flight outside formik (an upload): the submit button spins and Cancel is disabled. */
  pending?: boolean;
  /** False keeps the submit button disabled (a settings form before any change, say). */
  canSubmit?: boolean;
  /** On the left of the buttons (an edited item's Delete). */
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * A vertical formik form: the fields, the error banner, then Cancel and the submit button. Cancel waits while the
 * form is submitting, so a save in flight is not abandoned half way.
 */
export function FormikForm<T>({
  formik,
  label,
  testId,
  submitLabel = 'Save',
  onCancel,
  cancelLabel = 'Cancel',
  pending = false,
  canSubmit = true,
  extra,
  children,
}: FormikFormProps<T>) {
  const banner: unknown = formik.status;
  const buttons = (
    <Flex justify="flex-end" gap={8} wrap>
      {onCancel ? (
        <Button onClick={onCancel} disabled={pending || formik.isSubmitting}>
          {cancelLabel}
        </Button>
      ) : null}
      <SubmitButton formik={formik} pending={pending} disabled={!canSubmit}>
        {submitLabel}
      </SubmitButton>
    </Flex>
  );
  return (
    <FormFrame formik={formik} aria-label={label} data-testid={testId}>
      {children}
      {typeof banner === 'string' && banner ? (
        <Alert type="error" showIcon title={banner} role="alert" style={{ marginBottom: 12 }} />
      ) : null}
      {extra ? (
        <Flex justify="space-between" gap={8} wrap>
          <div>{extra}</div>
          {buttons}
        </Flex>
      ) : (
        buttons
      )}
    </FormFrame>
  );
}
