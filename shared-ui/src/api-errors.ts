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

/** The HTTP status of an RTK Query error, or null for network/parsing failures and non-HTTP errors. */
export function errorStatus(error: FetchBaseQueryError | SerializedError | undefined): number | null {
  if (!error || !('status' in error)) return null;
  return typeof error.status === 'number' ? error.status : null;
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
