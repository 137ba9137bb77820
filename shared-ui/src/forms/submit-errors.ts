import { messages } from '@ensemble/contracts';
import { applyApiErrors } from '../api-errors';

function bodyOf(error: unknown): unknown {
  return error && typeof error === 'object' && 'data' in error
    ? (error as { data: unknown }).data
    : undefined;
}

function namesFields(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  return Object.entries(body).some(
    ([key, value]) => key !== 'detail' && key !== 'non_field_errors' && Array.isArray(value),
  );
}

/**
 * For a rejected RTK Query call (`.unwrap()`): puts the API's field errors on the form and returns what
 * belongs in the form's banner — the detail or non-field message, the fallback when the answer said
 * nothing readable, or null when every message already sits on a field.
 */
export function submitErrorBanner(
  error: unknown,
  setErrors: (errors: Record<string, string>) => void,
  fallback: string = messages.somethingWentWrong,
): string | null {
  const body = bodyOf(error);
  const formLevel = applyApiErrors(body, setErrors);
  if (formLevel) return formLevel;
  return namesFields(body) ? null : fallback;
}
