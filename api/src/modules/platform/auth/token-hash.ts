import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret (256 bits) for links and refresh tokens. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Only the sha256 of a token is stored, so a database leak does not leak usable tokens. */
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
