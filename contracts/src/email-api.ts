/**
 * Email templates, folders, the library, text templates, dynamic variables and sending (spec 3 §2 Email, §3, §4
 * Email sending, §5, §8 Templates and Sending, §9): the types, rules and words shared by mfe-rhapsody and the API.
 * The calls are declared in email-endpoints.ts.
 */
import * as yup from 'yup';
import { stages } from './constants';
import { messages } from './messages';

// ---- entities (spec 3 §3) -------------------------------------------------------------------------------------

/** A template card: everything but the builder's design. */
export interface EmailTemplateSummary {
  id: number;
  title: string;
  /** The spec's second name for the title; always equal to it. */
  name: string;
  html: string;
  /** A PNG of the first screen of the email, or null (the card then previews the HTML itself). */
  thumbnail_url: string | null;
  isLibraryTemplate: boolean;
  /** True for a library template: a base to start new emails and templates from. */
  is_base: boolean;
  /** The organization, null for a library template. */
  organization: number | null;
  folder: number | null;
  /** The library template it was started from, if any. */
  base_template: number | null;
  created_at: string;
  updated_at: string;
}

/**
 * The builder's design (docs/adr/0016): the MJML source, which the API compiles to the stored HTML on save, and
 * the editor's own project data (GrapesJS), which reopens the design exactly as it was left. A library template's
 * design has the MJML only.
 */
export interface EmailDesign {
  format: 'mjml';
  mjml: string;
  project: unknown;
}

/** A template as the builder opens it: the design beside the rendered HTML. */
export interface EmailTemplate extends EmailTemplateSummary {
  /** Null for a template whose HTML came from elsewhere (the API then keeps the sanitized HTML as sent). */
  design: EmailDesign | null;
}

export interface EmailTemplateFolder {
  id: number;
  name: string;
  /** Null for a library folder. */
  organization: number | null;
  /** How many templates it holds. */
  templates: number;
  created_at: string;
}

export interface TextTemplate {
  id: number;
  title: string;
  template: string;
  organization: number;
  created_at: string;
  updated_at: string;
}

export interface IsUsed {
  is_used: boolean;
}

// ---- constants (spec 3 §9, and ours where the spec gives none) ----------------------------------------------------

export const emailConstants = {
  /** Spec 3 §5: email text message. */
  emailTextMax: 5000,
  /** Spec 3 §9: text message (applied by the text issue). */
  textMessageMax: 320,
  /** Ours. */
  templateTitleMax: 100,
  folderNameMax: 100,
  textTemplateTitleMax: 100,
  subjectMax: 255,
  /** Rendered HTML of one template or email, and the builder's design JSON (as text). */
  htmlMaxBytes: 1_000_000,
  designMaxBytes: 2_000_000,
  /** An image uploaded from the builder (the size accountMessages.fileTooLarge2mb names). */
  imageMaxBytes: 2 * 1024 * 1024,
  /** A thumbnail sent as a PNG data URL. */
  thumbnailMaxBytes: 400_000,
  /** Attachments of one email, together. */
  attachmentsMaxBytes: 10 * 1024 * 1024,
  attachmentsMax: 5,
  /** Spec 3 §9 debounces. */
  templatesSearchDebounceMs: 350,
  templateSelectDebounceMs: 400,
  /** Spec 3 §7: lead search for recipient pickers. */
  recipientSearchPageSize: 50,
  /** The suppression list's page (ours). */
  suppressionsPageSize: 20,
  templatesPageSize: 24,
  textTemplatesPageSize: 25,
} as const;

// ---- words (spec 3 §8 Templates and Sending, to the letter; ours marked) ------------------------------------------

export const emailMessages = {
  unableToGetTemplate: 'Unable to get template',
  unableToDeleteTemplate: 'Unable to delete template',
  unableToDeleteFolder: 'Unable to delete folder',
  unableToDuplicateTemplate: 'Unable to duplicate template',
  unableToCreateTemplate: 'Unable to create template!',
  unableToUpdateTemplate: 'Unable to update template!',
  unableToMoveTemplate: 'Unable to move template',
  templateNoLongerAvailable: 'This template is no longer available.',
  templateNotAvailable: 'Template is not available.',
  templateDeleted: 'Template deleted successfully.',
  folderDeleted: 'Folder successfully deleted!',
  templateDuplicated: 'Template duplicated successfully',
  templateCreated: 'Template created!',
  templateUpdated: 'Template updated!',
  folderCreated: 'Folder created!',
  // ours, in the same voice
  folderUpdated: 'Folder updated!',
  templateMoved: 'Template moved!',
  unableToCreateFolder: 'Unable to create folder!',
  unableToUpdateFolder: 'Unable to update folder!',
  libraryReadOnly: 'Library templates cannot be changed. Duplicate it to make your own copy.',
  designNotCompiled: (reason: string) => `The design could not be turned into an email: ${reason}`,
  /** Spec 3 §8 'Delete confirms', worded by us. */
  deleteTemplateConfirm: 'Are you sure you want to delete this template?',
  deleteUsedTemplateConfirm:
    'This template is in use. Deleting it will cancel all automations and emails using it. Are you sure you want to delete it?',
  deleteFolderConfirm:
    'Deleting this folder will remove all of its content. Are you sure you want to delete it?',

  // sending (spec 3 §4, §5, §8)
  emailSent: 'Email sent!',
  errorSendingEmail: 'Error while sending email',
  noEmailsSent: 'No emails sent. Please check your recipients list.',
  messageSent: 'Message sent!',
  selectRecipient: 'Please select at least one recipient',
  confirmSend: (n: number) =>
    `You are about to send this email to ${n} addresses. Are you sure you want to continue?`,
  sendAnyway: 'Send anyway',
  // ours
  unknownVariable: (name: string) =>
    `Unknown variable #!${name}!#: use one of the variables of the Insert variable menu`,
  attachmentsTooLarge: 'Attachments are limited to 10 MB in total',
  tooManyAttachments: 'At most 5 attachments per email',
  contentRequired: 'Write the email or choose a template',
  invoiceAdded:
    "The invoice's amount and payment link are added to this email, and the invoice is marked 'Email sent'.",
  suppressionRemoved: 'The address will receive your emails again.',
  suppressionRemoveConfirm: (email: string) =>
    `${email} asked not to receive your emails, or its mailbox refused them. Send to it again?`,
  noSuppressions: 'No address is left out: every contact with an email receives your emails.',
  /** How the suppression list names each reason (emailSuppressionReasons). */
  suppressionReasons: {
    unsubscribed: 'Unsubscribed',
    bounced: 'Bounced',
    spam_reported: 'Reported as spam',
  },
  unsubscribed: 'You have been unsubscribed.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
} as const;

/** Spec 3 §5 'required' names. */
export const emailFieldNames = {
  templateName: 'Template name',
  folderName: 'Folder name',
  title: 'Title',
  text: 'Text',
  subject: 'Subject',
} as const;

// ---- dynamic variables (spec 3 §3, §9: #!name!#) -----------------------------------------------------------------

export const emailVariables = [
  'first_name',
  'last_name',
  'email',
  'cell_phone',
  'networks',
  'organization_name',
  'organization_address',
  'organization_email',
  'organization_logo',
  'organization_phone_number',
  'organization_website_url',
] as const;
export type EmailVariable = (typeof emailVariables)[number];

/** How the Insert variable menu labels each variable. */
export const emailVariableLabels: Record<EmailVariable, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  cell_phone: 'Cell phone',
  networks: 'Social networks',
  organization_name: 'Organization name',
  organization_address: 'Organization address',
  organization_email: 'Organization email',
  organization_logo: 'Organization logo',
  organization_phone_number: 'Organization phone number',
  organization_website_url: 'Organization website',
};

/** `#!first_name!#` for a variable name. */
export const variableToken = (name: EmailVariable) => `#!${name}!#`;

const VARIABLE = /#!\s*([A-Za-z0-9_]+)\s*!#/g;

/** The variable names a text uses that are not among the eleven (each once, in order of appearance). */
export function unknownVariables(text: string): string[] {
  const known = new Set<string>(emailVariables);
  const out: string[] = [];
  for (const m of text.matchAll(VARIABLE)) {
    const name = m[1] as string;
    if (!known.has(name) && !out.includes(name)) out.push(name);
  }
  return out;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * A text with its variables filled: in HTML the values are escaped, except organization_logo, which becomes an
 * <img> (or nothing); in plain text the logo is its URL. A variable without a value becomes ''. Unknown variables
 * are left as they are: callers refuse them first (unknownVariables), so they are never sent raw.
 */
export function fillVariables(
  text: string,
  values: Partial<Record<EmailVariable, string | null>>,
  format: 'html' | 'text',
): string {
  return text.replace(VARIABLE, (token, name: string) => {
    if (!(emailVariables as readonly string[]).includes(name)) return token;
    const value = values[name as EmailVariable] ?? '';
    if (format === 'text') return value;
    if (name === 'organization_logo') {
      return value ? `<img src="${escapeHtml(value)}" alt="" style="max-width:200px;height:auto" />` : '';
    }
    return escapeHtml(value);
  });
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);
}

// ---- schemas (forms and API, spec 3 §5) ---------------------------------------------------------------------------

const requiredText = (field: string, max: number) =>
  yup.string().trim().required(messages.fieldRequired(field)).max(max, messages.maxLength(max));

const optionalId = () =>
  yup
    .number()
    .integer()
    .positive()
    .nullable()
    .transform((v: unknown, raw: unknown) => (raw === '' || raw == null ? null : v))
    .default(null);

const idList = () =>
  yup
    .array(yup.number().integer().positive().required())
    .transform((v: unknown) => (v == null ? [] : v))
    .default([]);

/** UTF-8 size, counted by hand: contracts builds without the DOM or Node libraries (no TextEncoder there). */
const byteLength = (s: string) => {
  let n = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0) as number;
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  }
  return n;
};

const htmlField = () =>
  yup
    .string()
    .default('')
    .test('html-size', messages.maxLength(emailConstants.htmlMaxBytes), (v) =>
      v == null ? true : byteLength(v) <= emailConstants.htmlMaxBytes,
    );

const thumbnailField = () =>
  yup
    .string()
    .nullable()
    .test(
      'thumbnail',
      messages.invalidChoice,
      (v) =>
        v == null || (v.startsWith('data:image/png;base64,') && v.length <= emailConstants.thumbnailMaxBytes),
    );

const noUnknownVariables = (v: string | null | undefined, ctx: yup.TestContext) => {
  const unknown = unknownVariables(v ?? '');
  return unknown.length
    ? ctx.createError({ message: emailMessages.unknownVariable(unknown[0] as string) })
    : true;
};

/** Create a template (builder save) or a folder-less copy of a library template. */
export const emailTemplateSchema = yup.object({
  title: requiredText(emailFieldNames.templateName, emailConstants.templateTitleMax),
  html: htmlField().test('variables', '', noUnknownVariables),
  design: yup.mixed().nullable().default(null),
  folder: optionalId(),
  /** The library template this one starts from. */
  base_template: optionalId(),
  /** A PNG data URL of the email's first screen. */
  thumbnail: thumbnailField().default(null),
});

/** Change a template: any of its fields (rename, move to a folder, save from the builder). */
export const emailTemplateUpdateSchema = yup.object({
  title: yup
    .string()
    .trim()
    .optional()
    .test('title', messages.fieldRequired(emailFieldNames.templateName), (v) => v === undefined || v !== '')
    .max(emailConstants.templateTitleMax, messages.maxLength(emailConstants.templateTitleMax)),
  html: htmlField().optional().test('variables', '', noUnknownVariables),
  design: yup.mixed().nullable().optional(),
  folder: yup
    .number()
    .integer()
    .positive()
    .nullable()
    .optional()
    .transform((v: unknown, raw: unknown) => (raw === '' ? null : v)),
  thumbnail: thumbnailField().optional(),
});

export const emailFolderSchema = yup.object({
  name: requiredText(emailFieldNames.folderName, emailConstants.folderNameMax),
});

export const textTemplateSchema = yup.object({
  title: requiredText(emailFieldNames.title, emailConstants.textTemplateTitleMax),
  template: yup
    .string()
    .required(messages.fieldRequired(emailFieldNames.text))
    .test('blank', messages.fieldRequired(emailFieldNames.text), (v) => (v ?? '').trim() !== '')
    .max(emailConstants.emailTextMax, messages.maxLength(emailConstants.emailTextMax))
    .test('variables', '', noUnknownVariables),
});

export const emailTemplatesQuerySchema = yup.object({
  page: yup.number().integer().min(1).default(1),
  per_page: yup.number().integer().min(1).max(100).default(emailConstants.templatesPageSize),
  search: yup.string().trim().max(200).default(''),
  /** A folder's templates; absent, the templates in no folder (or, with a search, every template). */
  folder: optionalId(),
});

export const textTemplatesQuerySchema = yup.object({
  page: yup.number().integer().min(1).default(1),
  per_page: yup.number().integer().min(1).max(100).default(emailConstants.textTemplatesPageSize),
  search: yup.string().trim().max(200).default(''),
});

export const libraryTemplatesQuerySchema = yup.object({
  folder: optionalId(),
});

// ---- sending (spec 3 §3 email-sending payload) --------------------------------------------------------------------

/** Who an email goes to: picked contacts, whole stages, an opportunity list, tags; at least one of them. */
const recipientFields = {
  recipient_id: idList(),
  lead_type: yup
    .array(
      yup
        .string()
        .oneOf([...stages], messages.invalidChoice)
        .required(),
    )
    .transform((v: unknown) => (v == null ? [] : v))
    .default([]),
  lead_list_id: optionalId(),
  /** Tags (ours: the spec's payload names no tag field). */
  group_id: idList(),
};

const atLeastOneRecipient = (v: {
  recipient_id?: number[];
  lead_type?: string[];
  lead_list_id?: number | null;
  group_id?: number[];
}) =>
  (v.recipient_id?.length ?? 0) > 0 ||
  (v.lead_type?.length ?? 0) > 0 ||
  v.lead_list_id != null ||
  (v.group_id?.length ?? 0) > 0;

export const emailRecipientsSchema = yup
  .object(recipientFields)
  .test('recipients', emailMessages.selectRecipient, atLeastOneRecipient);

export const sendEmailSchema = yup
  .object({
    ...recipientFields,
    subject: requiredText(emailFieldNames.subject, emailConstants.subjectMax).test(
      'variables',
      '',
      noUnknownVariables,
    ),
    /** Plain-text body (an email written as text, or a text template's). */
    content: yup
      .string()
      .default('')
      .max(emailConstants.emailTextMax, messages.maxLength(emailConstants.emailTextMax))
      .test('variables', '', noUnknownVariables),
    html: htmlField().test('variables', '', noUnknownVariables),
    template_id: optionalId(),
    template_text_id: optionalId(),
    invoice_id: optionalId(),
    /** Ids of uploaded attachments (POST email-attachments/). */
    attachment: idList().max(emailConstants.attachmentsMax, emailMessages.tooManyAttachments),
    /** The count the sender confirmed; the API recounts and answers its own total. */
    count: yup.number().integer().min(0).nullable().optional(),
  })
  .test('recipients', emailMessages.selectRecipient, atLeastOneRecipient)
  .test(
    'content',
    emailMessages.contentRequired,
    (v) =>
      (v.content ?? '').trim() !== '' ||
      (v.html ?? '').trim() !== '' ||
      v.template_id != null ||
      v.template_text_id != null ||
      v.invoice_id != null,
  );

export interface EmailRecipientsCount {
  /** Distinct deliverable addresses: contacts with an email, minus unsubscribed, bounced and spam-reported. */
  count: number;
  /** Addresses left out because they are on the organization's suppression list. */
  suppressed: number;
  /** Contacts picked that have no email address. */
  without_email: number;
  /**
   * The contacts picked one by one (`recipient_id`) that are the organization's, in the order given, with their
   * names: what the composer shows for contacts another page sent by id (`?ids=`). Since 1.4.0.
   */
  contacts: EmailPickedContact[];
}

/** A contact picked by id, as the composer names it. */
export interface EmailPickedContact {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  cell_phone: string | null;
}

export interface SendEmailResult {
  /** Messages queued (one per distinct deliverable address). */
  total: number;
  data: { campaign_id: number; detail: string };
}

export interface EmailAttachment {
  id: number;
  name: string;
  size: number;
  content_type: string;
}

export const emailSuppressionReasons = ['unsubscribed', 'bounced', 'spam_reported'] as const;
export type EmailSuppressionReason = (typeof emailSuppressionReasons)[number];

export interface EmailSuppression {
  id: number;
  email: string;
  reason: EmailSuppressionReason;
  created_at: string;
}
