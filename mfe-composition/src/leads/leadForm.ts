import type { ValidationError } from 'yup';
import {
  leadSchema,
  leadsMessages,
  type FsmState,
  type LeadInput,
  type LeadRecord,
  type SocialLink,
} from '@ensemble/contracts';

/** The form's values: text inputs hold strings, pick-lists their value or null. */
export interface LeadFormValues {
  first_name: string;
  last_name: string;
  company_name: string;
  email: string;
  cell_phone: string;
  gender: string | null;
  birthday: string;
  job_title: string;
  website_url: string;
  address: string;
  city: string;
  state: string | null;
  zip_code: string;
  industry: string | null;
  lead_source_id: number | null;
  account_rep: number | null;
  sales_rep: number | null;
  service_rep: number | null;
  sales_status: string;
  revenue_from: string;
  revenue_to: string;
  revenue_probability: string;
  win_amount: string;
  temperature: number | null;
  social: SocialLink[];
}

const str = (v: string | number | null | undefined) => (v == null ? '' : String(v));

/** The form fields that are plain text inputs over the record's field of the same name. */
const textFields = [
  'first_name',
  'last_name',
  'company_name',
  'email',
  'cell_phone',
  'birthday',
  'job_title',
  'website_url',
  'address',
  'city',
  'zip_code',
  'sales_status',
  'revenue_from',
  'revenue_to',
  'revenue_probability',
] as const;

export function initialLeadValues(lead?: LeadRecord): LeadFormValues {
  const texts = Object.fromEntries(textFields.map((f) => [f, str(lead?.[f])])) as Record<
    (typeof textFields)[number],
    string
  >;
  return {
    ...texts,
    gender: lead?.gender ?? null,
    state: lead?.state ?? null,
    industry: lead?.industry ?? null,
    lead_source_id: lead?.lead_source_id ?? lead?.lead_source?.id ?? null,
    account_rep: lead?.account_rep ?? null,
    sales_rep: lead?.sales_rep ?? null,
    service_rep: lead?.service_rep ?? null,
    win_amount: str(lead?.win_amount ?? lead?.win_ammount),
    temperature: lead?.temperature ?? null,
    social: lead?.social?.map((s) => ({ network: s.network, url: s.url })) ?? [],
  };
}

/**
 * The stage's schema as formik errors. The "email or cell phone" rule belongs to the whole contact (no path):
 * it is shown on the email field, where the user fixes it.
 */
export function validateLead(stage: FsmState, values: LeadFormValues): Record<string, unknown> {
  try {
    leadSchema(stage).validateSync(values, { abortEarly: false });
    return {};
  } catch (e) {
    const errors: Record<string, unknown> = {};
    const social: Record<string, string>[] = [];
    for (const err of (e as ValidationError).inner) {
      const path = err.path || 'email';
      const m = /^social\[(\d+)\]\.(\w+)$/.exec(path);
      if (m) {
        const i = Number(m[1]);
        social[i] ??= {};
        social[i][m[2]] ??= err.message;
      } else if (errors[path] == null) errors[path] = err.message;
    }
    if (social.length) errors.social = social;
    return errors;
  }
}

/** What is sent: the schema's cast (trimmed, '' → null, https added), stage-only fields left out elsewhere. */
export function leadBody(stage: FsmState, values: LeadFormValues, force: boolean): LeadInput {
  const cast = leadSchema(stage).cast(values, { stripUnknown: true }) as LeadInput;
  const body: LeadInput = { ...cast, force };
  if (stage !== 'Prospect') body.revenue_probability = null;
  if (stage !== 'Opportunity') body.win_amount = null;
  return body;
}

/** The provider's verdict (contracts emailRejectedBy): "<provider> reports this email address as invalid". */
export function isEmailRejection(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const entries = Object.entries(body as Record<string, unknown>);
  if (entries.length !== 1 || entries[0][0] !== 'email' || !Array.isArray(entries[0][1])) return false;
  const first: unknown = entries[0][1][0];
  return typeof first === 'string' && / reports this email address as invalid$/.test(first);
}

/** Spec 2 §8 successes per stage. */
export function savedMessage(stage: FsmState, editing: boolean): string {
  if (stage === 'Prospect') return editing ? leadsMessages.prospectUpdated : leadsMessages.prospectAdded;
  if (editing) return leadsMessages.updatedSuccessfully;
  if (stage === 'Opportunity') return leadsMessages.opportunityAdded;
  if (stage === 'Other') return leadsMessages.otherAdded;
  return leadsMessages.addedSuccessfully;
}

/** Spec 2 §8 failures when the server said nothing readable. */
export function saveFailedMessage(stage: FsmState, editing: boolean): string {
  switch (stage) {
    case 'Opportunity':
      return leadsMessages.unableOpportunity;
    case 'Other':
      return editing ? leadsMessages.unableEditOther : leadsMessages.unableAddOther;
    case 'Prospect':
      return leadsMessages.unableLead('prospect');
    case 'Client':
      return leadsMessages.unableLead('client');
    default:
      return leadsMessages.unableLead('former client');
  }
}
