import { Card, Col, Row, Statistic, Typography } from 'antd';
import { ValidationError } from 'yup';
import {
  deriveMagicNumbers,
  magicNumbersSchema,
  settingsConstants,
  type MagicNumbers,
  type MagicNumbersInput,
} from '@ensemble/contracts';
import { TextField, FormikForm } from '@ensemble/shared-ui';
import { useGetMagicNumbersQuery, useUpdateMagicNumbersMutation } from '../../../api/settingsApi';
import { Loaded } from '../shared/Loaded';
import { useSettingsForm } from '../shared/useSettingsForm';

const fields = [
  { name: 'monthly_revenue', label: 'Monthly revenue' },
  { name: 'average_sale', label: 'Average sale' },
  { name: 'opportunity_to_prospect_conversion_rate', label: 'Opportunity to prospect conversion rate' },
  { name: 'prospect_to_client_conversion_rate', label: 'Prospect to client conversion rate' },
] as const;

type Values = Record<keyof MagicNumbersInput, string>;

function toFormValues(m: MagicNumbersInput | undefined): Values {
  const v = (n: number | null | undefined) => (n == null ? '' : String(n));
  return {
    monthly_revenue: v(m?.monthly_revenue),
    average_sale: v(m?.average_sale),
    opportunity_to_prospect_conversion_rate: v(m?.opportunity_to_prospect_conversion_rate),
    prospect_to_client_conversion_rate: v(m?.prospect_to_client_conversion_rate),
  };
}

/** An empty field is a missing one, so the schema answers '<Field> is required' rather than 'Invalid number'. */
function forSchema(values: Values): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim() === '' ? undefined : v]));
}

export async function validateMagicNumbers(values: Values): Promise<Record<string, string>> {
  try {
    await magicNumbersSchema.validate(forSchema(values), { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const errors: Record<string, string> = {};
    for (const inner of e.inner) if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message;
    return errors;
  }
}

/** Live preview: a field that is not (yet) a number counts as empty. */
export function liveDerived(values: Values) {
  const num = (s: string) => {
    const n = Number(s);
    return s.trim() === '' || !Number.isFinite(n) ? null : n;
  };
  return deriveMagicNumbers({
    monthly_revenue: num(values.monthly_revenue),
    average_sale: num(values.average_sale),
    opportunity_to_prospect_conversion_rate: num(values.opportunity_to_prospect_conversion_rate),
    prospect_to_client_conversion_rate: num(values.prospect_to_client_conversion_rate),
  });
}

function MagicNumbersForm({ organizationId, current }: { organizationId: number; current: MagicNumbers }) {
  const [update] = useUpdateMagicNumbersMutation();
  const formik = useSettingsForm({
    values: toFormValues(current),
    validate: validateMagicNumbers,
    save: (values) =>
      update({
        organizationId,
        body: magicNumbersSchema.cast(forSchema(values)) as MagicNumbersInput,
      }).unwrap(),
    toValues: toFormValues,
  });
  const derived = liveDerived(formik.values);
  const { prospects, appointments, sales } = settingsConstants.suggestedMagicNumbers;
  return (
    <FormikForm formik={formik} label="Magic numbers">
      <Typography.Paragraph type="secondary" data-testid="magic-numbers-hint">
        {`Suggested each month: ${prospects} prospects, ${appointments} appointments, ${sales} sales.`}
      </Typography.Paragraph>
      <Row gutter={16}>
        {fields.map((f) => (
          <Col key={f.name} xs={24} md={12}>
            <TextField
              formik={formik}
              name={f.name}
              id={`magic-${f.name}`}
              label={f.label}
              required
              inputMode="decimal"
              extra={f.name.endsWith('rate') ? 'Percent (0–100)' : undefined}
            />
          </Col>
        ))}
      </Row>
      <Row gutter={16} style={{ marginBottom: 16 }} data-testid="magic-numbers-derived">
        <Col xs={24} md={8}>
          <Card size="small">
            <Statistic title="Opportunities per month" value={derived.opportunities_in_month} />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card size="small">
            <Statistic title="Prospects per month" value={derived.prospects_in_month} />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card size="small">
            <Statistic title="Sales per month" value={derived.sales_in_month} />
          </Card>
        </Col>
      </Row>
    </FormikForm>
  );
}

/** Spec 2 §3 'Other', §5: the four inputs (required) and the monthly goals derived from them. */
export function MagicNumbersTab({ organizationId }: { organizationId: number }) {
  return (
    <Loaded query={useGetMagicNumbersQuery(organizationId)} errorTitle="Unable to get the magic numbers">
      {(current) => <MagicNumbersForm organizationId={organizationId} current={current} />}
    </Loaded>
  );
}
