import { authenticator } from 'otplib';

/** TOTP per RFC 6238 (30-second steps, 6 digits, SHA-1: what Google Authenticator uses). */
const STEP_SECONDS = 30;
const totp = authenticator.clone({ window: 1, step: STEP_SECONDS });

export const generateTotpSecret = (): string => totp.generateSecret(20);

/** The otpauth:// URL the QR code encodes. */
export function totpUrl(email: string, secret: string): string {
  return `otpauth://totp/Ensemble:${encodeURIComponent(email)}?secret=${secret}&issuer=Ensemble`;
}

/** The time step the token belongs to (current ±1), or null when it matches none. */
export function matchTotpStep(secret: string, token: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp.clone({ epoch: now }).checkDelta(token, secret);
  return delta === null ? null : Math.floor(now / 1000 / STEP_SECONDS) + delta;
}
