import { Agent } from 'node:http';
import twilio, { type Twilio } from 'twilio';
import RequestClient from 'twilio/lib/base/RequestClient';
import RestException from 'twilio/lib/base/RestException';
import type { TwilioConfig } from '../../config/app-config';

/** Twilio's hosts: api.twilio.com, and its edge and region variants (api.sydney.au1.twilio.com). */
const TWILIO_HOST = /^https:\/\/[a-z0-9.-]*\.twilio\.com(?=[/:?]|$)/i;

/**
 * The SDK's HTTP client with Twilio's base URL replaced by TWILIO_API_URL: the SDK builds every URL from its
 * domains (https://api.twilio.com/2010-04-01/…) and hands it to `httpClient.request`, which is where it is
 * rewritten. A plain http:// base (the tests' stand-in) gets a keep-alive agent of its own: the SDK only keeps
 * https connections alive.
 */
export class BaseUrlRequestClient extends RequestClient {
  constructor(
    private readonly baseUrl: string,
    opts?: RequestClient.RequestClientOptions,
  ) {
    super(opts);
    this.axios.defaults.httpAgent = new Agent({ keepAlive: true, maxSockets: 20 });
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    return super.request({ ...opts, uri: opts.uri.replace(TWILIO_HOST, this.baseUrl) });
  }
}

/** An SDK client of the account in `config`, talking to TWILIO_API_URL when it is set. */
export function twilioClient(config: TwilioConfig): Twilio {
  return twilio(config.accountSid, config.authToken, {
    ...(config.apiUrl ? { httpClient: new BaseUrlRequestClient(config.apiUrl) } : {}),
  });
}

/** What a failed call is, for the adapters' errors: Twilio's answer (status, code, message), or none at all. */
export interface TwilioFailure {
  /** The HTTP status; null when no answer came (connection refused, reset, timeout). */
  status: number | null;
  /** Twilio's error code (21211, 21610, …; 20404 for a missing resource). */
  code: number | null;
  message: string;
  /** Twilio said try later (429, 5xx), or never answered. */
  temporary: boolean;
}

/**
 * Reads what the SDK rejected with: a RestException carries Twilio's `{ code, message, more_info, status }`
 * body; anything else came before an answer (the HTTP client's own errors) and may go through on a retry.
 */
export function twilioFailure(error: unknown): TwilioFailure {
  if (error instanceof RestException) {
    const status = error.status;
    return {
      status,
      code: typeof error.code === 'number' ? error.code : null,
      message: error.message || `Twilio answered ${status}`,
      temporary: status === 429 || status >= 500,
    };
  }
  return { status: null, code: null, message: (error as Error)?.message ?? String(error), temporary: true };
}
