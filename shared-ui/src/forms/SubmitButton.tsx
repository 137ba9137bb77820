import type { ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import type { FormikProps } from 'formik';

export interface SubmitButtonProps<T> extends Omit<ButtonProps, 'htmlType' | 'loading'> {
  formik: FormikProps<T>;
  /** Other work the button waits on after a successful submit (routing after login, say). */
  pending?: boolean;
  children: ReactNode;
}

/**
 * A form's submit button, spinning only while a submission that passed validation is in flight. Formik flags
 * `isSubmitting` for a moment even when validation fails; passing that straight to antd's `loading` toggled
 * the spinner within one frame, and on a loaded machine antd could keep the button in its loading state,
 * where it ignores clicks, leaving the form unsubmittable.
 */
export function SubmitButton<T>({ formik, pending, children, ...rest }: SubmitButtonProps<T>) {
  const saving = formik.isSubmitting && !formik.isValidating && Object.keys(formik.errors).length === 0;
  const busy = saving || !!pending;
  return (
    <Button
      type="primary"
      // The button is named by its words alone: antd's spinner carries aria-label 'loading', and when its leave
      // animation does not finish (a quick answer, a background tab, headless Chromium) it stays in the button,
      // which was then named 'loading Save' after the save. aria-busy says that it is working.
      aria-label={typeof children === 'string' ? children : undefined}
      {...rest}
      aria-busy={busy}
      htmlType="submit"
      loading={busy}
    >
      {children}
    </Button>
  );
}
