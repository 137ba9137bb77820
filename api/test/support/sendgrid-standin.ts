import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/** A call the stand-in received, body parsed. */
export interface SendgridRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: MailSendBody;
}

interface Address {
  email?: string;
  name?: string;
}

/** The v3 mail/send body, as far as the stand-in reads it. */
export interface MailSendBody {
  from?: Address;
  reply_to?: Address;
  subject?: string;
  content?: { type?: string; value?: string }[];
  categories?: string[];
  personalizations?: {
    to?: Address[];
    subject?: string;
    substitutions?: Record<string, string>;
    headers?: Record<string, string>;
    custom_args?: Record<string, unknown>;
  }[];
  attachments?: { content?: string; filename?: string; type?: string; disposition?: string }[];
}

/** One recipient's message as SendGrid would build it from a request (substitutions applied). */
export interface DeliveredMessage {
  to: string;
  subject: string;
  text: string | null;
  html: string | null;
  headers: Record<string, string>;
  customArgs: Record<string, unknown>;
}

export interface SendgridStandIn {
  url: string;
  apiKey: string;
  requests: SendgridRequest[];
  /** The next n mail/send calls answer 429 (rate limit). */
  rateLimitNext: number;
  /** The next mail/send call answers this status with SendGrid's error body (e.g. 500). */
  failNext: { status: number; message: string } | null;
  /** The X-Message-Id of each accepted call, in order. */
  messageIds: string[];
  /** The key /v3/validations/email takes (SendGrid keys address validation apart from sending). */
  validationApiKey: string;
  /** The next validation call answers 503. */
  validationDownNext: boolean;
  reset(): void;
  close(): Promise<void>;
}

type SendgridErrors = { message: string; field: string | null; help: string | null }[];

/** SendGrid's own words for the refusals the stand-in knows (v3 mail/send documentation). */
function validate(body: MailSendBody): SendgridErrors {
  const errors: SendgridErrors = [];
  const error = (message: string, field: string | null) => errors.push({ message, field, help: null });
  if (!body.from?.email) {
    error(
      'The from object must be provided for every email send. It is an object that requires the email parameter, but may also contain a name parameter.',
      'from.email',
    );
  }
  const ps = body.personalizations ?? [];
  if (ps.length === 0) {
    error(
      'The personalizations field is required and must have at least one personalization.',
      'personalizations',
    );
  }
  if (ps.length > 1000) error('The personalizations field is limited to 1000 items.', 'personalizations');
  ps.forEach((p, i) => {
    if (!p.to?.length || p.to.some((a) => !a.email)) {
      error(
        'The to array is required for all personalization objects, and must have at least one email object with a valid email address.',
        `personalizations.${i}.to`,
      );
    }
    if (!body.subject && !p.subject) {
      error(
        'The subject is required. You can get around this requirement if you use a template with a subject defined or if every personalization has a subject defined.',
        'subject',
      );
    }
    for (const value of Object.values(p.custom_args ?? {})) {
      if (typeof value !== 'string')
        error('Invalid type. Expected: string', `personalizations.${i}.custom_args`);
    }
  });
  const content = body.content ?? [];
  if (content.length === 0 || content.some((c) => !c.type || !c.value)) {
    error(
      'Unless a valid template_id is provided, the content parameter is required. There must be at least one defined content block. We typically suggest both text/plain and text/html blocks are included, but only one block is required.',
      'content',
    );
  } else if (content.findIndex((c) => c.type === 'text/plain') > 0) {
    error(
      'If present, text/plain content must be first, followed by text/html, followed by any other content.',
      'content',
    );
  }
  return errors;
}

const fill = (s: string, substitutions: Record<string, string>) =>
  Object.entries(substitutions).reduce((out, [key, value]) => out.split(key).join(value), s);

/** What each recipient of an accepted request receives. */
export function delivered(body: MailSendBody): DeliveredMessage[] {
  const part = (type: string) => body.content?.find((c) => c.type === type)?.value ?? null;
  return (body.personalizations ?? []).flatMap((p) =>
    (p.to ?? []).map((to) => {
      const subs = p.substitutions ?? {};
      const text = part('text/plain');
      const html = part('text/html');
      return {
        to: to.email ?? '',
        subject: fill(p.subject ?? body.subject ?? '', subs),
        text: text === null ? null : fill(text, subs),
        html: html === null ? null : fill(html, subs),
        headers: p.headers ?? {},
        customArgs: p.custom_args ?? {},
      };
    }),
  );
}

const send = (res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, {
    ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...headers,
  });
  res.end(body === undefined ? '' : JSON.stringify(body));
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

/**
 * A local server answering `POST /v3/mail/send` (and `POST /v3/validations/email`) as SendGrid's v3 API does: 401 for another key, 400 with
 * `{ errors: [{ message, field, help }] }` for a payload SendGrid refuses, 429 or another status when a test asks,
 * otherwise 202 with an empty body and an X-Message-Id header. Every call is recorded.
 */
export async function startSendgridStandIn(
  port: number,
  apiKey = 'SG.test-key',
  validationApiKey = 'SG.validation-key',
): Promise<SendgridStandIn> {
  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const path = (req.url ?? '').split('?')[0] ?? '';
      let body: MailSendBody = {};
      try {
        body = raw ? (JSON.parse(raw) as MailSendBody) : {};
      } catch {
        return send(res, 400, { errors: [{ message: 'Bad Request', field: null, help: null }] });
      }
      standIn.requests.push({
        method: req.method ?? '',
        path,
        authorization: req.headers.authorization,
        body,
      });
      if (req.method === 'POST' && path === '/v3/validations/email') return validateAddress(res, req, body);
      if (req.method !== 'POST' || path !== '/v3/mail/send') {
        return send(res, 404, { errors: [{ message: 'Not Found', field: null, help: null }] });
      }
      if (req.headers.authorization !== `Bearer ${standIn.apiKey}`) {
        return send(res, 401, {
          errors: [
            {
              message: 'The provided authorization grant is invalid, expired, or revoked',
              field: null,
              help: null,
            },
          ],
        });
      }
      if (standIn.rateLimitNext > 0) {
        standIn.rateLimitNext -= 1;
        return send(res, 429, { errors: [{ message: 'Too many requests', field: null, help: null }] });
      }
      if (standIn.failNext) {
        const { status, message } = standIn.failNext;
        standIn.failNext = null;
        return send(res, status, { errors: [{ message, field: null, help: null }] });
      }
      const errors = validate(body);
      if (errors.length > 0) return send(res, 400, { errors });
      const id = randomBytes(16).toString('base64url').slice(0, 22);
      standIn.messageIds.push(id);
      return send(res, 202, undefined, { 'X-Message-Id': id });
    })();
  });
  /**
   * Email Address Validation as SendGrid answers it: its own key (401 otherwise), `{ result: { email, verdict,
   * score, local, host, source } }`; the verdict is 'Invalid' for a host under .invalid (RFC 2606), 'Risky' for
   * a local part 'risky', 'Valid' otherwise. `validationDownNext` answers 503 instead.
   */
  const validateAddress = (res: ServerResponse, req: IncomingMessage, body: MailSendBody) => {
    if (req.headers.authorization !== `Bearer ${standIn.validationApiKey}`) {
      return send(res, 401, { errors: [{ message: 'authorization required', field: null, help: null }] });
    }
    if (standIn.validationDownNext) {
      standIn.validationDownNext = false;
      return send(res, 503, { errors: [{ message: 'Service Unavailable', field: null, help: null }] });
    }
    const { email = '', source = '' } = body as { email?: string; source?: string };
    const [local = '', host = ''] = email.split('@');
    const verdict = host.endsWith('.invalid') ? 'Invalid' : local === 'risky' ? 'Risky' : 'Valid';
    const score = { Invalid: 0.01, Risky: 0.45, Valid: 0.97 }[verdict];
    return send(res, 200, { result: { email, verdict, score, local, host, source } });
  };
  const standIn: SendgridStandIn = {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    validationApiKey,
    validationDownNext: false,
    requests: [],
    rateLimitNext: 0,
    failNext: null,
    messageIds: [],
    reset() {
      standIn.requests.length = 0;
      standIn.messageIds.length = 0;
      standIn.rateLimitNext = 0;
      standIn.failNext = null;
      standIn.validationDownNext = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The client keeps its connections alive: close would wait for them to time out.
        server.closeAllConnections();
      }),
  };
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return standIn;
}
