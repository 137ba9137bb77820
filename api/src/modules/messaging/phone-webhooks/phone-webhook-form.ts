/** The header the provider signs its webhooks in. */
export const TWILIO_SIGNATURE_HEADER = 'x-twilio-signature';

/** A webhook's form as posted: each parameter's value, or every value of a name posted more than once. */
export type PhoneWebhookForm = Record<string, string | string[]>;

/**
 * The form of a request body, or null when the body is not one (JSON with numbers or objects in it, nothing at
 * all): the provider posts flat forms only, so anything else cannot carry its signature.
 */
export function formOf(body: unknown): PhoneWebhookForm | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const form: PhoneWebhookForm = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string') form[name] = value;
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) form[name] = value;
    else return null;
  }
  return form;
}

/** A parameter's value (the first of several), trimmed; '' when it was not posted. */
export function param(form: PhoneWebhookForm, name: string): string {
  const value = form[name];
  return (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim();
}

/**
 * The URL the provider signed: the one it was given (API_PUBLIC_URL and the route's path), then the query string
 * exactly as it arrived (a status callback's `ref`). Never built from the Host header, which the caller writes.
 */
export function signedUrl(apiPublicUrl: string, path: string, requestUrl: string): string {
  const q = requestUrl.indexOf('?');
  return `${apiPublicUrl}${path}${q >= 0 ? requestUrl.slice(q) : ''}`;
}
