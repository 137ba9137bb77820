export interface EmailAttachmentFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** The key a message is DKIM-signed with (RFC 6376): the From domain's, published at `<selector>._domainkey`. */
export interface DkimKey {
  domainName: string;
  keySelector: string;
  /** PKCS #8 PEM. */
  privateKey: string;
}

export interface EmailMessage {
  to: string;
  /** An address, or 'Name <address>'. */
  from: string;
  subject: string;
  text: string;
  html: string | null;
  /** Why it is sent (verification, password_reset, invitation, campaign...). */
  category: string;
  /** The organization it is sent for; null for account mail. */
  organizationId: number | null;
  replyTo?: string | null;
  /**
   * Our Message-ID (`<...@domain>`), derived from the work row, so a resend of the same row carries the same id
   * and a duplicate is visible as one.
   */
  messageId?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on bulk email. */
  headers?: Record<string, string>;
  attachments?: EmailAttachmentFile[];
  /**
   * Our key of the message (the recipient row's), sent along with it where the provider carries custom data back
   * in its events (SendGrid's custom_args), so an event finds its recipient.
   */
  trackingKey?: string;
  /**
   * Sign with the organization's own domain key (SMTP). Providers that sign for the domain themselves (SendGrid's
   * domain authentication) or deliver nowhere (outbox) ignore it.
   */
  dkim?: DkimKey;
}

/**
 * One message to many recipients, each with its own values (spec 3 §3 variables, written `#!name!#` in subject,
 * text and html), Message-ID, headers and tracking key: SendGrid sends up to 1,000 as the personalizations of one
 * call (its substitutions replace the tokens); SMTP and the outbox fill and send them one by one. Values for the
 * html are already HTML-escaped by the caller, values for subject and text are plain (`textValues`).
 */
export interface EmailBatch {
  from: string;
  subject: string;
  text: string;
  html: string | null;
  category: string;
  organizationId: number | null;
  replyTo?: string | null;
  attachments?: EmailAttachmentFile[];
  /** As EmailMessage.dkim, for every message of the batch. */
  dkim?: DkimKey;
  recipients: EmailBatchRecipient[];
}

export interface EmailBatchRecipient {
  to: string;
  /** Token (`#!first_name!#`, or any other string the caller put in the html) → HTML-safe value. */
  htmlValues: Record<string, string>;
  /** Token → plain value, for the subject and the text part. */
  textValues: Record<string, string>;
  messageId: string;
  headers?: Record<string, string>;
  trackingKey: string;
  /** The recipient row's key: a retried batch does not deliver this recipient twice where the provider can tell. */
  idempotencyKey: string;
  /**
   * Called by a provider that `handsOver`, right before this message becomes the server's (SMTP: after the server
   * took the envelope and the content, before the final dot): the sender writes that it is past its point of no
   * return, checking it still holds the row, and answers with the commit of that write. The provider calls it and
   * writes the dot in the same turn of the event loop, so a process killed in between leaves no round trip in
   * which the row says "handed over" and the server has nothing (or the reverse). null: the row is no longer ours,
   * the message is abandoned (the server discards a message whose dot never came) and its result is an error.
   */
  handOver?: () => Promise<HandOverCommit | null>;
}

/** Makes a hand-over's write final (it reports its own failures: the message is on its way regardless). */
export type HandOverCommit = () => void;

/** The error of a message abandoned because its handOver answered null. */
export class HandOverRefusedError extends Error {
  constructor() {
    super('the message was abandoned before the server took it: its row is no longer this worker’s');
  }
}

/** Per recipient, in the order given: sent, or the error (TemporaryEmailError, PermanentEmailError, other). */
export type EmailBatchResult = { ok: true; providerMessageId: string } | { ok: false; error: Error };

export interface SendResult {
  /** The provider's id for the message. */
  providerMessageId: string;
}

/**
 * One interface per provider kind: outbox (default), smtp (nodemailer) and sendgrid (@sendgrid/mail).
 * `idempotencyKey` is derived from the work row, so a retried send of the same row is recognised by the provider
 * (or by the outbox) and not repeated.
 */
export interface EmailProvider {
  readonly name: string;
  /** How the product names the provider to users ('Outbox', 'SendGrid'), e.g. in emailRejectedBy. */
  readonly displayName: string;
  send(message: EmailMessage, idempotencyKey: string): Promise<SendResult>;
  /** A campaign's messages, at most `maxBatch` recipients per call. */
  sendBatch(batch: EmailBatch): Promise<EmailBatchResult[]>;
  /** How many recipients one sendBatch call takes (1,000 for SendGrid's personalizations). */
  readonly maxBatch: number;
  /**
   * Whether sendBatch calls each recipient's handOver at the last moment the message can still be held back
   * (SMTP). A provider that takes a whole batch in one call (SendGrid) cannot: its caller renews the claims before
   * the call and records the results after it.
   */
  readonly handsOver: boolean;
  /** The provider's verdict on an address before a contact is saved with it (spec 2 §5). */
  checkAddress(email: string): Promise<{ valid: boolean }>;
  /**
   * Whether the provider reports opens, clicks, bounces and unsubscribes itself (SendGrid's Event Webhook); when
   * false, the suite adds its own open pixel and signed click links to the HTML.
   */
  readonly reportsEvents: boolean;
}

/** A temporary failure (the provider said try later: 4xx SMTP, 429/5xx HTTP): the send is retried with back-off. */
export class TemporaryEmailError extends Error {}

/** A permanent failure (the provider refused this message for good): recorded with the provider's reason. */
export class PermanentEmailError extends Error {}

export const EMAIL_PROVIDER = Symbol('EMAIL_PROVIDER');

/** What happened to a sent message, in the suite's words (spec 3 §9 email metrics). */
export type EmailEventType =
  | 'processed'
  | 'delivered'
  | 'open'
  | 'click'
  | 'bounce'
  /** The receiving server refused the message (SendGrid's bounce of type 'blocked'), not the address. */
  | 'blocked'
  | 'dropped'
  | 'deferred'
  | 'spamreport'
  | 'unsubscribe'
  | 'group_unsubscribe'
  | 'group_resubscribe';

export interface EmailEvent {
  type: EmailEventType;
  /** The message's trackingKey as sent, when the provider carried it back. */
  trackingKey: string | null;
  /** The provider's message id (sg_message_id), to find the message when no key came back. */
  providerMessageId: string | null;
  email: string;
  at: Date;
  /** The provider's id of this event (sg_event_id): the same event posted twice is recorded once. */
  providerEventId: string;
  /** A bounce's or drop's reason, a click's URL. */
  reason?: string | null;
  url?: string | null;
}

/**
 * Where provider events go: the email-sending module records them against the recipient row (opens, clicks,
 * history sub-rows) and adds bounces, spam reports and unsubscribes to the organization's suppression list.
 * Returns false when the event was already recorded (a replay).
 */
export interface EmailEventSink {
  record(event: EmailEvent): Promise<boolean>;
}

export const EMAIL_EVENT_SINK = Symbol('EMAIL_EVENT_SINK');
