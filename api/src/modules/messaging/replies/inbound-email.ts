import { createHash } from 'node:crypto';
import { type AddressObject, simpleParser } from 'mailparser';

/** What a reply is matched and recorded by. */
export interface InboundMail {
  /** Its own Message-ID; without one, a digest of what it carried (a retried post is still the same message). */
  messageId: string;
  /** The sender's address, lower case; null when it has none. */
  from: string | null;
  /** The Message-IDs it answers: In-Reply-To first, then References, newest first. */
  answers: string[];
  subject: string;
  text: string;
}

/**
 * The Message-IDs of a reply looked at, at most: In-Reply-To and the newest References. A crafted reply naming
 * hundreds would otherwise cost a lookup each.
 */
export const ANSWERS_READ = 20;

/** The reply's text kept, at most. */
export const REPLY_TEXT_MAX = 10_000;

const MESSAGE_ID = /<[^<>\s]+>/g;

/**
 * SendGrid's Inbound Parse post (https://www.twilio.com/docs/sendgrid/for-developers/parsing-email/setting-up-the-inbound-parse-webhook):
 * either the raw MIME message in `email` ("POST the raw, full MIME message"), or the parsed fields `headers` (the
 * raw header block), `from`, `subject` and `text`. mailparser reads the headers either way.
 */
export async function inboundMailOf(fields: Record<string, string>): Promise<InboundMail | null> {
  const raw = fields.email;
  if (raw === undefined && fields.headers === undefined) return null;
  const parsed = await simpleParser(raw ?? `${fields.headers!.replace(/\r?\n$/, '')}\r\n\r\n`, {
    skipHtmlToText: raw === undefined,
    skipImageLinks: true,
    skipTextLinks: true,
  });
  const text = (raw === undefined ? fields.text : parsed.text) ?? '';
  const subject = (parsed.subject ?? fields.subject ?? '').trim();
  const answers = [...idsOf(parsed.inReplyTo), ...[parsed.references ?? []].flat().flatMap(idsOf).reverse()];
  const from = addressOf(parsed.from) ?? addressOf(fromField(fields.from));
  return {
    messageId: parsed.messageId ?? digestId(from, subject, text),
    from,
    answers: [...new Set(answers)].slice(0, ANSWERS_READ),
    subject: subject.slice(0, 255),
    text: text.slice(0, REPLY_TEXT_MAX),
  };
}

function idsOf(value: string | undefined): string[] {
  return value?.match(MESSAGE_ID) ?? [];
}

function addressOf(from: AddressObject | undefined): string | null {
  const address = from?.value.find((v) => v.address)?.address;
  return address ? address.trim().toLowerCase() : null;
}

/** The `from` field alone (no headers carried it): 'Name <address>' or a bare address. */
function fromField(from: string | undefined): AddressObject | undefined {
  const address = from && (/<([^<>\s]+@[^<>\s]+)>/.exec(from)?.[1] ?? from.trim());
  return address ? { value: [{ address, name: '' }], html: '', text: address } : undefined;
}

function digestId(from: string | null, subject: string, text: string): string {
  const digest = createHash('sha256').update(`${from}\n${subject}\n${text}`).digest('hex').slice(0, 40);
  return `<${digest}@inbound.digest>`;
}
