import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { KeyRing } from '../../../engine/crypto/key-ring';

/** The key ring's purpose for click signatures. */
const CLICK_PURPOSE = 'email-click';

/** 32 hex characters: the recipient row's public key in pixel, click and unsubscribe links. */
export const newTrackingToken = () => randomBytes(16).toString('hex');
export const TRACKING_TOKEN = /^[a-f0-9]{32}$/;

/** Where a signed click may go: the web, never javascript:, data: or anything else. */
export function isWebUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** HMAC of token and URL: a click link cannot be re-pointed elsewhere (no open redirect). */
export function clickSignature(keys: KeyRing, token: string, url: string): string {
  return keys.hmac(CLICK_PURPOSE, `${token}\n${url}`);
}

export function clickSignatureValid(keys: KeyRing, token: string, url: string, signature: string): boolean {
  const expected = Buffer.from(clickSignature(keys, token, url), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The placeholder the html carries for the recipient's token until the provider fills it per recipient. */
export const TOKEN_PLACEHOLDER = '#!__tracking_token!#';

/** The 1×1 transparent GIF of the open pixel. */
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
