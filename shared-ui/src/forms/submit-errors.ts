import { messages } from '@ensemble/contracts';
import { applyApiErrors, errorBody, hasFieldErrors } from '../api-errors';

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
  const body = errorBody(error);
  const formLevel = applyApiErrors(body, setErrors);
  if (formLevel) return formLevel;
  return hasFieldErrors(body) ? null : fallback;
}
