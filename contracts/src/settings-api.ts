/**
 * Issue 5 contract: organization settings (/tempo/organization-settings) and first-time setup (/configuration).
 * The calls themselves (paths, query parameters) are declared in settings-endpoints.ts.
 */
import * as yup from 'yup';
import type { LeadIdentity } from './leads-api';
import { messages } from './messages';
import { optionalTextField, requiredTextField } from './validation';

export interface FollowUpStrategy {
  first_follow_up_date: number | null;
  second_follow_up_date: number | null;
  third_follow_up_date: number | null;
  fourth_follow_up_date: number | null;
  fifth_follow_up_date: number | null;
}
export const followUpSlots = [
  'first_follow_up_date',
  'second_follow_up_date',
  'third_follow_up_date',
  'fourth_follow_up_date',
  'fifth_follow_up_date',
] as const;

export interface MagicNumbersInput {
  monthly_revenue: number | null;
  average_sale: number | null;
  /** Percent, 0–100. */
  opportunity_to_prospect_conversion_rate: number | null;
  /** Percent, 0–100. */
  prospect_to_client_conversion_rate: number | null;
}
export interface MagicNumbers extends MagicNumbersInput {
  opportunities_in_month: number;
  prospects_in_month: number;
  sales_in_month: number;
}

export interface OrganizationSettings {
  show_default_services: 0 | 1;
  about_us_info_source: AboutUsInfoSource | null;
}
export const aboutUsInfoSources = ['Google', 'Social Media', 'a podcast', 'Online Ad', 'Other'] as const;
export type AboutUsInfoSource = (typeof aboutUsInfoSources)[number];

export interface Source {
  id: number;
  organization: number;
  name: string;
  description: string | null;
  leads_count: number;
}
export interface SourceInput {
  name: string;
  description?: string | null;
}

export interface ServiceMetadataEntry {
  key: string;
  value: string;
}
export type PriceType = 'recurring' | 'one_time';
export type BillingPeriod = 'monthly' | 'yearly';
export interface Service {
  id: number;
  organization: number | null;
  name: string;
  description: string | null;
  statement_descriptor: string | null;
  unit_label: string | null;
  metadata: ServiceMetadataEntry[];
  /** Read-only. */
  pricing_model: 'Standard pricing';
  /** Cents (shown divided by 100). */
  price: number | null;
  price_type: PriceType;
  billing_period: BillingPeriod | null;
  price_description: string | null;
  /** The payments provider's product id once pushed or imported. */
  product_id: string | null;
  /** True for the default service set (organization null), shown when show_default_services is on. */
  is_default: boolean;
}
export interface ServiceInput {
  name: string;
  description?: string | null;
  statement_descriptor?: string | null;
  unit_label?: string | null;
  metadata?: ServiceMetadataEntry[];
  /** Cents. */
  price?: number | null;
  price_type?: PriceType;
  billing_period?: BillingPeriod | null;
  price_description?: string | null;
}
export interface ServicePrice {
  id: string;
  unit_amount: number;
  currency: string;
  price_type: PriceType;
  billing_period: BillingPeriod | null;
  active: boolean;
}
export interface ProviderProduct {
  id: string;
  name: string;
  description: string | null;
  unit_amount: number | null;
}

export interface TimeZoneOption {
  value: string;
  abbr: string;
  offset: number;
  isdst: boolean;
  text: string;
}

export interface Location {
  id: number;
  organization: number;
  name: string;
  description: string | null;
  phone_number: string | null;
  address: string | null;
  website: string | null;
  timezone: string;
  city: string | null;
  zip_code: string | null;
  state: string | null;
  email: string | null;
  is_main: boolean;
}
export type LocationInput = Omit<Location, 'id' | 'organization'>;

export interface Tag {
  id: number;
  organization: number;
  name: string;
  leads_count: number;
  created_at: string;
  /** Put on every contact a web form's post makes or updates (spec 3 §2 'Forms setup', §7 batch_webform/). */
  is_webform: boolean;
}

export type RepTitle = 'None' | 'Account' | 'Sales' | 'Service';
export const repTitles: readonly RepTitle[] = ['None', 'Account', 'Sales', 'Service'];
export interface Representative {
  /** The organization membership id. */
  id: number;
  user_id: number;
  name: string;
  email: string;
  cell_phone: string | null;
  role_title: RepTitle;
  /** accepted (member) or pending (invited). */
  status: string;
  managed_contacts: number;
  sms_notif: boolean;
}
export interface RepresentativeUpdate {
  user_id: number;
  sms_notif?: boolean;
  role_title?: RepTitle;
}

/** A contact as listed from a source, a tag or a representative. */
export interface LeadSummary extends LeadIdentity {
  fsm_state: string;
  /** Spec 3 §3 'Tag contact'. */
  sales_status: string | null;
  lead_list_id: number | null;
}

export const settingsMessages = {
  sourceAdded: 'Source added!',
  sourceUpdated: 'Source updated!',
  deleteSourceTitle: 'Delete source',
  deleteConfirmText: 'Are you sure you want to delete?',
  yesDelete: 'Yes, delete',
  noSources: 'No sources to display',
  sourcesIntro:
    'Sources describe where your prospects come from, for example Walk-In or Call-In. Every contact can be linked to one source.',
  addNewSource: 'Add new source',
  serviceAdded: 'Service added!',
  serviceUpdated: 'Service updated!',
  locationAdded: 'Location added!',
  locationUpdated: 'Location updated!',
  tagCreated: 'Tag has been created successfully',
  /** Spec 3 §2 Tags: leaves a tag's contacts list for the tags list. */
  goBackToTags: 'Go back to tags',
  updatedSuccessfully: 'Updated successfully',
  deletedSuccessfully: 'Deleted successfully!',
  representativeUpdated: 'Representative updated successfully',
  representativeUpdateFailed: 'Error updating representative',
  /** Spec 3 §8: the SMS toggle of Forms setup's 'Users that should receive SMS'. */
  userUpdated: 'User updated successfully',
  representativeHasContacts: 'You cannot edit this representative because it has managed contacts',
  userHasNoPhone: 'User has no phone number',
  setupFailed: 'Error while submiting data',
  /** Not in the spec: a second main location is refused by unsetting the previous one; the last main one cannot be unset. */
  mainLocationRequired: 'One location must be the main location',
  mainLocationDelete: 'The main location cannot be deleted; make another location main first',
} as const;

export const settingsConstants = {
  suggestedFollowUpDays: [3, 10, 30, 60, 90] as const,
  /** Spec 2 §5: a number stepper goes from 0 to 1000 unless a screen says otherwise. */
  numberStepper: { min: 0, max: 1000 } as const,
  suggestedMagicNumbers: { prospects: 10, appointments: 5, sales: 3 } as const,
  sourcesPageSize: 25,
  servicesPageSize: 25,
  locationsPageSize: 25,
  representativesPageSize: 25,
  representativePickList: 100,
  tagsPageSize: 10,
  searchDebounceMs: 300,
  serviceNameMax: 100,
  locationFieldMax: 100,
  locationAddressMax: 200,
} as const;

/**
 * Magic numbers (spec 2 §3 'Other'), computed the same way on the form and the server: sales needed in a month
 * from revenue goal and average sale, then prospects and opportunities from the conversion rates (percent).
 */
export function deriveMagicNumbers(
  input: MagicNumbersInput,
): Pick<MagicNumbers, 'opportunities_in_month' | 'prospects_in_month' | 'sales_in_month'> {
  const revenue = input.monthly_revenue ?? 0;
  const average = input.average_sale ?? 0;
  const toProspect = (input.opportunity_to_prospect_conversion_rate ?? 0) / 100;
  const toClient = (input.prospect_to_client_conversion_rate ?? 0) / 100;
  const sales = average > 0 ? Math.ceil(revenue / average) : 0;
  const prospects = toClient > 0 ? Math.ceil(sales / toClient) : 0;
  const opportunities = toProspect > 0 ? Math.ceil(prospects / toProspect) : 0;
  return { sales_in_month: sales, prospects_in_month: prospects, opportunities_in_month: opportunities };
}

/** http(s), a host with a dot-separated top-level name (or localhost), optional port and path. */
export const WEBSITE_PATTERN = /^https?:\/\/(localhost|([a-z0-9-]+\.)+[a-z]{2,})(:\d{1,5})?([/?#]\S*)?$/i;

/** Website links lacking a scheme get https (spec 2 §5). */
export function withHttps(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '' || /^https?:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

/** An optional website: '' is null, a missing scheme becomes https://, then it must look like a URL. */
export const websiteField = () =>
  yup
    .string()
    .trim()
    .nullable()
    .transform((v: string | null) => (v === '' || v == null ? null : withHttps(v)))
    .test('website', messages.websiteInvalid, (v) => v == null || WEBSITE_PATTERN.test(v));

const optionalText = optionalTextField;

/** Days of a follow-up slot: a number stepper's whole numbers (spec 2 §5, 0 to 1000), or none. */
const days = yup
  .number()
  .typeError(messages.numberInvalid)
  .integer(messages.numberInvalid)
  .min(0, messages.numberInvalid)
  .max(settingsConstants.numberStepper.max, messages.numberInvalid)
  .nullable()
  .transform((v: number, raw: unknown) => (raw === '' || raw === null ? null : v));

export const followUpStrategySchema = yup.object({
  first_follow_up_date: days,
  second_follow_up_date: days,
  third_follow_up_date: days,
  fourth_follow_up_date: days,
  fifth_follow_up_date: days,
});

const money = yup
  .number()
  .typeError(messages.numberInvalid)
  .min(0, messages.numberInvalid)
  .nullable()
  .transform((v: number, raw: unknown) => (raw === '' || raw === null ? null : v));
const percent = yup
  .number()
  .typeError(messages.numberInvalid)
  .min(0, messages.numberInvalid)
  .max(100, messages.numberInvalid);

/** Spec 2 §5: four fields required; revenue and average sale are numbers or null (a null is an explicit choice). */
export const magicNumbersSchema = yup.object({
  monthly_revenue: money.defined(messages.fieldRequired('Monthly revenue')),
  average_sale: money.defined(messages.fieldRequired('Average sale')),
  opportunity_to_prospect_conversion_rate: percent.required(
    messages.fieldRequired('Opportunity to prospect conversion rate'),
  ),
  prospect_to_client_conversion_rate: percent.required(
    messages.fieldRequired('Prospect to client conversion rate'),
  ),
});

export const organizationSettingsSchema = yup.object({
  show_default_services: yup.number().oneOf([0, 1]).optional(),
  about_us_info_source: yup
    .string()
    .oneOf([...aboutUsInfoSources])
    .nullable()
    .optional(),
});

export const sourceSchema = yup.object({
  name: yup.string().trim().required(messages.fieldRequired('Name')).max(100, messages.maxLength(100)),
  description: optionalText(500),
});

const serviceMetadata = yup
  .array(
    yup.object({
      key: yup.string().trim().required(messages.fieldRequired('Key')).max(40, messages.maxLength(40)),
      value: yup.string().trim().required(messages.fieldRequired('Value')).max(500, messages.maxLength(500)),
    }),
  )
  .max(50);

export const serviceSchema = yup.object({
  name: requiredTextField(settingsConstants.serviceNameMax, messages.fieldRequired('Service name')),
  description: optionalText(500),
  statement_descriptor: optionalText(22),
  unit_label: optionalText(12),
  metadata: serviceMetadata.default([]),
  /** Cents; a currency amount reads 'Invalid amount' (spec 2 §5). */
  price: yup
    .number()
    .typeError(messages.amountInvalid)
    .integer(messages.amountInvalid)
    .min(0, messages.amountInvalid)
    .nullable()
    .transform((v: number, raw: unknown) => (raw === '' || raw === null ? null : v)),
  price_type: yup.string().oneOf(['recurring', 'one_time']).default('recurring'),
  billing_period: yup
    .string()
    .oneOf(['monthly', 'yearly'])
    .nullable()
    .when('price_type', {
      is: 'recurring',
      then: (s) => s.default('monthly'),
      otherwise: () =>
        yup
          .mixed()
          .transform(() => null)
          .nullable(),
    }),
  price_description: optionalText(100),
});

export const servicePriceSchema = yup.object({
  price: yup
    .number()
    .typeError(messages.amountInvalid)
    .integer(messages.amountInvalid)
    .min(0, messages.amountInvalid)
    .required(messages.amountInvalid),
  price_type: yup.string().oneOf(['recurring', 'one_time']).default('recurring'),
  billing_period: yup.string().oneOf(['monthly', 'yearly']).nullable(),
});

export const pushToProviderSchema = yup.object({
  service_ids: yup.array(yup.number().integer().required()).min(1).required(),
});

export const importFromProviderSchema = yup.object({
  product_ids: yup.array(yup.string().required()).optional(),
});

const locationText = optionalText(settingsConstants.locationFieldMax);

export const locationSchema = yup.object({
  name: requiredTextField(settingsConstants.locationFieldMax, messages.fieldRequired('Name')),
  description: optionalText(500),
  phone_number: optionalText(32),
  address: optionalText(settingsConstants.locationAddressMax),
  website: websiteField(),
  timezone: yup.string().trim().required(messages.fieldRequired('Timezone')),
  city: locationText,
  zip_code: locationText,
  state: locationText,
  email: yup
    .string()
    .trim()
    .nullable()
    .transform((v: string | null) => (v === '' ? null : v))
    .matches(/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/, { message: messages.emailInvalid, excludeEmptyString: true }),
  is_main: yup.boolean().default(false),
});

export const tagSchema = yup.object({
  name: yup.string().trim().required(messages.fieldRequired('Tag name')).max(100, messages.maxLength(100)),
});

/**
 * Spec 3 §7 batch_webform/ ({ids}): exactly these tags of the organization become its web-form tags, the others
 * stop being web-form tags; none clears them.
 */
export const batchWebformSchema = yup.object({
  ids: yup
    .array(yup.number().typeError(messages.invalidChoice).integer(messages.invalidChoice).required())
    .max(1000)
    .required(messages.fieldRequired('Tags')),
});
export type BatchWebformInput = yup.InferType<typeof batchWebformSchema>;

export const representativeUpdateSchema = yup.object({
  user_id: yup.number().integer().required(),
  sms_notif: yup.boolean().optional(),
  role_title: yup
    .string()
    .oneOf([...repTitles])
    .optional(),
});

/** First-time setup (spec 2 §2, §4): a location, then (non-social) services, then the info source. */
export const setupSchema = yup.object({
  location: locationSchema,
  /** Omitted (or empty) in the social edition, where the Services section is hidden. */
  services: yup.array(serviceSchema).default([]),
  about_us_info_source: yup
    .string()
    .oneOf([...aboutUsInfoSources])
    .required(messages.fieldRequired('How did you hear about us')),
});

export type SetupInput = yup.InferType<typeof setupSchema>;
