import { firstErrorMessage } from '@ensemble/contracts';

/** The HTTP status of a failed RTK Query call, or null for network and parsing failures. */
export function errorStatus(error: unknown): number | null {
  if (error && typeof error === 'object' && 'status' in error) {
    const status = (error as { status: unknown }).status;
    if (typeof status === 'number') return status;
    // PARSING_ERROR keeps the real status in originalStatus.
    const original = (error as { originalStatus?: unknown }).originalStatus;
    if (typeof original === 'number') return original;
  }
  return null;
}

/** The JSON body of a failed call (`{ detail }`, `{ field: [msg] }`...), or undefined. */
export function errorBody(error: unknown): unknown {
  if (error && typeof error === 'object' && 'data' in error) return (error as { data: unknown }).data;
  return undefined;
}

/** The first message the API gave, or the fallback when it gave none (network failure, HTML error page). */
export function errorMessage(error: unknown, fallback: string): string {
  return firstErrorMessage(errorBody(error), fallback);
}

/**
 * True when the call was cut short rather than answered: the session ended or the organization changed
 * under it (the API cache is reset then), so there is nothing to tell the user.
 */
export function wasAborted(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as { name?: unknown }).name === 'AbortError';
}
