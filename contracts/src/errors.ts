import type { ValidationError } from 'yup';
import type { ErrorBody } from './api-types';

/**
 * Turns a yup ValidationError into the API's field-error envelope: `{ field: [message, ...] }`,
 * with errors that belong to no field under `non_field_errors`.
 */
export function toFieldErrors(error: ValidationError): ErrorBody {
  const body: Record<string, string[]> = {};
  const inner = error.inner.length > 0 ? error.inner : [error];
  for (const e of inner) {
    const key = e.path && e.path.length > 0 ? e.path : 'non_field_errors';
    (body[key] ??= []).push(...e.errors);
  }
  return body;
}

/** The first message of an error body, for a toast or a form banner. */
export function firstErrorMessage(body: unknown, fallback: string): string {
  if (!body || typeof body !== 'object') return fallback;
  const b = body as ErrorBody;
  if (typeof b.detail === 'string') return b.detail;
  if (Array.isArray(b.non_field_errors) && b.non_field_errors.length) return b.non_field_errors[0];
  for (const v of Object.values(b)) {
    if (Array.isArray(v) && typeof v[0] === 'string') return v[0];
    if (typeof v === 'string') return v;
  }
  return fallback;
}
