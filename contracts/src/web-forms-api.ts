/**
 * Web-form capture (spec 3 §2 'Forms setup': the webhook URL with Copy; §7 'Forms and dashboard'; issue 18): each
 * organization has one secret URL that its website's forms post to. A post finds the organization's contact by
 * email or cell phone, or makes one in the stage new web-form leads arrive in; the message and any other field
 * become a note; the post is listed on the dashboard's Recent form submissions. Paths are relative to '/api'.
 */
import * as yup from 'yup';
import { isValidPhone } from './account-validation';
import { emailSetupMessages } from './email-setup-api';
import { endpoint } from './endpoint';
import { js } from './json-schema';
import { leadNotesConstants } from './lead-notes-api';
import { leadsConstants, leadsMessages } from './leads-api';
import { messages } from './messages';
import { EMAIL_PATTERN, optionalTextField } from './validation';

export const webFormConstants = {
  /** Random bytes of a webhook token; written base64url (43 characters). */
  tokenBytes: 32,
  /** Posts one webhook URL takes per minute; more answer 429 until the minute ends (ours). */
  postsPerMinute: 30,
  /** The stage a contact the form makes arrives in. */
  arrivalStage: 'Prospect',
  /** A new contact gets the organization's lead source of this name (any case), when it has one. */
  leadSourceName: 'Web form',
  /** At most this many fields of a post are kept, each name and value cut to these lengths. */
  maxFields: 50,
  fieldNameMax: 100,
  fieldValueMax: 5000,
} as const;

/** Forms setup's words (spec 3 §2 'Forms setup', §8 'Forms and holidays'); ours where not marked. */
export const webFormMessages = {
  /** Spec 3 §8. */
  copied: emailSetupMessages.copied,
  rotateTitle: 'Rotate the webhook URL?',
  rotateText:
    'The current URL stops working at once: forms still posting to it are refused until they use the new one.',
  rotated: 'Webhook URL rotated',
  unableToRotate: 'Unable to rotate the webhook URL',
  ownerOnly: "Only the organization's owner can see the webhook URL.",
  tagsUpdated: 'Web form tags updated',
  unableToUpdateTags: 'Unable to update web form tags',
  noTags: 'No tags are added to web form leads yet',
} as const;

/** A webhook token as the API makes them: 32 random bytes, base64url without padding. */
export const WEB_FORM_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The field names a post may use for what the contact is made of, compared lower-cased without spaces, '_' or
 * '-' ('First Name', 'first_name' and 'firstName' are one). `name` is split at its first space into first and last
 * name. Every other field is kept as posted and written into the note; names starting with '_' (a form service's
 * controls, such as '_redirect' or '_gotcha') are not kept.
 */
export const webFormFieldNames = {
  first_name: ['firstname', 'first', 'fname', 'givenname'],
  last_name: ['lastname', 'last', 'lname', 'surname', 'familyname'],
  name: ['name', 'fullname', 'yourname'],
  email: ['email', 'emailaddress', 'mail', 'youremail'],
  phone: ['phone', 'phonenumber', 'cellphone', 'cell', 'mobile', 'mobilephone', 'tel', 'telephone'],
  message: ['message', 'msg', 'comments', 'comment', 'notes', 'note', 'body', 'question'],
} as const;

/** Spec 2 §5's words on the fields a contact is made of (checked after the names are read, see above). */
export const webFormPostSchema = yup
  .object({
    first_name: optionalTextField(leadsConstants.nameMax),
    last_name: optionalTextField(leadsConstants.nameMax),
    email: optionalTextField(leadsConstants.emailMax).matches(EMAIL_PATTERN, {
      message: messages.emailInvalid,
      excludeEmptyString: true,
    }),
    phone: optionalTextField(32).test('phone', messages.phoneInvalid, (v) => v == null || isValidPhone(v)),
    message: optionalTextField(leadNotesConstants.noteMax),
  })
  .test('email-or-phone', leadsMessages.contactNeedsEmailOrPhone, (v) => Boolean(v?.email || v?.phone));
export type WebFormPost = yup.InferType<typeof webFormPostSchema>;

/** The organization's webhook: the URL to give the website, and its token (the last part of the URL). */
export interface WebFormKey {
  url: string;
  token: string;
}

export interface WebFormPostResult {
  ok: true;
}

const owner = { tag: 'forms', access: 'owner' } as const;
const ORG = '/organization/:orgId';
const key = js.obj({ url: js.str, token: js.str });

/** The body a form may post (JSON or form-encoded): the fields read, and any other (documentation only). */
export const webFormPostBody = {
  type: 'object',
  properties: {
    first_name: js.str,
    last_name: js.str,
    name: js.str,
    email: js.str,
    phone: js.str,
    message: js.str,
  },
  additionalProperties: js.str,
} as const;

export const webFormEndpoints = {
  key: endpoint<WebFormKey>()({
    ...owner,
    method: 'GET',
    path: `${ORG}/web-form/`,
    summary: "The organization's web-form webhook URL (made on the first read)",
    description:
      'Owner only. The URL is secret: whoever has it can add contacts. Rotate it when it has leaked.',
    response: key,
  }),
  rotate: endpoint<WebFormKey>()({
    ...owner,
    method: 'POST',
    path: `${ORG}/web-form/rotate/`,
    status: 200,
    summary: 'A new web-form webhook URL; the old one answers 404 from now on',
    response: key,
  }),
  submit: endpoint<WebFormPostResult>()({
    tag: 'forms',
    access: 'public',
    stringParams: ['token'],
    method: 'POST',
    path: '/web-forms/:token/',
    status: 201,
    summary:
      'A website form post (JSON or form-encoded): finds the contact by email or cell phone, else makes a prospect; the message and other fields become a note',
    description:
      `Fields: first_name, last_name (or name, split at its first space), email, phone, message, under the names ` +
      `of webFormFieldNames; any other field is kept and written into the note. An email or a phone is required ` +
      `('${leadsMessages.contactNeedsEmailOrPhone}'); a malformed one is a 400 with '${messages.emailInvalid}' or ` +
      `'${messages.phoneInvalid}'. An unknown or rotated token is a 404; more than ` +
      `${webFormConstants.postsPerMinute} posts a minute to one URL are a 429 ('${messages.tooManyRequests}'). ` +
      `Once the post is saved, the contact gets the organization's web-form tags (batch_webform/) and each ` +
      `representative with sms_notif and a cell phone gets a text. Any origin may post (CORS: *, no credentials).`,
    response: js.obj({ ok: { type: 'boolean', enum: [true] } }),
  }),
};
