import type { TwoFactorChallenge } from '@ensemble/contracts';

/**
 * The login's two-step challenge lives in session storage (this tab only, gone with it), never in the URL:
 * it proves the password step passed, so it must not land in history, logs or a shared link.
 */
const KEY = 'ensemble.two-step-challenge';

export interface StoredChallenge {
  user_id: number;
  challenge: string;
  phone_hint: string | null;
  /** Where the login was headed (its safe `next`), so two-step verification does not lose it. */
  next: string | null;
}

export function saveChallenge(c: TwoFactorChallenge, next: string | null = null): void {
  const stored: StoredChallenge = {
    user_id: c.user_id,
    challenge: c.challenge,
    phone_hint: c.phone_hint,
    next,
  };
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(stored));
  } catch {
    // Storage refused (private mode quota): the two-step page will ask to log in again.
  }
}

/** The stored challenge for this user, or null when there is none (another tab, expired, cleared). */
export function readChallenge(userId: number | null): StoredChallenge | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredChallenge>;
    if (typeof parsed.challenge !== 'string' || typeof parsed.user_id !== 'number') return null;
    if (userId !== null && parsed.user_id !== userId) return null;
    return {
      user_id: parsed.user_id,
      challenge: parsed.challenge,
      phone_hint: parsed.phone_hint ?? null,
      next: typeof parsed.next === 'string' ? parsed.next : null,
    };
  } catch {
    return null;
  }
}

export function clearChallenge(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
