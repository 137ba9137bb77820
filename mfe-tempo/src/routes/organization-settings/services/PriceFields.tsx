import { Col, Row } from 'antd';
import { getIn, type FormikProps } from 'formik';
import { SelectField, TextField } from '@ensemble/shared-ui';
import { billingPeriodOptions, priceTypeOptions } from './serviceForm';

/** Price (dollars), price type and, for a recurring price only, the billing period. */
export function PriceFields<T>({ formik, prefix = '' }: { formik: FormikProps<T>; prefix?: string }) {
  const n = (field: string) => `${prefix}${field}`;
  const recurring = getIn(formik.values, n('price_type')) === 'recurring';
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <TextField
          formik={formik}
          name={n('price')}
          label="Price ($)"
          inputMode="decimal"
          placeholder="0.00"
        />
      </Col>
      <Col xs={24} md={8}>
        <SelectField formik={formik} name={n('price_type')} label="Price type" options={priceTypeOptions} />
      </Col>
      {recurring ? (
        <Col xs={24} md={8}>
          <SelectField
            formik={formik}
            name={n('billing_period')}
            label="Billing period"
            options={billingPeriodOptions}
          />
        </Col>
      ) : null}
    </Row>
  );
}
