import { Button, Col, Form, Input, Row, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { FieldArray, FormikProvider } from 'formik';
import { settingsMessages, type Service, type ServiceInput } from '@ensemble/contracts';
import { TextAreaField, TextField, useItemForm, FormikForm } from '@ensemble/shared-ui';
import { useCreateServiceMutation, useUpdateServiceMutation } from '../../../api/settingsApi';
import { ItemModal } from '../shared/ItemModal';
import { PriceFields } from './PriceFields';
import {
  emptyServiceValues,
  serviceFormSchema,
  serviceToValues,
  valuesToServiceInput,
  type ServiceFormValues,
} from './serviceForm';

export interface ServiceModalProps {
  organizationId: number;
  /** The service being edited; null adds one. */
  service: Service | null;
  onClose: () => void;
}

function ServiceForm({ organizationId, service, onClose }: ServiceModalProps) {
  const [create] = useCreateServiceMutation();
  const [update] = useUpdateServiceMutation();
  const formik = useItemForm<Service, ServiceFormValues, ServiceInput>({
    item: service,
    initialValues: service ? serviceToValues(service) : emptyServiceValues(),
    schema: serviceFormSchema,
    toBody: valuesToServiceInput,
    save: (body, s) =>
      (s ? update({ organizationId, id: s.id, body }) : create({ organizationId, body })).unwrap(),
    saved: { create: settingsMessages.serviceAdded, edit: settingsMessages.serviceUpdated },
    onClose,
  });

  return (
    <FormikProvider value={formik}>
      <FormikForm
        formik={formik}
        testId="service-form"
        submitLabel={service ? 'Save' : 'Add service'}
        onCancel={onClose}
      >
        <TextField formik={formik} name="name" label="Service name" required />
        <TextAreaField formik={formik} name="description" label="Description" rows={2} />
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <TextField
              formik={formik}
              name="statement_descriptor"
              label="Statement descriptor"
              extra="Shown on the customer's card statement"
            />
          </Col>
          <Col xs={24} md={12}>
            <TextField formik={formik} name="unit_label" label="Unit label" placeholder="e.g. seat" />
          </Col>
        </Row>

        <Typography.Title level={5}>Metadata</Typography.Title>
        <FieldArray name="metadata">
          {(helpers) => (
            <div data-testid="service-metadata">
              {formik.values.metadata.map((_, i) => (
                <Row gutter={8} key={i} align="top">
                  <Col flex="1">
                    <TextField formik={formik} name={`metadata.${i}.key`} label={`Key ${i + 1}`} />
                  </Col>
                  <Col flex="1">
                    <TextField formik={formik} name={`metadata.${i}.value`} label={`Value ${i + 1}`} />
                  </Col>
                  <Col style={{ paddingTop: 30 }}>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Remove metadata ${i + 1}`}
                      onClick={() => helpers.remove(i)}
                    />
                  </Col>
                </Row>
              ))}
              <Button
                icon={<PlusOutlined />}
                onClick={() => helpers.push({ key: '', value: '' })}
                style={{ marginBottom: 16 }}
              >
                Add metadata
              </Button>
            </div>
          )}
        </FieldArray>

        <Typography.Title level={5}>Price</Typography.Title>
        <Form.Item label="Pricing model" htmlFor="service-pricing-model">
          <Input id="service-pricing-model" value="Standard pricing" readOnly disabled />
        </Form.Item>
        <PriceFields formik={formik} />
        <TextField formik={formik} name="price_description" label="Price description" />
      </FormikForm>
    </FormikProvider>
  );
}

export function ServiceModal(props: ServiceModalProps & { open: boolean }) {
  const { open, ...rest } = props;
  return (
    <ItemModal
      open={open}
      noun="service"
      item={props.service}
      width={680}
      onClose={props.onClose}
      form={(key) => <ServiceForm key={key} {...rest} />}
    />
  );
}
