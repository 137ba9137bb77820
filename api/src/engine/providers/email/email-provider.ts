export interface EmailMessage {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  /** Why it is sent (verification, password_reset, invitation, campaign...). */
  category: string;
  /** The organization it is sent for; null for account mail. */
  organizationId: number | null;
}

export interface SendResult {
  /** The provider's id for the message. */
  providerMessageId: string;
}

/**
 * One interface per provider kind (outbox now; SendGrid and SMTP later). `idempotencyKey` is derived from the
 * work row, so a retried send of the same row is recognised by the provider (or by the outbox) and not repeated.
 */
export interface EmailProvider {
  readonly name: string;
  /** How the product names the provider to users ('Outbox', 'SendGrid'), e.g. in emailRejectedBy. */
  readonly displayName: string;
  send(message: EmailMessage, idempotencyKey: string): Promise<SendResult>;
  /** The provider's verdict on an address before a contact is saved with it (spec 2 §5). */
  checkAddress(email: string): Promise<{ valid: boolean }>;
}

export const EMAIL_PROVIDER = Symbol('EMAIL_PROVIDER');
