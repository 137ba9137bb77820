import type { ReactElement } from 'react';
import { Form } from 'antd';
import { getIn, type FormikProps } from 'formik';

/** Formik's error for a field, once the user has left it or tried to submit. */
export function visibleError<T>(formik: FormikProps<T>, name: string): string | undefined {
  const error: unknown = getIn(formik.errors, name);
  const touched: unknown = getIn(formik.touched, name);
  return (touched || formik.submitCount > 0) && typeof error === 'string' ? error : undefined;
}

export interface FormFieldProps<T> {
  formik: FormikProps<T>;
  name: string;
  label: string;
  /** The control's id; the label points at it so the field is found (and read) by its label. */
  id: string;
  required?: boolean;
  /** Help shown under the control while there is no error. */
  extra?: string;
  children: ReactElement;
}

/** An antd form item (label, error, layout) around a control driven by formik. */
export function FormField<T>({ formik, name, label, id, required, extra, children }: FormFieldProps<T>) {
  const error = visibleError(formik, name);
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error}
      extra={extra}
    >
      {children}
    </Form.Item>
  );
}
