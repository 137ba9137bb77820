/**
 * Preloaded (`node -r`) into the worker processes of the texts crash test: wraps the outbox SMS provider's send
 * so that every call is appended to COUNTING_SMS_FILE before the outbox records it. The file never de-duplicates
 * (the outbox does, by idempotency key), so a text sent twice shows twice there, as a provider without
 * idempotency (Twilio) would deliver it twice.
 */
import { OutboxSmsProvider } from '../../src/engine/providers/sms/outbox-sms.provider';
import type { SmsMessage } from '../../src/engine/providers/sms/sms-provider';
import { appendJsonLine, readJsonLines } from './jsonl-log';

export interface CountedText {
  pid: number;
  key: string;
  to: string;
  from: string;
  text: string;
}

/** Every call the double saw, in order, from every process that wrote to `file`. */
export const countedTexts = (file: string): CountedText[] => readJsonLines<CountedText>(file);

const file = process.env.COUNTING_SMS_FILE;
if (file) {
  const send = OutboxSmsProvider.prototype.send;
  OutboxSmsProvider.prototype.send = function countingSend(
    this: OutboxSmsProvider,
    m: SmsMessage,
    key: string,
  ) {
    const call: CountedText = { pid: process.pid, key, to: m.to, from: m.from, text: m.text };
    appendJsonLine(file, call);
    return send.call(this, m, key);
  };
}
