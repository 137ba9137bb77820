import { timingSafeEqual } from 'node:crypto';
import type { KeyRing } from '../../crypto/key-ring';

/** The decoded policy of a signed upload form (the S3 POST policy document, restricted to what we use). */
export interface UploadPolicy {
  expiration: string;
  conditions: (
    Record<string, string> | [string, string, string] | ['content-length-range', number, number]
  )[];
}

const PURPOSE = 'upload-policy';

export function signPolicy(keys: KeyRing, policy: UploadPolicy): { policy: string; signature: string } {
  const encoded = Buffer.from(JSON.stringify(policy), 'utf8').toString('base64');
  return { policy: encoded, signature: keys.hmac(PURPOSE, encoded) };
}

export type PolicyCheck =
  { ok: true; key: string; contentType: string; minBytes: number; maxBytes: number } | { ok: false };

/** Verifies the signature, the expiry and that the posted fields satisfy every condition of the policy. */
export function checkPolicy(keys: KeyRing, fields: Record<string, unknown>, now = Date.now()): PolicyCheck {
  const policy = fields.policy;
  const signature = fields.signature;
  if (typeof policy !== 'string' || typeof signature !== 'string') return { ok: false };
  const expected = Buffer.from(keys.hmac(PURPOSE, policy), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false };
  let doc: UploadPolicy;
  try {
    doc = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as UploadPolicy;
  } catch {
    return { ok: false };
  }
  if (!(Date.parse(doc.expiration) > now)) return { ok: false };
  const field = (name: string) => {
    const v = fields[name.replace(/^\$/, '')];
    return typeof v === 'string' ? v : null;
  };
  let minBytes = 0;
  let maxBytes = Number.POSITIVE_INFINITY;
  for (const c of doc.conditions) {
    if (Array.isArray(c)) {
      if (c[0] === 'content-length-range') {
        minBytes = Number(c[1]);
        maxBytes = Number(c[2]);
      } else if (c[0] === 'eq' && field(String(c[1])) !== c[2]) return { ok: false };
      else if (c[0] === 'starts-with' && !(field(String(c[1])) ?? '').startsWith(String(c[2])))
        return { ok: false };
    } else {
      for (const [name, value] of Object.entries(c)) if (field(name) !== value) return { ok: false };
    }
  }
  const key = field('key');
  const contentType = field('Content-Type');
  if (!key || !contentType) return { ok: false };
  return { ok: true, key, contentType, minBytes, maxBytes };
}
