import { twiml } from 'twilio';

/**
 * The TwiML our webhooks answer, built with the SDK's own writers, so the local provider (the simulator) and Twilio
 * read the same documents.
 */

/** A text's answer: the reply the sender gets (<Message>), or nothing (an empty <Response/>). */
export function messagingAnswer(reply: string | null): string {
  const r = new twiml.MessagingResponse();
  if (reply) r.message(reply);
  return r.toString();
}

/**
 * A call forwarded to the organization's real number. The caller's number is shown to whoever picks up (Twilio
 * lets a forwarded call keep its caller's From); the forwarded leg's outcome is posted to `action`.
 */
export function forwardCall(to: string, callerId: string, action: string): string {
  const r = new twiml.VoiceResponse();
  r.dial({ action, method: 'POST', callerId }, to);
  return r.toString();
}

/** A call the organization cannot take (no call minutes left): the caller hears why, then the line closes. */
export function refuseCall(words: string): string {
  const r = new twiml.VoiceResponse();
  r.say(words);
  r.hangup();
  return r.toString();
}

/** A call to a number that is none of ours: refused before it is answered, costing nothing. */
export function rejectCall(): string {
  const r = new twiml.VoiceResponse();
  r.reject();
  return r.toString();
}

/** Nothing more to do (a status report, a call's end). */
export function emptyVoiceAnswer(): string {
  return new twiml.VoiceResponse().toString();
}

/** Whether a voice answer forwards the call (the simulator then reports the forwarded leg's outcome). */
export const forwards = (answer: string): boolean => /<Dial[\s>]/.test(answer);
