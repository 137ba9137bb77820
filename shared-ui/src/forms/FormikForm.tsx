import type { FormEvent, ReactNode } from 'react';
import { Form } from 'antd';

export interface FormikFormProps {
  formik: { handleSubmit: (event?: FormEvent<HTMLFormElement>) => void };
  children: ReactNode;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * A formik form in antd's vertical layout: formik submits and validates (yup, with the contracts' messages),
 * so the browser's own validation is off, and antd's Form gives the fields their layout without a second form
 * element.
 */
export function FormikForm({ formik, children, ...attributes }: FormikFormProps) {
  return (
    <form onSubmit={formik.handleSubmit} noValidate {...attributes}>
      <Form layout="vertical" component={false}>
        {children}
      </Form>
    </form>
  );
}
