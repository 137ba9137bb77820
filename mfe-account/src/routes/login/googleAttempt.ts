/**
 * What this tab keeps while it is away at Google: the attempt's state (the API trades the one-time code only
 * with it, so a callback link made in another browser signs nobody in here) and where the login was headed.
 * Session storage: this tab only, gone with it.
 */
const KEY = 'ensemble.google-sign-in';

export interface GoogleAttempt {
  state: string;
  next: string | null;
}

export function saveGoogleAttempt(attempt: GoogleAttempt): boolean {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(attempt));
    return true;
  } catch {
    return false;
  }
}

/** The stored attempt, removed as it is read: a state is traded once. */
export function takeGoogleAttempt(): GoogleAttempt | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<GoogleAttempt>;
    if (typeof parsed.state !== 'string') return null;
    return { state: parsed.state, next: typeof parsed.next === 'string' ? parsed.next : null };
  } catch {
    return null;
  }
}

/** Leaves the app for the provider's page (a full navigation: the provider's origin is another site). */
export function leaveForProvider(url: string): void {
  window.location.assign(url);
}
