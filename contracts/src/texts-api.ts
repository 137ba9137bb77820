/**
 * Sending texts (spec 3 §2 Text, §5 'Text message', §7 'Sending: send-texts', §8 Sending, §9; issue 19): the send
 * call, its rules and words, and how a message is cut into SMS segments. The screen is mfe-rhapsody's Write text;
 * the API is api/src/modules/messaging/texts. Paths are relative to '/api'.
 */
import * as yup from 'yup';
import type { Paginated } from './api-types';
import { stages } from './constants';
import { emailConstants, emailMessages, unknownVariables } from './email-api';
import { endpoint } from './endpoint';
import { js } from './json-schema';
import { messages } from './messages';

// ---- constants (spec 3 §9; the segment sizes are the SMS standard's) ---------------------------------------------

export const textConstants = {
  /**
   * Spec 3 §9: a text message is at most 320 characters (§5: the original's shared rule let only 319 through;
   * ours lets 320). Counted as the sender wrote it, variables included.
   */
  messageMax: emailConstants.textMessageMax,
  /** GSM 03.38 (7-bit) characters per segment: one segment alone, or each part of a concatenated message. */
  gsm7Single: 160,
  gsm7Part: 153,
  /** UCS-2 (UTF-16 code units) per segment, alone or as a part. */
  ucs2Single: 70,
  ucs2Part: 67,
} as const;

// ---- words (spec 3 §2, §8; ours marked) -------------------------------------------------------------------------

export const textMessages = {
  /** Spec 3 §8 Sending. */
  messageSent: emailMessages.messageSent,
  /** Spec 3 §2 Text: the organization has no phone number (the screen's confirm, and the API's refusal). */
  phoneSetupNotCompleted: 'Phone number setup is not completed',
  goToPhoneSetup: 'Go to phone number setup',
  selectRecipient: emailMessages.selectRecipient,
  // ours, in the voice of the email's 'No emails sent. Please check your recipients list.'
  noTextsSent: 'No texts sent. Please check your recipients list.',
  /** Every recipient with a cell phone has texted STOP: nothing is sent. */
  allStopped: 'No texts sent: every recipient has texted STOP to your number.',
  /** Shown beside 'Message sent!' when some recipients were left out. */
  stoppedSkipped: (n: number) =>
    n === 1
      ? '1 recipient texted STOP and did not receive this message.'
      : `${n} recipients texted STOP and did not receive this message.`,
  messageRequired: messages.fieldRequired('Message'),
  messageTooLong: messages.maxLength(textConstants.messageMax),
  templateNoLongerAvailable: emailMessages.templateNoLongerAvailable,
} as const;

// ---- segments -------------------------------------------------------------------------------------------------

/** GSM 03.38's default alphabet: one septet each. */
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** Its extension table: an escape and the character, two septets each. */
const GSM7_EXTENSION = new Set('\f^{}\\[~]|€');

export type TextEncoding = 'GSM-7' | 'UCS-2';

export interface TextSegments {
  encoding: TextEncoding;
  /** How many SMS the message goes out as (0 for an empty message). */
  segments: number;
  /** Characters per segment at this length: 160 or 70 for a message that fits one, 153 or 67 for each part. */
  perSegment: number;
}

/**
 * Cuts units into parts of at most `size`, never splitting a unit (an extension character's escape and character,
 * a UTF-16 surrogate pair), as phones rebuild the message: the count of parts.
 */
function parts(units: number[], size: number): number {
  let count = 1;
  let used = 0;
  for (const u of units) {
    if (used + u > size) {
      count += 1;
      used = 0;
    }
    used += u;
  }
  return count;
}

/**
 * How a text goes out (spec 3 §2 'the segment count'): in GSM-7 when every character is in the GSM alphabet (its
 * extension characters ^ { } \ [ ~ ] | € and form feed count 2), else in UCS-2 (UTF-16 code units: an emoji counts
 * 2). One segment holds 160 GSM-7 characters or 70 UCS-2 ones; a longer message goes as parts of 153 or 67.
 */
export function textSegments(message: string): TextSegments {
  const chars = [...message];
  const gsm = chars.every((c) => GSM7_BASIC.has(c) || GSM7_EXTENSION.has(c));
  const units = gsm ? chars.map((c) => (GSM7_EXTENSION.has(c) ? 2 : 1)) : chars.map((c) => c.length);
  const total = units.reduce((n, u) => n + u, 0);
  const [single, part] = gsm
    ? [textConstants.gsm7Single, textConstants.gsm7Part]
    : [textConstants.ucs2Single, textConstants.ucs2Part];
  const encoding: TextEncoding = gsm ? 'GSM-7' : 'UCS-2';
  if (total === 0) return { encoding, segments: 0, perSegment: single };
  if (total <= single) return { encoding, segments: 1, perSegment: single };
  return { encoding, segments: parts(units, part), perSegment: part };
}

// ---- the send (spec 3 §7: POST /organization/{id}/send-texts/, a multipart form of the send fields) ---------------

/**
 * A list of ids or names as a form sends it: repeated fields (an array), one field (a value), a JSON array or a
 * comma-separated text; JSON clients send an array.
 */
function formList(v: unknown): unknown {
  if (v == null || v === '') return [];
  if (Array.isArray(v)) return v;
  if (typeof v === 'string') {
    const s = v.trim();
    if (s.startsWith('[')) {
      try {
        return JSON.parse(s) as unknown;
      } catch {
        return v;
      }
    }
    return s === '' ? [] : s.split(',').map((x) => x.trim());
  }
  return [v];
}

const formIdList = () =>
  yup
    .array(yup.number().integer().positive().required())
    .transform((_v: unknown, raw: unknown) => formList(raw))
    .default([]);

const formOptionalId = () =>
  yup
    .number()
    .integer()
    .positive()
    .nullable()
    .transform((v: unknown, raw: unknown) => (raw === '' || raw == null || raw === 'null' ? null : v))
    .default(null);

/**
 * Who a text goes to, as the email composer picks them (spec 3 §3 email payload): contacts by id, whole stages,
 * an opportunity list, tags; at least one. Each contact's cell phone is texted once.
 */
export const sendTextsSchema = yup
  .object({
    recipient_id: formIdList(),
    lead_type: yup
      .array(
        yup
          .string()
          .oneOf([...stages], messages.invalidChoice)
          .required(),
      )
      .transform((_v: unknown, raw: unknown) => formList(raw))
      .default([]),
    lead_list_id: formOptionalId(),
    group_id: formIdList(),
    /** As written, with #!name!# variables (filled per recipient). Blank with a template: the template's text. */
    message: yup
      .string()
      .default('')
      .max(textConstants.messageMax, textMessages.messageTooLong)
      .test('variables', '', (v, ctx) => {
        const unknown = unknownVariables(v ?? '');
        return unknown.length
          ? ctx.createError({ message: emailMessages.unknownVariable(unknown[0] as string) })
          : true;
      }),
    /** A text template of the organization (Text Templates tab). */
    template_id: formOptionalId(),
  })
  .test(
    'recipients',
    textMessages.selectRecipient,
    (v) =>
      (v.recipient_id?.length ?? 0) > 0 ||
      (v.lead_type?.length ?? 0) > 0 ||
      v.lead_list_id != null ||
      (v.group_id?.length ?? 0) > 0,
  )
  // On the message field, so the form shows it there.
  .test('message', textMessages.messageRequired, (v, ctx) =>
    (v.message ?? '').trim() !== '' || v.template_id != null
      ? true
      : ctx.createError({ path: 'message', message: textMessages.messageRequired }),
  );

export type SendTextsInput = yup.InferType<typeof sendTextsSchema>;

export interface SendTextsResult {
  /** Texts queued: one per distinct cell phone of the recipients, minus those that texted STOP. */
  sent: number;
  /** Recipients' numbers left out because they texted STOP (textMessages.stoppedSkipped). */
  skipped_stopped: number;
}

const ORG = '/organization/:orgId';

export const textsEndpoints = {
  send: endpoint<SendTextsResult>()({
    access: 'member',
    tag: 'texts',
    method: 'POST',
    path: `${ORG}/send-texts/`,
    status: 200,
    summary:
      "Send a text from the organization's number: one message per distinct cell phone of the recipients, queued at once → { sent, skipped_stopped }",
    description:
      'A multipart form of the fields below (repeated fields, a JSON array or commas for a list), or the same as ' +
      `JSON. '${textMessages.phoneSetupNotCompleted}' without a phone number; '${textMessages.noTextsSent}' when ` +
      `no recipient has a cell phone; '${textMessages.allStopped}'; the plan's texts limit (403, the plan's ` +
      `words); message at most ${textConstants.messageMax} characters ('${textMessages.messageTooLong}').`,
    body: sendTextsSchema,
    response: js.obj({ sent: js.int, skipped_stopped: js.int }),
  }),
};

// ---- the two-way conversation (issue 19: the record's history and 'Open inbox'; paths ours, the spec shows none) ---

export const textDirections = ['inbound', 'outbound'] as const;
export type TextDirection = (typeof textDirections)[number];

/** Where an outbound text is, as the provider's status callbacks report it (null for a received text). */
export const textDeliveryStatuses = ['queued', 'sent', 'delivered', 'undelivered', 'failed'] as const;
export type TextDeliveryStatus = (typeof textDeliveryStatuses)[number];

/**
 * STOP and its synonyms suppress the sender's number for the organization; START and UNSTOP lift it; HELP is
 * answered with the organization's name and how to stop (the carriers' opt-out keywords). Matched on the whole
 * message, trimmed, in any case.
 */
export const smsKeywords = {
  stop: ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'],
  start: ['START', 'UNSTOP'],
  help: ['HELP', 'INFO'],
} as const;
export type SmsKeyword = 'stop' | 'start' | 'help';

/** The keyword a received text is, or null for a plain message. */
export function smsKeyword(body: string): SmsKeyword | null {
  const word = body.trim().toUpperCase();
  for (const k of ['stop', 'start', 'help'] as const)
    if ((smsKeywords[k] as readonly string[]).includes(word)) return k;
  return null;
}

/** What the organization's number answers (ours, in the carriers' usual form). */
export const smsKeywordReplies = {
  help: (organizationName: string) =>
    `${organizationName}: for help, reply to this message or call us. Reply STOP to stop receiving texts.`,
  stop: (organizationName: string) =>
    `${organizationName}: you will not receive any more texts from this number. Reply START to receive them again.`,
  start: (organizationName: string) =>
    `${organizationName}: you will receive texts from this number again. Reply STOP to stop.`,
} as const;

/** One message of a conversation, sent or received. */
export interface TextMessage {
  /** 'in-<id>' for a received text, 'out-<id>' for a sent one: unique within a conversation. */
  id: string;
  direction: TextDirection;
  body: string;
  /** Sent (or queued) or received at, ISO 8601. */
  at: string;
  from: string;
  to: string;
  /** An outbound text's delivery status; null for a received one. */
  status: TextDeliveryStatus | null;
  /** A received keyword (stop, start, help), else null. */
  keyword: SmsKeyword | null;
}

/** A contact the organization has texted with: the inbox's list, the latest message first. */
export interface TextConversation {
  lead_id: number;
  name: string;
  cell_phone: string | null;
  last_message: TextMessage;
  /** Whether the contact texted STOP (nothing is sent to it until START). */
  stopped: boolean;
}

export const textConversationsQuerySchema = yup.object({
  page: yup.number().integer().min(1).default(1),
  per_page: yup.number().integer().min(1).max(100).default(20),
  /** A contact's name or number. */
  search: yup.string().trim().max(100).default(''),
});

export const textThreadQuerySchema = yup.object({
  page: yup.number().integer().min(1).default(1),
  per_page: yup.number().integer().min(1).max(200).default(50),
});

/** The inbox's words (ours). */
export const inboxMessages = {
  title: 'Inbox',
  noConversations: 'No conversations yet',
  noMessages: 'No messages with this contact yet',
  selectConversation: 'Select a conversation',
  stopped: 'This contact texted STOP: texts to it are not sent until it replies START.',
  reply: 'Reply',
} as const;

const message = js.obj({
  id: js.str,
  direction: js.oneOf(...textDirections),
  body: js.str,
  at: js.dateTime,
  from: js.str,
  to: js.str,
  status: js.nullable(js.oneOf(...textDeliveryStatuses)),
  keyword: js.nullable(js.oneOf('stop', 'start', 'help')),
});

export const textConversationEndpoints = {
  list: endpoint<Paginated<TextConversation>>()({
    access: 'member',
    tag: 'texts',
    method: 'GET',
    path: `${ORG}/text-conversations/`,
    summary: 'The contacts the organization has texted with, the latest message first (the inbox)',
    query: textConversationsQuerySchema,
    response: js.page(
      js.obj({
        lead_id: js.int,
        name: js.str,
        cell_phone: js.strNull,
        last_message: message,
        stopped: js.bool,
      }),
    ),
  }),
  thread: endpoint<Paginated<TextMessage>>()({
    access: 'member',
    tag: 'texts',
    method: 'GET',
    path: `${ORG}/text-conversations/:leadId/`,
    summary: "A contact's texts, sent and received, newest first (page 1 is the latest)",
    query: textThreadQuerySchema,
    response: js.page(message),
  }),
};
