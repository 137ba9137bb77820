import * as yup from 'yup';
import {
  atMostDecimals,
  messages,
  serviceSchema,
  type BillingPeriod,
  type PriceType,
  type Service,
  type ServiceInput,
  type ServiceMetadataEntry,
} from '@ensemble/contracts';

/** The service form: the price is typed in dollars and sent in cents (spec 2 §3 Service). */
export interface ServiceFormValues {
  name: string;
  description: string;
  statement_descriptor: string;
  unit_label: string;
  metadata: ServiceMetadataEntry[];
  price: string;
  price_type: PriceType;
  billing_period: BillingPeriod | null;
  price_description: string;
}

/** A currency amount: 'Invalid amount' (spec 2 §5), at most two decimals (cents). */
const dollars = yup
  .number()
  .typeError(messages.amountInvalid)
  .min(0, messages.amountInvalid)
  .test(atMostDecimals(2, messages.amountInvalid))
  .nullable()
  .transform((v: number, raw: unknown) => (raw === '' || raw == null ? null : v));

/** The contract's rules, with the price checked as dollars and cents (at most two decimals). */
export const serviceFormSchema = serviceSchema.shape({ price: dollars });

export const priceTypeOptions: { value: PriceType; label: string }[] = [
  { value: 'recurring', label: 'Recurring' },
  { value: 'one_time', label: 'One time' },
];
export const billingPeriodOptions: { value: BillingPeriod; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
];

export function emptyServiceValues(): ServiceFormValues {
  return {
    name: '',
    description: '',
    statement_descriptor: '',
    unit_label: '',
    metadata: [],
    price: '',
    price_type: 'recurring',
    billing_period: 'monthly',
    price_description: '',
  };
}

export function centsToDollars(cents: number | null): string {
  return cents == null ? '' : (cents / 100).toFixed(2);
}

export function dollarsToCents(value: string): number | null {
  const t = value.trim();
  if (t === '') return null;
  return Math.round(Number(t) * 100);
}

export function serviceToValues(s: Service): ServiceFormValues {
  return {
    name: s.name,
    description: s.description ?? '',
    statement_descriptor: s.statement_descriptor ?? '',
    unit_label: s.unit_label ?? '',
    metadata: s.metadata.map((m) => ({ ...m })),
    price: centsToDollars(s.price),
    price_type: s.price_type,
    billing_period: s.price_type === 'recurring' ? (s.billing_period ?? 'monthly') : null,
    price_description: s.price_description ?? '',
  };
}

const text = (v: string | null | undefined): string | null => {
  const t = (v ?? '').trim();
  return t === '' ? null : t;
};

export function valuesToServiceInput(v: ServiceFormValues): ServiceInput {
  return {
    name: v.name.trim(),
    description: text(v.description),
    statement_descriptor: text(v.statement_descriptor),
    unit_label: text(v.unit_label),
    metadata: v.metadata.map((m) => ({ key: m.key.trim(), value: m.value.trim() })),
    price: dollarsToCents(v.price),
    price_type: v.price_type,
    // A one-time price has no billing period.
    billing_period: v.price_type === 'recurring' ? (v.billing_period ?? 'monthly') : null,
    price_description: text(v.price_description),
  };
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$12.50 / month', '$99.00 / year' or '$40.00 one time'; stored cents shown divided by 100. */
export function formatServicePrice(s: Pick<Service, 'price' | 'price_type' | 'billing_period'>): string {
  if (s.price == null) return '';
  const amount = money.format(s.price / 100);
  if (s.price_type === 'one_time') return `${amount} one time`;
  return `${amount} / ${s.billing_period === 'yearly' ? 'year' : 'month'}`;
}
