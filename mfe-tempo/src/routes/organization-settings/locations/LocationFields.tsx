import { Col, Row } from 'antd';
import type { FormikProps } from 'formik';
import { PhoneField, SelectField, SwitchField, TextAreaField, TextField } from '@ensemble/shared-ui';
import { stateOptions, timeZoneOptions } from './locationForm';

export interface LocationFieldsProps<T> {
  formik: FormikProps<T>;
  /** Where the location sits in the form's values ('location.' on the setup page). */
  prefix?: string;
  /** The setup page's first location is the main one by definition, so the switch is hidden there. */
  hideMain?: boolean;
}

/** A location's fields (spec 2 §3 Location), shared by the settings modal and the first-time setup page. */
export function LocationFields<T>({ formik, prefix = '', hideMain }: LocationFieldsProps<T>) {
  const n = (field: string) => `${prefix}${field}`;
  return (
    <>
      <TextField formik={formik} name={n('name')} label="Name" required />
      <TextAreaField formik={formik} name={n('description')} label="Description" rows={2} />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <PhoneField formik={formik} name={n('phone_number')} label="Phone" />
        </Col>
        <Col xs={24} md={12}>
          <TextField formik={formik} name={n('email')} label="Email" type="email" />
        </Col>
      </Row>
      <TextField formik={formik} name={n('address')} label="Address" />
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <TextField formik={formik} name={n('city')} label="City" />
        </Col>
        <Col xs={24} md={8}>
          <SelectField
            formik={formik}
            name={n('state')}
            label="State"
            options={stateOptions}
            searchable
            allowClear
            placeholder="Select a state"
          />
        </Col>
        <Col xs={24} md={8}>
          <TextField formik={formik} name={n('zip_code')} label="Zip code" />
        </Col>
      </Row>
      <TextField
        formik={formik}
        name={n('website')}
        label="Website"
        placeholder="https://example.com"
        extra="https:// is added when you leave it out"
      />
      <SelectField
        formik={formik}
        name={n('timezone')}
        label="Timezone"
        required
        options={timeZoneOptions}
        searchable
        placeholder="Select a time zone"
      />
      {hideMain ? null : (
        <SwitchField
          formik={formik}
          name={n('is_main')}
          label="Main location"
          extra="The main location's time zone is used for every scheduled send"
        />
      )}
    </>
  );
}
