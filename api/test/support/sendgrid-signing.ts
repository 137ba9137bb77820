import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';

/**
 * SendGrid's side of the signed Event Webhook, for tests: an ECDSA P-256 key pair, the public key as SendGrid
 * shows it (base64 DER, no PEM armour), and signatures as it sends them (base64 DER of ECDSA-SHA256 over the
 * timestamp followed by the body).
 */
export interface SendgridSigner {
  publicKey: string;
  /** The signature and timestamp headers of `body` signed at `at` (default now). */
  headers(body: string, at?: Date): Record<string, string>;
}

export function sendgridSigner(): SendgridSigner {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  return {
    publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    headers: (body, at = new Date()) => signedHeaders(privateKey, body, at),
  };
}

export function signedHeaders(privateKey: KeyObject, body: string, at: Date): Record<string, string> {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const signature = sign('sha256', Buffer.from(timestamp + body), privateKey).toString('base64');
  return {
    'X-Twilio-Email-Event-Webhook-Signature': signature,
    'X-Twilio-Email-Event-Webhook-Timestamp': timestamp,
  };
}

/** An event as SendGrid posts it; `tracking_key` is our custom arg, at the top level as SendGrid puts it. */
export const sendgridEvent = (event: string, more: Record<string, unknown> = {}) => ({
  email: 'ada@example.test',
  timestamp: 1_790_000_000,
  'smtp-id': '<r1.c5@acme.test>',
  event,
  category: ['campaign'],
  sg_event_id: `evt-${event}-1`,
  sg_message_id: 'Gn3q0L1-QdCPBoFS2PjKpQ.filterdrecv-5645d9c87f-9hmvn-1-5E6B9DE5-1.0',
  tracking_key: 'track-1',
  ...more,
});
