import type {
  EmailBatch,
  EmailBatchRecipient,
  EmailBatchResult,
  EmailMessage,
  HandOverCommit,
  SendResult,
} from './email-provider';

/** The batch's tokens as one pattern (the same for every recipient of a batch, so kept for the next one). */
let lastPattern: { key: string; pattern: RegExp } | null = null;
function tokenPattern(tokens: string[]): RegExp {
  const key = tokens.join('\u0000');
  if (lastPattern?.key !== key) {
    // Longest first: a token that is the start of another must not win over it.
    const sorted = [...tokens].sort((a, b) => b.length - a.length);
    const pattern = new RegExp(sorted.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
    lastPattern = { key, pattern };
  }
  return lastPattern.pattern;
}

/** Every token replaced in one pass (a value is never searched for tokens again). */
function fill(s: string, values: Record<string, string>): string {
  const tokens = Object.keys(values);
  if (tokens.length === 0) return s;
  return s.replace(tokenPattern(tokens), (token) => values[token] ?? token);
}

/** One recipient's message of a batch, its tokens replaced: what a provider without personalizations sends. */
export function batchMessage(batch: EmailBatch, r: EmailBatchRecipient): EmailMessage {
  return {
    to: r.to,
    from: batch.from,
    subject: fill(batch.subject, r.textValues),
    text: fill(batch.text, r.textValues),
    html: batch.html === null ? null : fill(batch.html, r.htmlValues),
    category: batch.category,
    organizationId: batch.organizationId,
    replyTo: batch.replyTo ?? null,
    messageId: r.messageId,
    headers: r.headers,
    attachments: batch.attachments,
    trackingKey: r.trackingKey,
    dkim: batch.dkim,
  };
}

/** A batch sent one message at a time through `send`, each recipient's failure its own. */
export async function sendOneByOne(
  batch: EmailBatch,
  send: (
    message: EmailMessage,
    idempotencyKey: string,
    handOver?: () => Promise<HandOverCommit | null>,
  ) => Promise<SendResult>,
): Promise<EmailBatchResult[]> {
  const results: EmailBatchResult[] = [];
  for (const r of batch.recipients) {
    try {
      const { providerMessageId } = await send(batchMessage(batch, r), r.idempotencyKey, r.handOver);
      results.push({ ok: true, providerMessageId });
    } catch (error) {
      results.push({ ok: false, error: error instanceof Error ? error : new Error(String(error)) });
    }
  }
  return results;
}
