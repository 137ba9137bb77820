import { useSearchParams } from 'react-router-dom';
import { Button, Card, Col, Flex, Radio, Row, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { FieldArray, FormikProvider, useFormik } from 'formik';
import { aboutUsInfoSources, settingsMessages } from '@ensemble/contracts';
import {
  FormField,
  NotFound,
  PageHeader,
  SubmitButton,
  TextAreaField,
  TextField,
  navigateTo,
  parseId,
  useEdition,
  useNotify,
  useSession,
  FormFrame,
} from '@ensemble/shared-ui';
import { useSubmitSetupMutation } from '../../api/settingsApi';
import { LocationFields } from '../organization-settings/locations/LocationFields';
import { PriceFields } from '../organization-settings/services/PriceFields';
import {
  emptySetupService,
  emptySetupValues,
  firstWebsiteError,
  setupFormSchema,
  socialSetupFormSchema,
  valuesToSetupInput,
  type SetupFormValues,
} from './setupForm';

function errorBody(error: unknown): unknown {
  return error && typeof error === 'object' && 'data' in error
    ? (error as { data: unknown }).data
    : undefined;
}

/**
 * /configuration?organizationId= — first-time setup (spec 2 §2, §4 'Setup'): the main location, the services
 * (not in the social edition) and how the customer heard of us, saved by one call so nothing is half-saved.
 */
export function ConfigurationPage() {
  const [params] = useSearchParams();
  const sessionOrg = useSession().organizationId;
  const organizationId = parseId(params.get('organizationId')) ?? sessionOrg;
  const social = useEdition() === 'social';
  const notify = useNotify();
  const [submitSetup] = useSubmitSetupMutation();

  const formik = useFormik<SetupFormValues>({
    initialValues: emptySetupValues(social),
    validationSchema: social ? socialSetupFormSchema : setupFormSchema,
    onSubmit: async (values, helpers) => {
      if (organizationId == null) return;
      const result = await submitSetup({ organizationId, body: valuesToSetupInput(values, social) });
      if (result.error) {
        // The form keeps every value; only the message changes.
        const website = firstWebsiteError(errorBody(result.error));
        if (website) {
          helpers.setFieldError('location.website', website);
          helpers.setFieldTouched('location.website', true, false);
          notify.error(website);
        } else {
          notify.error(settingsMessages.setupFailed);
        }
        return;
      }
      navigateTo(social ? `/tempo/social-setup/${organizationId}` : `/dashboard/${organizationId}`);
    },
  });

  if (organizationId == null) return <NotFound />;

  return (
    <section aria-label="First-time setup" style={{ maxWidth: 880, margin: '0 auto' }}>
      <PageHeader
        title="Set up your organization"
        subtitle="A few details before you start. You can change them later in the settings."
      />
      <FormikProvider value={formik}>
        <FormFrame formik={formik} data-testid="setup-form">
          <Card title="Locations" style={{ marginBottom: 16 }} data-testid="setup-locations">
            <LocationFields formik={formik} prefix="location." hideMain />
          </Card>

          {social ? null : (
            <Card title="Services" style={{ marginBottom: 16 }} data-testid="setup-services">
              <Typography.Paragraph type="secondary">
                What you sell. You can add more, with statement descriptors and metadata, in the settings.
              </Typography.Paragraph>
              <FieldArray name="services">
                {(helpers) => (
                  <>
                    {formik.values.services.map((_, i) => (
                      <div key={i} data-testid={`setup-service-${i}`} style={{ marginBottom: 8 }}>
                        <Row gutter={16} align="top">
                          <Col xs={24} md={10}>
                            <TextField
                              formik={formik}
                              name={`services.${i}.name`}
                              label="Service name"
                              required
                            />
                          </Col>
                          <Col xs={20} md={12}>
                            <TextAreaField
                              formik={formik}
                              name={`services.${i}.description`}
                              label="Service description"
                              rows={1}
                            />
                          </Col>
                          <Col xs={4} md={2} style={{ paddingTop: 30 }}>
                            <Button
                              type="text"
                              danger
                              icon={<DeleteOutlined />}
                              aria-label={`Remove service ${i + 1}`}
                              onClick={() => helpers.remove(i)}
                            />
                          </Col>
                        </Row>
                        <PriceFields formik={formik} prefix={`services.${i}.`} />
                      </div>
                    ))}
                    <Button icon={<PlusOutlined />} onClick={() => helpers.push(emptySetupService())}>
                      Add service
                    </Button>
                  </>
                )}
              </FieldArray>
            </Card>
          )}

          <Card title="Analytics" style={{ marginBottom: 16 }} data-testid="setup-analytics">
            <FormField
              formik={formik}
              name="about_us_info_source"
              label="How did you hear about us?"
              id="about-us-info-source"
              required
            >
              <Radio.Group
                id="about-us-info-source"
                value={formik.values.about_us_info_source || undefined}
                onChange={(e) => {
                  void formik.setFieldValue('about_us_info_source', e.target.value);
                  void formik.setFieldTouched('about_us_info_source', true, false);
                }}
                options={aboutUsInfoSources.map((s) => ({ value: s, label: s }))}
              />
            </FormField>
          </Card>

          <Flex justify="flex-end">
            <SubmitButton formik={formik} size="large">
              Submit
            </SubmitButton>
          </Flex>
        </FormFrame>
      </FormikProvider>
    </section>
  );
}
