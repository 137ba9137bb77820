import { useState, type ReactNode } from 'react';
import { Alert, Button, Flex } from 'antd';
import { useFormik } from 'formik';
import { codeSchema } from '@ensemble/contracts';
import { CodeField, SubmitButton, FormFrame } from '@ensemble/shared-ui';

interface CodeStepProps {
  /** Unique on the page: the code field's id. */
  id: string;
  label?: string;
  placeholder?: string;
  submitLabel: string;
  alphanumeric?: boolean;
  /** Checks the code; resolves to an error message to show, or null when it passed. */
  onSubmit: (token: string) => Promise<string | null>;
  onCancel: () => void;
  /** Shown between the field and the buttons (e.g. a resend button). */
  children?: ReactNode;
}

/** A 6-digit code (spec 1 §5: max length 6) checked by the API before a two-factor change. */
export function CodeStep(props: CodeStepProps) {
  const [banner, setBanner] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { token: '' },
    validationSchema: codeSchema,
    onSubmit: async (values, helpers) => {
      setBanner(null);
      const error = await props.onSubmit(values.token.trim());
      if (error) {
        setBanner(error);
        helpers.setFieldValue('token', '', false);
      }
    },
  });
  const busy = formik.isSubmitting;
  return (
    <FormFrame formik={formik}>
      {banner ? (
        <Alert type="error" showIcon title={banner} role="alert" style={{ marginBottom: 12 }} />
      ) : null}
      <CodeField
        formik={formik}
        name="token"
        id={props.id}
        label={props.label ?? 'Verification code'}
        placeholder={props.placeholder ?? '6-digit-code'}
        alphanumeric={props.alphanumeric}
        disabled={busy}
        autoFocus
      />
      {props.children}
      <Flex gap={8} wrap>
        <SubmitButton formik={formik}>{props.submitLabel}</SubmitButton>
        <Button onClick={props.onCancel} disabled={busy}>
          Cancel
        </Button>
      </Flex>
    </FormFrame>
  );
}
