/**
 * Issue 6 contract: contacts in their five stages (opportunity lists, prospects, clients, former clients, others)
 * and the lifecycle between them. The calls are declared in leads-endpoints.ts (paths relative to '/api', exactly
 * as spec 2 §7 gives them under `/organization/lead/{orgId}/...`).
 */
import type { NoteHistoryGroup } from './lead-notes-api';
import * as yup from 'yup';
import { isValidPhone } from './account-validation';
import { messages } from './messages';
import {
  atMostDecimals,
  EMAIL_PATTERN,
  NUMBER_MAX_DECIMALS,
  optionalTextField,
  requiredTextField,
} from './validation';
import { websiteField } from './settings-api';

export const fsmStates = ['Opportunity', 'Prospect', 'Client', 'Former Clients', 'Other'] as const;
export type FsmState = (typeof fsmStates)[number];

/** Lead temperature (spec 2 §3). */
export const leadTemperatures = { 1: 'Hot', 2: 'Warm', 3: 'Cold', 4: 'New' } as const;

export interface SocialLink {
  network: string;
  url: string;
}

/** Who a contact is, as every answer that names one says it: its name, company, address and cell phone. */
export interface LeadIdentity {
  id: number;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  email: string | null;
  cell_phone: string | null;
}

export interface LeadRecord extends LeadIdentity {
  organization: number;
  gender: string | null;
  birthday: string | null;
  job_title: string | null;
  website_url: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  industry: string | null;
  lead_source_id: number | null;
  lead_source: { id: number; name: string } | null;
  account_rep: number | null;
  sales_rep: number | null;
  service_rep: number | null;
  representatives: { account_name: string | null; sales_name: string | null; service_name: string | null };
  sales_status: string | null;
  revenue_from: number | null;
  revenue_to: number | null;
  revenue_probability: number | null;
  /** Score out of 10. */
  win_amount: number | null;
  /** The same score, under the name the opportunity screens read. */
  win_ammount: number | null;
  temperature: number | null;
  social: SocialLink[];
  /** 2 = imported from an external insurance system. */
  imported: number;
  lead_list_id: number | null;
  lead_list: { id: number; title: string } | null;
  groups: { id: number; name: string }[];
  total_sales: number;
  /** Title of the opportunity list the contact was promoted from. */
  came_from_list: string | null;
  fsm_state: FsmState;
  created_at: string;
  updated_at: string;
}

export interface OpportunityList {
  id: number;
  title: string;
  created_at: string;
  leads_count: number;
  organization_id: number;
  /** 'opportunity' for user lists; 'demoted' and 'unallocated' are the system lists (their rows are disabled). */
  kind: OpportunityListKind;
}
export type OpportunityListKind = 'opportunity' | 'demoted' | 'unallocated';

export interface TransitionResult {
  detail: string;
  id: number;
  fsm_state: FsmState;
  /** The list an opportunity landed in (demotions to opportunity, promotions of others). */
  opportunity_list_id: number | null;
}
export interface BulkTransitionResult {
  detail: string;
  count: number;
  opportunity_list_id: number | null;
}

export const leadsMessages = {
  // spec 2 §5
  contactNeedsEmailOrPhone: 'Contact must have email or cell phone',
  prospectNeedsEmailOrPhone: 'Prospect must have email or cellphone',
  clientNeedsEmailOrPhone: 'Client must have email or cellphone',
  formerClientNeedsEmailOrPhone: 'Former client must have email or cellphone',
  otherNeedsEmailOrPhone: 'Other contact must have email or cell phone',
  amountFormat: 'invalid amount format',
  revenueFormat: 'invalid format',
  selectListFirst: 'Select list first',
  listNameRequired: 'List name is required',
  // spec 2 §4 successes
  nowClient: (name: string) => `${name} is now client!`,
  promotedInProspect: (name: string) => `${name} is promoted in prospect!`,
  promotedToOpportunity: 'Successfully promoted to opportunity',
  clientDemoted: 'Client demoted successfully',
  clientSetAsFormer: 'Client is set as former successfully',
  formerClientReactivated: 'Former client reactivated successfully',
  // spec 2 §8
  opportunityAdded: 'Opportunity added!',
  prospectAdded: 'Prospect added!',
  prospectUpdated: 'Prospect updated!',
  otherAdded: 'Other contact added!',
  clientDeleted: 'Client deleted!',
  formerClientDeleted: 'Former client deleted!',
  otherDeleted: 'Other contact deleted!',
  addedSuccessfully: 'Added successfully!',
  deletedSuccessfully: 'Deleted successfully!',
  listsMerged: 'Opportunity lists merged successfully',
  emailSeemsInvalid: 'Email address seems to be invalid, do you still want to save this contact?',
  unableOpportunity: 'Unable to add/edit opportunity',
  unableLead: (kind: 'client' | 'former client' | 'prospect') => `Unable to add/edit ${kind}`,
  unableAddOther: 'Unable to add other contact',
  unableEditOther: 'Unable to edit other contact',
  errorDemotingOpportunity: 'Error demoting opportunity contact',
  errorDemotingProspect: 'Error demoting prospect',
  errorDemotingClient: 'Error demoting client',
  errorDemotingFormerClient: 'Error demoting former client',
  errorSettingFormer: 'Error setting client as former',
  errorReactivating: 'Error reactivating former client',
  bulkDeleteFailed: 'Something went wrong!',
  // ours: the spec shows no wording for these
  opportunityDemoted: 'Opportunity contact demoted successfully',
  prospectDemoted: 'Prospect demoted successfully',
  formerClientDemoted: 'Former client demoted successfully',
  mergeNeedsTwo: 'Select at least 2 lists to merge',
  systemListLocked: 'This list cannot be changed or deleted',
  targetRequired: 'Select where to demote the contact',
  idsRequired: 'Select at least one contact',
  // spec 2 §5: the SMS and email shortcuts
  opportunityNoPhone: "This opportunity contact doesn't have a cell phone.",
  prospectNoPhone: "This prospect doesn't have a cell phone.",
  otherNoPhone: "This other contact doesn't have a cell phone.",
  clientNoPhone: "This client doesn't have a cell phone.",
  formerClientNoPhone: "This former client doesn't have a cell phone.",
  clientNoEmail: "This client doesn't have an email.",
  leadNoEmail: "This lead doesn't have an email.",
  // spec 2 §8 successes
  updatedSuccessfully: 'Updated successfully',
} as const;

export const leadsConstants = {
  pageSize: 10,
  pageSizes: [5, 10, 25, 50] as const,
  scoreMax: 10,
  searchMinChars: 2,
  demotedListTitle: 'Demoted',
  unallocatedListTitle: 'Unallocated',
  formerClientsOrdering: '-id',
  /** Spec 2 §9: list search debounce; tag search debounce and pick-list sizes. */
  searchDebounceMs: 300,
  tagSearchDebounceMs: 750,
  tagPickListInitial: 5,
  tagPickListSearch: 100,
  /** Spec 2 §8: a lead-save failure toast lasts 2.5 s. */
  saveFailedToastSeconds: 2.5,
  nameMax: 150,
  companyNameMax: 255,
  emailMax: 254,
  fieldMax: 100,
  addressMax: 200,
} as const;

/** The message of the "email or cell phone" rule, per stage (spec 2 §5). */
export const emailOrPhoneMessage: Record<FsmState, string> = {
  Opportunity: leadsMessages.contactNeedsEmailOrPhone,
  Prospect: leadsMessages.prospectNeedsEmailOrPhone,
  Client: leadsMessages.clientNeedsEmailOrPhone,
  'Former Clients': leadsMessages.formerClientNeedsEmailOrPhone,
  Other: leadsMessages.otherNeedsEmailOrPhone,
};

const text = optionalTextField;

/** A non-negative number with up to 3 decimals (spec 2 §5), each field with its own message; '' is none. */
const optionalNumber = (message: string, max?: number) => {
  let s = yup.number().typeError(message).min(0, message).test(atMostDecimals(NUMBER_MAX_DECIMALS, message));
  if (max != null) s = s.max(max, message);
  return s.nullable().transform((v: number, raw: unknown) => (raw === '' || raw === null ? null : v));
};

/** An optional id: '' and null are none; anything else must be a positive integer. */
export const optionalIdSchema = yup
  .number()
  .typeError(messages.invalidChoice)
  .integer(messages.invalidChoice)
  .positive(messages.invalidChoice)
  .nullable()
  .transform((v: number, raw: unknown) => (raw === '' || raw === null ? null : v));

const has = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/**
 * A contact of one stage (spec 2 §3, §5): email or cell phone (the stage's message), first and last name unless a
 * company name is given, company name unless a first or last name is given.
 */
export const leadSchema = (stage: FsmState) =>
  yup
    .object({
      first_name: text(leadsConstants.nameMax).test(
        'name-or-company',
        messages.fieldRequired('First name'),
        (v, ctx) => has(v) || has(ctx.parent.company_name),
      ),
      last_name: text(leadsConstants.nameMax).test(
        'name-or-company',
        messages.fieldRequired('Last name'),
        (v, ctx) => has(v) || has(ctx.parent.company_name),
      ),
      company_name: text(leadsConstants.companyNameMax).test(
        'company-or-name',
        messages.fieldRequired('Company name'),
        (v, ctx) => has(v) || has(ctx.parent.first_name) || has(ctx.parent.last_name),
      ),
      email: text(leadsConstants.emailMax).matches(EMAIL_PATTERN, {
        message: messages.emailInvalid,
        excludeEmptyString: true,
      }),
      /** Save anyway after the provider called the email invalid (spec 2 §5). */
      force: yup.boolean().default(false),
      cell_phone: text(32).test('phone', messages.phoneInvalid, (v) => v == null || isValidPhone(v)),
      gender: text(20),
      birthday: text(10).matches(/^\d{4}-\d{2}-\d{2}$/, {
        message: messages.birthdayFormat,
        excludeEmptyString: true,
      }),
      job_title: text(leadsConstants.nameMax),
      website_url: websiteField(),
      address: text(leadsConstants.addressMax),
      city: text(leadsConstants.fieldMax),
      state: text(leadsConstants.fieldMax),
      zip_code: text(leadsConstants.fieldMax),
      industry: text(leadsConstants.fieldMax),
      lead_source_id: optionalIdSchema,
      account_rep: optionalIdSchema,
      sales_rep: optionalIdSchema,
      service_rep: optionalIdSchema,
      sales_status: text(50),
      revenue_from: optionalNumber(leadsMessages.revenueFormat),
      revenue_to: optionalNumber(leadsMessages.revenueFormat),
      revenue_probability: optionalNumber(messages.numberInvalid, 100),
      win_amount: optionalNumber(leadsMessages.amountFormat, leadsConstants.scoreMax),
      total_sales: optionalNumber(leadsMessages.amountFormat),
      temperature: yup
        .number()
        .typeError(messages.invalidChoice)
        .nullable()
        .test('temperature', messages.invalidChoice, (v) => v == null || [1, 2, 3, 4].includes(v))
        .transform((v: number, raw: unknown) => (raw === '' || raw === null ? null : v)),
      social: yup
        .array(
          yup.object({
            network: yup.string().trim().required(messages.fieldRequired('Network')).max(50),
            url: yup
              .string()
              .trim()
              .required(messages.fieldRequired('Url'))
              .max(2048)
              .matches(/^https?:\/\/\S+$/i, messages.urlInvalid),
          }),
        )
        .max(20)
        .default([]),
      imported: yup.number().integer().oneOf([0, 1, 2]).default(0),
    })
    .test('email-or-phone', emailOrPhoneMessage[stage], (v) => has(v?.email) || has(v?.cell_phone));

export const opportunitySchema = leadSchema('Opportunity');
export const prospectSchema = leadSchema('Prospect');
export const clientSchema = leadSchema('Client');
export const formerClientSchema = leadSchema('Former Clients');
export const otherSchema = leadSchema('Other');
export type LeadInput = yup.InferType<typeof opportunitySchema>;

export const opportunityListSchema = yup.object({
  title: requiredTextField(leadsConstants.fieldMax, leadsMessages.listNameRequired),
});

export const mergeListsSchema = yup.object({
  list_ids: yup
    .array(yup.number().integer().required())
    .min(2, leadsMessages.mergeNeedsTwo)
    .required(leadsMessages.mergeNeedsTwo),
  name: requiredTextField(leadsConstants.fieldMax, leadsMessages.listNameRequired),
  /** 1: the merged lists are deleted; 0: they stay (empty). */
  delete: yup.number().oneOf([0, 1]).default(0),
});
export type MergeListsInput = yup.InferType<typeof mergeListsSchema>;

/**
 * A bulk selection: `ids`, or `all: true` (every contact of the stage, or of the list for opportunities). Up to
 * bulkSyncMax (leads-csv-api) contacts are handled in the request; more, or `all`, run as a job (202 BulkQueued).
 */
const selection = {
  all: yup.boolean().default(false),
  ids: yup
    .array(yup.number().integer().required())
    .default([])
    .when('all', { is: false, then: (s) => s.min(1, leadsMessages.idsRequired) }),
};

export const bulkDeleteSchema = yup.object(selection);
export const opportunityBulkDeleteSchema = yup.object({
  ...selection,
  list_id: yup.number().integer().optional(),
});
export type BulkSelectionInput = yup.InferType<typeof bulkDeleteSchema>;

export const promoteToProspectSchema = yup.object({
  lead_source: yup
    .number()
    .typeError(messages.fieldRequired('Source'))
    .integer()
    .required(messages.fieldRequired('Source')),
});

/** Where a demoted contact goes; to an opportunity list the server picks 'Demoted' unless a list is given. */
export const demoteSchema = (targets: readonly ('other' | 'opportunity' | 'prospect')[]) =>
  yup.object({
    target: yup
      .string()
      .oneOf([...targets], leadsMessages.targetRequired)
      .required(leadsMessages.targetRequired),
    lead_list_id: optionalIdSchema,
  });
export const bulkDemoteSchema = (targets: readonly ('other' | 'opportunity' | 'prospect')[]) =>
  demoteSchema(targets).shape(selection);

/** Other → opportunity, into an existing list (mode existing) or a new one created by title (mode new). */
export const promoteToOpportunitySchema = yup.object({
  mode: yup.string().oneOf(['existing', 'new']).default('existing'),
  lead_list_id: optionalIdSchema.when('mode', {
    is: 'existing',
    then: (s) => s.required(leadsMessages.selectListFirst),
  }),
  title: text(leadsConstants.fieldMax).when('mode', {
    is: 'new',
    then: (s) => s.required(leadsMessages.listNameRequired),
  }),
});

/** Display name used in the success messages: "first last", else the company name. */
export function leadDisplayName(l: Pick<LeadRecord, 'first_name' | 'last_name' | 'company_name'>): string {
  const name = [l.first_name, l.last_name].filter((p) => p && p.trim()).join(' ');
  return name || l.company_name || '';
}

export interface LeadHistoryEntry {
  id: number;
  time: string;
  action: string;
  user: { firstName: string; lastName: string } | null;
  field: string | null;
  old_value: string | null;
  new_value: string | null;
  /** "field: old → new", or the action when no field changed. */
  value: string;
  noteAction: string | null;
  subject: string | null;
  status: string | null;
  opened: boolean | null;
  clicked: boolean | null;
  mongo_id: string | null;
  type: string;
}
export interface LeadHistoryResponse {
  history: LeadHistoryEntry[];
  /** Each note's own history ('create', 'note changed from …'), one group per note. */
  notes_history: NoteHistoryGroup[];
}
