import { Col, type ColProps } from 'antd';
import type { FormikProps } from 'formik';
import { TextField } from '@ensemble/shared-ui';

/**
 * A person's first and last name side by side (stacked on a phone), both required, as the sign-up and
 * profile forms ask for them. Ids are `${idPrefix}-first-name` and `${idPrefix}-last-name` when a prefix is
 * given.
 */
export function NameFields<T extends { first_name: string; last_name: string }>({
  formik,
  disabled,
  idPrefix,
  col,
}: {
  formik: FormikProps<T>;
  disabled: boolean;
  idPrefix?: string;
  col: ColProps;
}) {
  const fields = [
    { name: 'first_name', label: 'First name', autoComplete: 'given-name', id: 'first-name' },
    { name: 'last_name', label: 'Last name', autoComplete: 'family-name', id: 'last-name' },
  ];
  return (
    <>
      {fields.map((field) => (
        <Col key={field.name} {...col}>
          <TextField
            formik={formik}
            name={field.name}
            label={field.label}
            id={idPrefix ? `${idPrefix}-${field.id}` : undefined}
            autoComplete={field.autoComplete}
            required
            disabled={disabled}
          />
        </Col>
      ))}
    </>
  );
}
