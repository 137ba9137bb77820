import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
export const BACKUP_CODE_COUNT = 10;

/**
 * Ten codes of 6 lower-case letters and digits, each with at least one letter so a backup code can never be
 * mistaken for an SMS or authenticator code (those are 6 digits).
 */
export function generateBackupCodes(count = BACKUP_CODE_COUNT): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    const code = Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (/[a-z]/.test(code)) codes.add(code);
  }
  return [...codes];
}

export const isBackupCodeShape = (token: string) => /^[a-z0-9]{6}$/.test(token) && /[a-z]/.test(token);
