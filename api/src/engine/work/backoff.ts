/** How a failed attempt is retried: after delayMs(attempt), until maxAttempts attempts were made (then failed). */
export interface Backoff {
  maxAttempts: number;
  /** The delay before the next attempt, after `attempt` attempts (1 = the first one failed). */
  delayMs(attempt: number): number;
}

/** baseMs, 2 × baseMs, 4 × baseMs, … up to maxMs. */
export function exponentialBackoff(options: { baseMs: number; maxMs: number; maxAttempts: number }): Backoff {
  return {
    maxAttempts: options.maxAttempts,
    delayMs: (attempt) => Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, attempt - 1)),
  };
}

/** The same delay after every failed attempt. */
export function fixedBackoff(options: { delayMs: number; maxAttempts: number }): Backoff {
  return { maxAttempts: options.maxAttempts, delayMs: () => options.delayMs };
}

/**
 * Retries of a call to an outside provider (an email, a text, a social post): 30 s, 60 s, … up to 1 h,
 * OUTBOUND_MAX_ATTEMPTS attempts in all. One policy for every module that talks to a provider.
 */
export const outboundBackoff = (maxAttempts: number): Backoff =>
  exponentialBackoff({ baseMs: 30_000, maxMs: 3_600_000, maxAttempts });
