/**
 * The email calls (spec 3 §7 Templates and Sending: "paths not shown"), designed here in the API's conventions
 * and declared once (docs/adr/0013): templates and their folders, the shared library, text templates, attachments,
 * the recipients count and the send itself, the organization's suppression list, and the public unsubscribe,
 * tracking and provider webhook calls. Paths are relative to '/api'.
 */
import * as yup from 'yup';
import type { Paginated } from './api-types';
import { endpoint } from './endpoint';
import { accountMessages } from './messages';
import {
  emailFolderSchema,
  emailRecipientsSchema,
  emailTemplateSchema,
  emailTemplatesQuerySchema,
  emailTemplateUpdateSchema,
  emailMessages,
  emailSuppressionReasons,
  libraryTemplatesQuerySchema,
  sendEmailSchema,
  textTemplateSchema,
  textTemplatesQuerySchema,
  type EmailAttachment,
  type EmailRecipientsCount,
  type EmailSuppression,
  type EmailTemplate,
  type EmailTemplateFolder,
  type EmailTemplateSummary,
  type IsUsed,
  type SendEmailResult,
  type TextTemplate,
} from './email-api';
import { js } from './json-schema';

const ORG = '/organization/:orgId';
const templates = { tag: 'email templates', access: 'member' } as const;
const library = { tag: 'email templates', access: 'authenticated' } as const;
const texts = { tag: 'text templates', access: 'member' } as const;
const sending = { tag: 'email sending', access: 'member' } as const;
/** Reached from inside a sent email by anyone holding its recipient's token (a random 32-hex key). */
const publicLinks = { tag: 'email sending', access: 'public', stringParams: ['token'] } as const;

const summaryFields = {
  id: js.int,
  title: js.str,
  name: js.str,
  html: js.str,
  thumbnail_url: js.strNull,
  isLibraryTemplate: js.bool,
  is_base: js.bool,
  organization: js.intNull,
  folder: js.intNull,
  base_template: js.intNull,
  created_at: js.dateTime,
  updated_at: js.dateTime,
};

/** Response bodies of the email calls. */
export const emailResponses = {
  templateSummary: js.obj(summaryFields),
  template: js.obj({ ...summaryFields, design: js.any }),
  folder: js.obj({
    id: js.int,
    name: js.str,
    organization: js.intNull,
    templates: js.int,
    created_at: js.dateTime,
  }),
  textTemplate: js.obj({
    id: js.int,
    title: js.str,
    template: js.str,
    organization: js.int,
    created_at: js.dateTime,
    updated_at: js.dateTime,
  }),
  isUsed: js.obj({ is_used: js.bool }),
  attachment: js.obj({ id: js.int, name: js.str, size: js.int, content_type: js.str }),
  recipientsCount: js.obj({
    count: js.int,
    suppressed: js.int,
    without_email: js.int,
    contacts: js.arr(
      js.obj({
        id: js.int,
        first_name: js.strNull,
        last_name: js.strNull,
        email: js.strNull,
        cell_phone: js.strNull,
      }),
    ),
  }),
  sendResult: js.obj({
    total: js.int,
    data: js.obj({ campaign_id: js.int, detail: js.str }),
  }),
  suppression: js.obj({
    id: js.int,
    email: js.str,
    reason: js.oneOf(...emailSuppressionReasons),
    created_at: js.dateTime,
  }),
};
const R = emailResponses;

/** A signed click: the URL and the HMAC of token and URL (an unsigned or re-pointed link is refused). */
const emailClickQuerySchema = yup.object({
  u: yup.string().required().max(4096),
  s: yup.string().required().max(128),
});

const pageQuery = yup.object({
  page: yup.number().integer().min(1).default(1),
  per_page: yup.number().integer().min(1).max(100).default(25),
  search: yup.string().trim().max(200).default(''),
});

export const emailEndpoints = {
  templates: {
    list: endpoint<Paginated<EmailTemplateSummary>>()({
      ...templates,
      method: 'GET',
      path: `${ORG}/email-templates/`,
      summary:
        "The organization's templates: a folder's (folder), or those in no folder; a search looks in all",
      query: emailTemplatesQuerySchema,
      response: js.page(R.templateSummary),
    }),
    create: endpoint<EmailTemplate>()({
      ...templates,
      method: 'POST',
      path: `${ORG}/email-templates/`,
      summary: 'Save a new template from the builder (title, html, design, folder, base_template, thumbnail)',
      description: `${emailMessages.templateCreated}; the HTML is sanitized (no script, event handlers or javascript: URLs).`,
      status: 201,
      body: emailTemplateSchema,
      response: R.template,
    }),
    get: endpoint<EmailTemplate>()({
      ...templates,
      method: 'GET',
      path: `${ORG}/email-templates/:id/`,
      summary: 'One template with its design, for the builder and the composer',
      description: emailMessages.templateNoLongerAvailable,
      response: R.template,
    }),
    update: endpoint<EmailTemplate>()({
      ...templates,
      method: 'PATCH',
      path: `${ORG}/email-templates/:id/`,
      summary: 'Rename, move to a folder (folder, null for none) or save from the builder',
      description: emailMessages.templateUpdated,
      body: emailTemplateUpdateSchema,
      response: R.template,
    }),
    isUsed: endpoint<IsUsed>()({
      ...templates,
      method: 'GET',
      path: `${ORG}/email-templates/:id/is-used/`,
      summary: 'Whether a pending email or an automation uses the template (asked before deleting it)',
      response: R.isUsed,
    }),
    remove: endpoint()({
      ...templates,
      method: 'DELETE',
      path: `${ORG}/email-templates/:id/`,
      summary: 'Delete a template; the emails not yet sent and the automation steps using it are cancelled',
      status: 204,
      response: null,
    }),
    duplicate: endpoint<EmailTemplate>()({
      ...templates,
      method: 'POST',
      path: `${ORG}/email-templates/:id/duplicate/`,
      summary:
        "A copy ('<title> (copy)') in the same folder; a library template is copied into the organization",
      description: emailMessages.templateDuplicated,
      status: 201,
      response: R.template,
    }),
  },
  folders: {
    list: endpoint<Paginated<EmailTemplateFolder>>()({
      ...templates,
      method: 'GET',
      path: `${ORG}/email-template-folders/`,
      summary: "The organization's template folders, by name, with how many templates each holds",
      query: pageQuery,
      response: js.page(R.folder),
    }),
    create: endpoint<EmailTemplateFolder>()({
      ...templates,
      method: 'POST',
      path: `${ORG}/email-template-folders/`,
      summary: 'Create a folder',
      description: emailMessages.folderCreated,
      status: 201,
      body: emailFolderSchema,
      response: R.folder,
    }),
    update: endpoint<EmailTemplateFolder>()({
      ...templates,
      method: 'PUT',
      path: `${ORG}/email-template-folders/:id/`,
      summary: 'Rename a folder',
      body: emailFolderSchema,
      response: R.folder,
    }),
    remove: endpoint()({
      ...templates,
      method: 'DELETE',
      path: `${ORG}/email-template-folders/:id/`,
      summary: 'Delete a folder and every template in it',
      description: emailMessages.deleteFolderConfirm,
      status: 204,
      response: null,
    }),
  },
  library: {
    folders: endpoint<EmailTemplateFolder[]>()({
      ...library,
      method: 'GET',
      path: '/email-library/folders/',
      summary: 'The library folders shared by every organization (welcome, newsletter, promotion, …)',
      response: js.arr(R.folder),
    }),
    templates: endpoint<EmailTemplateSummary[]>()({
      ...library,
      method: 'GET',
      path: '/email-library/templates/',
      summary: "The library's templates (a folder's with folder), read-only",
      query: libraryTemplatesQuerySchema,
      response: js.arr(R.templateSummary),
    }),
    get: endpoint<EmailTemplate>()({
      ...library,
      method: 'GET',
      path: '/email-library/templates/:id/',
      summary: 'One library template with its design (the base of a new email or template)',
      description: emailMessages.templateNotAvailable,
      response: R.template,
    }),
  },
  images: {
    /** Multipart (field file): no body schema; the API checks the bytes are an image. */
    upload: endpoint<{ url: string }>()({
      ...templates,
      method: 'POST',
      path: `${ORG}/email-images/`,
      summary:
        'Upload an image for the builder (png, jpeg, gif or webp, at most 2 MB) → its public URL, which the emails link to',
      description: `${accountMessages.fileNotImage} / ${accountMessages.fileTooLarge2mb}`,
      status: 201,
      response: js.obj({ url: js.str }),
    }),
  },
  textTemplates: {
    list: endpoint<Paginated<TextTemplate>>()({
      ...texts,
      method: 'GET',
      path: `${ORG}/text-templates/`,
      summary: 'Text templates, newest first; search title',
      query: textTemplatesQuerySchema,
      response: js.page(R.textTemplate),
    }),
    create: endpoint<TextTemplate>()({
      ...texts,
      method: 'POST',
      path: `${ORG}/text-templates/`,
      summary: 'Create a text template (title, template: at most 5,000 characters)',
      description: emailMessages.templateCreated,
      status: 201,
      body: textTemplateSchema,
      response: R.textTemplate,
    }),
    get: endpoint<TextTemplate>()({
      ...texts,
      method: 'GET',
      path: `${ORG}/text-templates/:id/`,
      summary: 'One text template',
      response: R.textTemplate,
    }),
    update: endpoint<TextTemplate>()({
      ...texts,
      method: 'PUT',
      path: `${ORG}/text-templates/:id/`,
      summary: 'Change a text template',
      description: emailMessages.templateUpdated,
      body: textTemplateSchema,
      response: R.textTemplate,
    }),
    isUsed: endpoint<IsUsed>()({
      ...texts,
      method: 'GET',
      path: `${ORG}/text-templates/:id/is-used/`,
      summary: 'Whether a pending message or an automation uses the text template',
      response: R.isUsed,
    }),
    remove: endpoint()({
      ...texts,
      method: 'DELETE',
      path: `${ORG}/text-templates/:id/`,
      summary: 'Delete a text template',
      status: 204,
      response: null,
    }),
  },
  sending: {
    attach: endpoint<EmailAttachment>()({
      ...sending,
      method: 'POST',
      path: `${ORG}/email-attachments/`,
      summary: 'Upload one attachment (multipart field file) for an email about to be sent',
      description: emailMessages.attachmentsTooLarge,
      status: 201,
      response: R.attachment,
    }),
    recipients: endpoint<EmailRecipientsCount>()({
      ...sending,
      method: 'POST',
      path: `${ORG}/send-email/recipients/`,
      summary: 'How many distinct deliverable addresses the recipients give, before sending',
      description: emailMessages.selectRecipient,
      status: 200,
      body: emailRecipientsSchema,
      response: R.recipientsCount,
    }),
    send: endpoint<SendEmailResult>()({
      ...sending,
      method: 'POST',
      path: `${ORG}/send-email/`,
      summary:
        'Send an email: one message per distinct deliverable address, queued at once → { total, data }',
      description: `${emailMessages.selectRecipient}; total 0 → '${emailMessages.noEmailsSent}'`,
      status: 200,
      body: sendEmailSchema,
      response: R.sendResult,
    }),
    suppressions: endpoint<Paginated<EmailSuppression>>()({
      ...sending,
      method: 'GET',
      path: `${ORG}/email-suppressions/`,
      summary: 'Addresses no email goes to: unsubscribed, bounced, spam-reported; search email',
      query: pageQuery,
      response: js.page(R.suppression),
    }),
    removeSuppression: endpoint()({
      ...sending,
      method: 'DELETE',
      path: `${ORG}/email-suppressions/:id/`,
      summary: 'Take an address off the suppression list (the contact asked to be emailed again)',
      status: 204,
      response: null,
    }),
  },
  webhooks: {
    sendgridEvents: endpoint<{ received: number; recorded: number }>()({
      access: 'public',
      tag: 'email sending',
      method: 'POST',
      path: '/sendgrid/events/',
      status: 200,
      summary:
        "SendGrid's Event Webhook (signed: X-Twilio-Email-Event-Webhook-Signature and -Timestamp); a replayed event changes nothing",
      description:
        'The body is the array of events as SendGrid posts it (raw JSON), verified with SENDGRID_WEBHOOK_PUBLIC_KEY over ' +
        'the timestamp and the exact bytes: a missing or bad signature, or one older than 10 minutes, is a 403 and ' +
        'nothing is recorded; 404 while SendGrid is not the email provider. received: the events posted; recorded: ' +
        'those not recorded before.',
      response: js.obj({ received: js.int, recorded: js.int }),
    }),
    sendgridInbound: endpoint<{ recorded: boolean }>()({
      access: 'public',
      tag: 'email sending',
      method: 'POST',
      path: '/sendgrid/inbound/:secret/',
      status: 200,
      summary:
        "SendGrid's Inbound Parse webhook: a contact's reply to an email we sent (multipart: headers, from, text…; or email, raw)",
      description:
        'The address INBOUND_EMAIL_ADDRESS is the Reply-To of automation emails; its MX points at SendGrid, which posts ' +
        'each message here. The path carries SENDGRID_INBOUND_SECRET (404 when it differs or is not set). A reply is ' +
        "matched by its In-Reply-To or References to one of our Message-IDs and must come from that email's recipient; " +
        "it is recorded once (by its own Message-ID: a retried post changes nothing) in the contact's history, stops " +
        "the automations that stop on reply and is forwarded to the organization's reply-to address. Always 200 once " +
        'read, so SendGrid does not retry a message that matches nothing. recorded: whether it was a new reply.',
      response: js.obj({ recorded: js.bool }),
    }),
  },
  /** Public: the links inside sent emails (open pixel, signed clicks, RFC 8058 unsubscribe). */
  public: {
    openPixel: endpoint<never>()({
      ...publicLinks,
      method: 'GET',
      path: '/email/o/:token',
      summary: 'Open pixel (`{token}.gif`): a 1x1 GIF; the first open time and the count are recorded',
      description: 'Used when the email provider does not report opens itself (outbox, SMTP).',
      response: { type: 'string', description: 'image/gif: 1x1 transparent pixel' },
    }),
    click: endpoint<never>()({
      ...publicLinks,
      method: 'GET',
      path: '/email/c/:token',
      summary: 'Signed click: 302 to u when s is the signature of token and u; the click is recorded',
      description: 'A bad signature, or a URL that is not http(s), is a 400: never an open redirect.',
      query: emailClickQuerySchema,
      response: { type: 'string', description: '302 redirect (Location: the link of the email)' },
    }),
    unsubscribePage: endpoint<never>()({
      ...publicLinks,
      method: 'GET',
      path: '/email/unsubscribe/:token',
      summary:
        'The unsubscribe page: a confirm button (a GET never unsubscribes: link scanners follow links)',
      description: emailMessages.unsubscribeInvalid,
      response: { type: 'string', description: 'text/html: the unsubscribe page' },
    }),
    unsubscribe: endpoint<never>()({
      ...publicLinks,
      method: 'POST',
      path: '/email/unsubscribe/:token',
      status: 200,
      summary: `RFC 8058 one-click unsubscribe (or the page's button): '${emailMessages.unsubscribed}'`,
      description:
        "Body List-Unsubscribe=One-Click (form-encoded), or none. The address goes on the organization's suppression list.",
      response: { type: 'string', description: 'text/html: the confirmation' },
    }),
  },
};
