import { errorBody } from '@ensemble/shared-ui';

const firstString = (value: unknown): string | null =>
  Array.isArray(value) && typeof value[0] === 'string' ? value[0] : null;

/**
 * Spec 3 §8: a refused campaign change says the fallback ('Unable to update campaign' or, for Start/Pause,
 * 'Unable to update campaign!'), unless the server gave a list of reasons: the first of its `days` list, or of the
 * answer itself when it is a list.
 */
export function campaignErrorMessage(error: unknown, fallback: string): string {
  const body = errorBody(error);
  const fromList = firstString(body);
  if (fromList) return fromList;
  if (body && typeof body === 'object') {
    const days = firstString((body as Record<string, unknown>).days);
    if (days) return days;
  }
  return fallback;
}
