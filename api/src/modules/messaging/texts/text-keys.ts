import type { TextRecipient } from './text.entities';

/** The provider call's idempotency key, derived from the row: a resend of the row carries the same one. */
export const textIdempotencyKey = (row: Pick<TextRecipient, 'id'>) => `text-recipient:${row.id}`;

/** The row a key names (a status report's `ref`), or null when it is not a text's key. */
export function textRecipientIdOfKey(key: string | null | undefined): number | null {
  const m = /^text-recipient:(\d{1,15})$/.exec(key ?? '');
  return m ? Number(m[1]) : null;
}
