import { applyApiErrors, errorBody, errorMessage } from '@ensemble/shared-ui';

/** Whether an error body names fields (`{ email: ['…'] }`) rather than only the form. */
export function hasFieldErrors(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  return Object.entries(body).some(
    ([key, value]) => key !== 'detail' && key !== 'non_field_errors' && Array.isArray(value),
  );
}

/**
 * Puts the API's field errors on the form's fields and returns what belongs in the form's banner:
 * the detail or non-field message, or the fallback when the answer carried nothing the user can read.
 */
export function applySubmitError(
  error: unknown,
  setErrors: (errors: Record<string, string>) => void,
  fallback: string,
): string | null {
  const body = errorBody(error);
  const formLevel = applyApiErrors(body, setErrors);
  if (formLevel) return formLevel;
  return hasFieldErrors(body) ? null : errorMessage(error, fallback);
}
