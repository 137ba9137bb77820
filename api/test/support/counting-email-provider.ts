/**
 * Preloaded (`node -r`) into the worker processes of the worker-crash test: replaces the outbox email provider's
 * send with a double that appends every call to COUNTING_EMAIL_FILE and never de-duplicates, as a provider
 * without idempotency (plain SMTP) would deliver each call. COUNTING_HOLD_AFTER_SEND_MS keeps the worker between
 * the provider's answer and the marking of the row, where the test kills it.
 */
import type { EmailMessage, SendResult } from '../../src/engine/providers/email/email-provider';
import { OutboxEmailProvider } from '../../src/engine/providers/email/outbox-email.provider';
import { appendJsonLine, readJsonLines } from './jsonl-log';

export interface CountedSend {
  pid: number;
  key: string;
  to: string;
}

/** Every call the double saw, in order, from every process that wrote to `file`. */
export const countedSends = (file: string): CountedSend[] => readJsonLines<CountedSend>(file);

const file = process.env.COUNTING_EMAIL_FILE;
if (file) {
  const holdMs = Number(process.env.COUNTING_HOLD_AFTER_SEND_MS ?? 0);
  let calls = 0;
  OutboxEmailProvider.prototype.send = async function countingSend(
    message: EmailMessage,
    key: string,
  ): Promise<SendResult> {
    const sent: CountedSend = { pid: process.pid, key, to: message.to };
    appendJsonLine(file, sent);
    calls += 1;
    if (holdMs > 0) await new Promise((r) => setTimeout(r, holdMs));
    return { providerMessageId: `counted-${process.pid}-${calls}` };
  };
}
