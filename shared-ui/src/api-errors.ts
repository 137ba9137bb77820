import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { firstErrorMessage, messages } from '@ensemble/contracts';

/**
 * Puts `{ field: [msg] }` errors onto a formik form (the first message of each field) and returns the
 * form-level message (`detail` or the first of `non_field_errors`), or null when there is none.
 */
export function applyApiErrors(body: unknown, setErrors: (e: Record<string, string>) => void): string | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const fieldErrors: Record<string, string> = {};
  let formMessage: string | null = null;
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value.find((v): v is string => typeof v === 'string') : value;
    if (typeof first !== 'string') continue;
    if (key === 'detail') formMessage = first;
    else if (key === 'non_field_errors') formMessage ??= first;
    else fieldErrors[key] = first;
  }
  if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
  return formMessage;
}

/** Whether an error body names fields (`{ email: ['…'] }`) rather than only the form. */
export function hasFieldErrors(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  return Object.entries(body).some(
    ([key, value]) => key !== 'detail' && key !== 'non_field_errors' && Array.isArray(value),
  );
}

/**
 * The HTTP status of a failed RTK Query call, or null for network failures and non-HTTP errors (a
 * PARSING_ERROR, an HTML error page, keeps the real status in originalStatus).
 */
export function errorStatus(error: unknown): number | null {
  if (error && typeof error === 'object' && 'status' in error) {
    const status = (error as { status: unknown }).status;
    if (typeof status === 'number') return status;
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

/**
 * The first message the API gave, or the fallback when it gave none (network failure, HTML error page).
 * apiErrorMessage also words network failures and timeouts.
 */
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

/** A readable sentence for an RTK Query error: the API's own words when it sent some. */
export function apiErrorMessage(
  error: FetchBaseQueryError | SerializedError | undefined,
  fallback: string = messages.somethingWentWrong,
): string {
  if (!error) return fallback;
  if ('status' in error) {
    if (error.status === 'FETCH_ERROR')
      return 'The server cannot be reached. Check your connection and try again.';
    if (error.status === 'TIMEOUT_ERROR') return 'The server took too long to answer. Please try again.';
    return firstErrorMessage(error.data, fallback);
  }
  return error.message ?? fallback;
}
