import type { FormEvent, ReactNode } from 'react';
import { Form } from 'antd';

export interface FormFrameProps {
  formik: { handleSubmit: (event?: FormEvent<HTMLFormElement>) => void };
  children: ReactNode;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'data-testid'?: string;
}

/**
 * The frame of a formik form in antd's vertical layout: formik submits and validates (yup, with the contracts' messages),
 * so the browser's own validation is off, and antd's Form gives the fields their layout without a second form
 * element.
 */
export function FormFrame({ formik, children, ...attributes }: FormFrameProps) {
  return (
    <form onSubmit={formik.handleSubmit} noValidate {...attributes}>
      <Form layout="vertical" component={false}>
        {children}
      </Form>
    </form>
  );
}
