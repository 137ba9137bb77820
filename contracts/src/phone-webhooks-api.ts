/**
 * The inbound side of texts and calls (issue 19): the routes the SMS provider posts to for every number the
 * organizations hold (Twilio's form-encoded webhooks, signed with X-Twilio-Signature), and the local phone
 * simulator, which plays the provider on the embedded default and in the journeys: it signs the same forms with the
 * local provider's key and posts them to those routes. Paths are relative to '/api'; none is in the spec.
 */
import * as yup from 'yup';
import { isValidPhone, normalizePhone } from './account-validation';
import { endpoint } from './endpoint';
import { js } from './json-schema';
import { messages } from './messages';

// ---- the provider's webhooks -----------------------------------------------------------------------------------

/** What a caller hears (ours). */
export const phoneCallMessages = {
  /** The organization's plan has no call minutes left this month: the call is not forwarded. */
  noMinutesLeft: 'Sorry, this number cannot take calls right now. Please try again later.',
} as const;

const webhook = { tag: 'phone webhooks', access: 'public' } as const;

const twiml = { type: 'string', description: 'text/xml: TwiML' } as const;

const signed =
  'Form-encoded as the provider posts it, signed with X-Twilio-Signature over API_PUBLIC_URL + the path (and the ' +
  'query string as called) and every parameter: a missing or wrong signature is a 403 and nothing changes.';

export const phoneWebhookEndpoints = {
  sms: endpoint<string>()({
    ...webhook,
    method: 'POST',
    path: '/twilio/sms/',
    status: 200,
    summary:
      "A text received on an organization's number: stored once per MessageSid on the sender's contact; STOP, START and HELP answered",
    description:
      `${signed} The number (To) names the organization, 404 when it is none of ours. From is matched to the ` +
      'contact whose cell phone it is (the oldest). STOP, STOPALL, UNSUBSCRIBE, CANCEL, END and QUIT stop texts to ' +
      "the number; START and UNSTOP lift that; HELP and INFO are answered with the organization's name. The answer " +
      'is TwiML: <Message> with the confirmation, else an empty <Response/>. A replayed post is answered empty.',
    response: twiml,
  }),
  voice: endpoint<string>()({
    ...webhook,
    method: 'POST',
    path: '/twilio/voice/',
    status: 200,
    summary:
      "A call to an organization's number: logged once per CallSid and forwarded to its real number (TwiML <Dial>)",
    description:
      `${signed} A number that is none of ours is answered <Reject/>. When the plan has no call minutes left the ` +
      `caller hears '${phoneCallMessages.noMinutesLeft}' (<Say>, <Hangup/>) and the call is logged canceled.`,
    response: twiml,
  }),
  dial: endpoint<string>()({
    ...webhook,
    method: 'POST',
    path: '/twilio/voice/dial/',
    status: 200,
    summary:
      "The forwarded leg's outcome (<Dial action>): DialCallStatus and DialCallDuration end the call's log",
    description: `${signed} The first outcome of a call is kept: a replayed or later one changes nothing.`,
    response: twiml,
  }),
  status: endpoint<string>()({
    ...webhook,
    method: 'POST',
    path: '/twilio/status/',
    status: 200,
    summary:
      "Status reports: a sent text's (MessageSid, MessageStatus; `ref` in the query) or a call's (CallSid, CallStatus)",
    description:
      `${signed} A text's status only moves forward (queued, sent, then delivered, undelivered or failed); a ` +
      "call's first final status (completed, busy, no-answer, failed, canceled) is kept.",
    response: twiml,
  }),
};

// ---- the local phone simulator ---------------------------------------------------------------------------------

const phone = (label: string) =>
  yup
    .string()
    .trim()
    .required(messages.fieldRequired(label))
    .test('phone', messages.phoneInvalid, (v) => !v || isValidPhone(v))
    .transform((v: string) => normalizePhone(v) ?? v);

/** A text as if sent from a phone (`from`) to one of the organizations' numbers (`to`). */
export const simulatedTextSchema = yup.object({
  from: phone('From'),
  to: phone('To'),
  body: yup.string().max(1600, messages.maxLength(1600)).default(''),
});

/** A call as if made from a phone (`from`) to one of the organizations' numbers (`to`), and how it went. */
export const simulatedCallSchema = yup.object({
  from: phone('From'),
  to: phone('To'),
  /** Whether the real number picked up (the forwarded leg completed), else no-answer. */
  answered: yup.boolean().default(true),
  /** Seconds talked, when answered. */
  duration: yup.number().integer().min(0).max(14_400).default(0),
});

/** What one of our webhooks answered the simulator. */
export interface PhoneWebhookAnswer {
  status: number;
  /** The body as answered: TwiML, or an error's JSON. */
  body: string;
}

export interface SimulatedText {
  /** The MessageSid the simulator made up (SM…). */
  sid: string;
  sms: PhoneWebhookAnswer;
}

export interface SimulatedCall {
  /** The CallSid the simulator made up (CA…). */
  sid: string;
  voice: PhoneWebhookAnswer;
  /** The dial action's answer; null when the voice webhook did not forward the call (<Reject/>, <Hangup/>). */
  dial: PhoneWebhookAnswer | null;
}

const mailbox = { tag: 'outbox', access: 'public' } as const;
const answer = js.obj({ status: js.int, body: js.str });
const localOnly =
  'Served only while OUTBOX_MAILBOX is on, with the local SMS provider, to a caller on this machine (loopback): ' +
  '404 otherwise, as the mailbox.';

export const phoneSimulatorEndpoints = {
  sms: endpoint<SimulatedText>()({
    ...mailbox,
    method: 'POST',
    path: '/mailbox/phone/sms/',
    status: 200,
    summary:
      "Local phone: text an organization's number, through its real webhook (signed as the provider would)",
    description: `${localOnly} Posts MessageSid, AccountSid, From, To, Body and NumMedia to ${phoneWebhookEndpoints.sms.path} and answers what it answered.`,
    body: simulatedTextSchema,
    response: js.obj({ sid: js.str, sms: answer }),
  }),
  call: endpoint<SimulatedCall>()({
    ...mailbox,
    method: 'POST',
    path: '/mailbox/phone/call/',
    status: 200,
    summary:
      "Local phone: call an organization's number through the voice webhook, then report the forwarded leg's outcome",
    description:
      `${localOnly} Posts the call to ${phoneWebhookEndpoints.voice.path}; when it is forwarded (<Dial>), posts ` +
      `DialCallStatus completed (answered, with the duration) or no-answer to ${phoneWebhookEndpoints.dial.path}.`,
    body: simulatedCallSchema,
    response: js.obj({ sid: js.str, voice: answer, dial: js.nullable(answer) }),
  }),
};
