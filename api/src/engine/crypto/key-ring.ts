import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Keys derived from one master secret (SECRETS_KEY; the generated JWT secret only while neither is configured), one per purpose, so a key used to sign
 * upload policies can never decrypt a TOTP seed and vice versa.
 */
export class KeyRing {
  private readonly master: Buffer;
  /** Purposes are a handful of constants: each key is derived once (a campaign signs every link it sends). */
  private readonly derived = new Map<string, Buffer>();

  constructor(masterSecret: string) {
    this.master = createHash('sha256').update(masterSecret, 'utf8').digest();
  }

  key(purpose: string): Buffer {
    let key = this.derived.get(purpose);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', this.master, Buffer.alloc(0), `ensemble:${purpose}`, 32));
      this.derived.set(purpose, key);
    }
    return key;
  }

  /** AES-256-GCM: 'v1.<iv>.<tag>.<ciphertext>' (base64url). */
  seal(purpose: string, plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key(purpose), iv);
    const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), ct]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** The plain text, or null when the value was tampered with or sealed with another key. */
  open(purpose: string, sealed: string): string | null {
    const [v, iv, tag, ct] = sealed.split('.');
    if (v !== 'v1' || !iv || !tag || ct === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key(purpose), Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      return null;
    }
  }

  /** Keyed hash (hex) for short secrets such as 6-character codes, which a plain sha256 would not protect. */
  hmac(purpose: string, value: string): string {
    return createHmac('sha256', this.key(purpose)).update(value, 'utf8').digest('hex');
  }
}

export const KEY_RING = Symbol('KEY_RING');
