/** Query parameters whose values are credentials: emailed link tokens, codes, signatures. */
const SECRET_PARAM = /token|code|secret|signature|password|key/i;
/** Paths whose last segment is itself a credential (the local provider's public invoice pay page). */
const SECRET_PATH = /^(\/api\/pay\/invoices\/)[^/?#]+/;

export const REDACTED = '[redacted]';

/**
 * A request URL as it may be written to the logs: emailed links (verification, reset, invitation, email change)
 * carry their token in the query string, and anyone who reads the logs could follow them.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt < 0 ? url : url.slice(0, queryAt)).replace(SECRET_PATH, `$1${REDACTED}`);
  if (queryAt < 0) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // a malformed name is judged as written
      }
      return SECRET_PARAM.test(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

interface IncomingRequest {
  id: unknown;
  method?: string;
  url?: string;
  /** The URL as received, where a middleware mount rewrote `url` (Fastify's middie). */
  originalUrl?: string;
}

export interface LoggedRequest {
  id: unknown;
  method: string;
  url: string;
}

/**
 * The request as the access log records it (pino-http's `req` serializer, given the raw request): its id, method
 * and redacted URL. No headers: copying them cost every request, and the Referer of a page such as
 * /new-password?token=… carries the same secrets as its URL.
 */
export function serializeRequest(req: IncomingRequest): LoggedRequest {
  return { id: req.id, method: req.method ?? '', url: redactUrl(req.originalUrl ?? req.url ?? '') };
}
