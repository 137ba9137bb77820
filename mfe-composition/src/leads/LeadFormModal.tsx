import { useMemo, useState } from 'react';
import { Button, Col, Flex, Form, Input, Modal, Row, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { getIn, useFormik, type FormikProps } from 'formik';
import {
  leadTemperatures,
  leadsConstants,
  leadsMessages,
  usStates,
  type FsmState,
  type LeadRecord,
} from '@ensemble/contracts';
import {
  ConfirmModal,
  SelectField,
  SubmitButton,
  TextField,
  submitErrorBanner,
  type SelectFieldProps,
  type SelectOption,
  type TextFieldProps,
  useIsMobile,
  useNotify,
  FormFrame,
} from '@ensemble/shared-ui';
import {
  useGetIndustriesQuery,
  useGetRepresentativesPickListQuery,
  useGetSourcesAllQuery,
  useSaveLeadMutation,
} from '../api/leadsApi';
import {
  initialLeadValues,
  isEmailRejection,
  leadBody,
  saveFailedMessage,
  savedMessage,
  validateLead,
  type LeadFormValues,
} from './leadForm';

/**
 * Add or edit a contact of one stage (spec 2 §3, §5): every Lead field, source, representatives per role,
 * temperature and score; the email-invalid confirm with Save anyway. Used by every list and the record page.
 */
export interface LeadFormModalProps {
  organizationId: number;
  stage: FsmState;
  /** The opportunity list (opportunities only). */
  listId?: number;
  /** Edit this contact; add a new one when absent. */
  lead?: LeadRecord;
  open: boolean;
  onClose: () => void;
  onSaved?: (lead: LeadRecord) => void;
}

const genderOptions = [
  { value: 'Male', label: 'Male' },
  { value: 'Female', label: 'Female' },
];
const stateOptions = usStates.map((s) => ({ value: s.code, label: s.name }));
const temperatureOptions = Object.entries(leadTemperatures).map(([value, label]) => ({
  value: Number(value),
  label,
}));
const socialNetworks = ['Facebook', 'Instagram', 'LinkedIn', 'Twitter', 'YouTube', 'TikTok', 'Other'].map(
  (n) => ({ value: n, label: n }),
);

const stageTitle: Record<FsmState, string> = {
  Opportunity: 'opportunity',
  Prospect: 'prospect',
  Client: 'client',
  'Former Clients': 'former client',
  Other: 'other contact',
};

export function LeadFormModal(props: LeadFormModalProps) {
  const title = `${props.lead ? 'Edit' : 'Add'} ${stageTitle[props.stage]}`;
  const isMobile = useIsMobile();
  return (
    <Modal
      open={props.open}
      title={title}
      onCancel={props.onClose}
      footer={null}
      destroyOnHidden
      width={isMobile ? '100%' : 880}
      style={isMobile ? { top: 0, maxWidth: '100%', margin: 0, paddingBottom: 0 } : undefined}
    >
      {/* Mounted only while open, so each opening starts from the contact as it is now. */}
      {props.open ? <LeadForm {...props} title={title} /> : null}
    </Modal>
  );
}

function LeadForm(props: LeadFormModalProps & { title: string }) {
  const { organizationId, stage, lead } = props;
  const editing = !!lead;
  const [save] = useSaveLeadMutation();
  const notify = useNotify();
  const [rejected, setRejected] = useState<LeadFormValues | null>(null);

  const submit = async (
    values: LeadFormValues,
    helpers: Pick<FormikProps<LeadFormValues>, 'setErrors'>,
    force: boolean,
  ) => {
    const result = await save({
      organizationId,
      stage,
      listId: props.listId,
      id: lead?.id,
      body: leadBody(stage, values, force),
    });
    if ('error' in result && result.error) {
      const body = 'data' in result.error ? result.error.data : undefined;
      if (!force && isEmailRejection(body)) {
        setRejected(values);
        return;
      }
      const text = submitErrorBanner(
        result.error,
        (e) => helpers.setErrors(e as never),
        saveFailedMessage(stage, editing),
      );
      if (text) notify.error(text, leadsConstants.saveFailedToastSeconds);
      return;
    }
    notify.success(savedMessage(stage, editing));
    props.onSaved?.(result.data);
    props.onClose();
  };

  const formik = useFormik<LeadFormValues>({
    initialValues: useMemo(() => initialLeadValues(lead), [lead]),
    validate: (values) => validateLead(stage, values),
    onSubmit: (values, helpers) => submit(values, helpers, false),
  });

  return (
    <>
      <FormFrame formik={formik} aria-label={props.title}>
        <LeadFields formik={formik} stage={stage} organizationId={organizationId} />
        <Flex justify="flex-end" gap={8} wrap>
          <Button onClick={props.onClose}>Cancel</Button>
          <SubmitButton formik={formik}>Save</SubmitButton>
        </Flex>
      </FormFrame>
      <ConfirmModal
        open={!!rejected}
        title="Invalid email address"
        text={leadsMessages.emailSeemsInvalid}
        confirmLabel="Save anyway"
        cancelLabel="Cancel"
        onConfirm={async () => {
          const values = rejected;
          if (!values) return;
          await submit(values, formik, true);
          setRejected(null);
        }}
        onCancel={() => setRejected(null)}
      />
    </>
  );
}

const half = { xs: 24, md: 12 };
const third = { xs: 24, md: 8 };
const repRoles = [
  { name: 'account_rep', id: 'lead-account-rep', role: 'Account' },
  { name: 'sales_rep', id: 'lead-sales-rep', role: 'Sales' },
  { name: 'service_rep', id: 'lead-service-rep', role: 'Service' },
] as const;

function LeadFields({
  formik,
  stage,
  organizationId,
}: {
  formik: FormikProps<LeadFormValues>;
  stage: FsmState;
  organizationId: number;
}) {
  const industries = useGetIndustriesQuery();
  const sources = useGetSourcesAllQuery(organizationId);
  const reps = useGetRepresentativesPickListQuery(organizationId);
  const repOptions = (role: string) =>
    (reps.data ?? [])
      .filter((r) => r.role_title === role)
      .map((r) => ({ value: r.user_id, label: r.name || r.email }));
  const text = (
    name: keyof LeadFormValues,
    label: string,
    extra?: Partial<Omit<TextFieldProps<LeadFormValues>, 'formik' | 'name' | 'label'>>,
  ) => <TextField<LeadFormValues> formik={formik} name={name} id={`lead-${name}`} label={label} {...extra} />;
  const select = <V extends string | number>(
    name: keyof LeadFormValues,
    id: string,
    label: string,
    options: SelectOption<V>[],
    extra?: Pick<SelectFieldProps<LeadFormValues, V>, 'loading' | 'searchable' | 'allowClear'>,
  ) => <SelectField formik={formik} name={name} id={id} label={label} options={options} {...extra} />;

  return (
    <>
      <Row gutter={16}>
        <Col {...third}>
          {text('first_name', 'First name', { maxLength: leadsConstants.nameMax, autoFocus: true })}
        </Col>
        <Col {...third}>{text('last_name', 'Last name', { maxLength: leadsConstants.nameMax })}</Col>
        <Col {...third}>
          {text('company_name', 'Company name', { maxLength: leadsConstants.companyNameMax })}
        </Col>
        <Col {...half}>{text('email', 'Email', { type: 'email', maxLength: leadsConstants.emailMax })}</Col>
        <Col {...half}>{text('cell_phone', 'Cell phone', { type: 'tel', inputMode: 'tel' })}</Col>
        <Col {...third}>{select('gender', 'lead-gender', 'Gender', genderOptions, { allowClear: true })}</Col>
        <Col {...third}>{text('birthday', 'Birthday', { placeholder: 'YYYY-MM-DD', maxLength: 10 })}</Col>
        <Col {...third}>{text('job_title', 'Job title', { maxLength: leadsConstants.nameMax })}</Col>
        <Col {...half}>{text('website_url', 'Website', { placeholder: 'https://' })}</Col>
        <Col {...half}>
          {select(
            'industry',
            'lead-industry',
            'Industry',
            (industries.data ?? []).map((i) => ({ value: i.name, label: i.name })),
            { loading: industries.isLoading, searchable: true, allowClear: true },
          )}
        </Col>
        <Col {...half}>{text('address', 'Address', { maxLength: leadsConstants.addressMax })}</Col>
        <Col {...half}>{text('city', 'City', { maxLength: leadsConstants.fieldMax })}</Col>
        <Col {...half}>
          {select('state', 'lead-state', 'State', stateOptions, { searchable: true, allowClear: true })}
        </Col>
        <Col {...half}>{text('zip_code', 'Zip code', { maxLength: leadsConstants.fieldMax })}</Col>
        <Col {...half}>
          {select(
            'lead_source_id',
            'lead-source',
            'Source',
            (sources.data ?? []).map((s) => ({ value: s.id, label: s.name })),
            { loading: sources.isLoading, searchable: true, allowClear: true },
          )}
        </Col>
        <Col {...half}>
          {select('temperature', 'lead-temperature', 'Temperature', temperatureOptions, { allowClear: true })}
        </Col>
        {repRoles.map(({ name, id, role }) => (
          <Col key={name} {...third}>
            {select(name, id, `${role} representative`, repOptions(role), {
              loading: reps.isLoading,
              allowClear: true,
            })}
          </Col>
        ))}
        <Col {...half}>{text('sales_status', 'Sales status', { maxLength: 50 })}</Col>
        <Col xs={12} md={6}>
          {text('revenue_from', 'Revenue from', { inputMode: 'decimal' })}
        </Col>
        <Col xs={12} md={6}>
          {text('revenue_to', 'Revenue to', { inputMode: 'decimal' })}
        </Col>
        {stage === 'Prospect' ? (
          <Col {...half}>
            {text('revenue_probability', 'Revenue probability (%)', { inputMode: 'decimal' })}
          </Col>
        ) : null}
        {stage === 'Opportunity' ? (
          <Col {...half}>
            {text('win_amount', 'Score', {
              inputMode: 'decimal',
              extra: `Out of ${leadsConstants.scoreMax}`,
            })}
          </Col>
        ) : null}
      </Row>
      <SocialLinks formik={formik} />
    </>
  );
}

/** Social profile links: a network and its URL per row. */
function SocialLinks({ formik }: { formik: FormikProps<LeadFormValues> }) {
  const links = formik.values.social;
  const errorOf = (i: number, key: 'network' | 'url') => {
    const e: unknown = getIn(formik.errors, `social[${i}].${key}`);
    return formik.submitCount > 0 && typeof e === 'string' ? e : undefined;
  };
  return (
    <section aria-label="Social links" style={{ marginBottom: 16 }}>
      <Typography.Text strong>Social links</Typography.Text>
      {links.map((link, i) => (
        <Row gutter={8} key={i} style={{ marginTop: 8 }} align="top">
          <Col xs={24} md={8}>
            <Form.Item
              validateStatus={errorOf(i, 'network') ? 'error' : undefined}
              help={errorOf(i, 'network')}
            >
              <Select
                aria-label={`Social network ${i + 1}`}
                value={link.network || undefined}
                placeholder="Network"
                options={socialNetworks}
                onChange={(v: string) => void formik.setFieldValue(`social[${i}].network`, v)}
              />
            </Form.Item>
          </Col>
          <Col xs={20} md={14}>
            <Form.Item validateStatus={errorOf(i, 'url') ? 'error' : undefined} help={errorOf(i, 'url')}>
              <Input
                aria-label={`Social link ${i + 1}`}
                placeholder="https://"
                value={link.url}
                onChange={(e) => void formik.setFieldValue(`social[${i}].url`, e.target.value)}
              />
            </Form.Item>
          </Col>
          <Col xs={4} md={2}>
            <Button
              icon={<DeleteOutlined />}
              aria-label={`Remove social link ${i + 1}`}
              onClick={() =>
                void formik.setFieldValue(
                  'social',
                  links.filter((_, j) => j !== i),
                )
              }
            />
          </Col>
        </Row>
      ))}
      <div style={{ marginTop: 8 }}>
        <Button
          icon={<PlusOutlined />}
          onClick={() => void formik.setFieldValue('social', [...links, { network: '', url: '' }])}
        >
          Add social link
        </Button>
      </div>
    </section>
  );
}
