import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A call the stand-in received, its form (application/x-www-form-urlencoded) and query parsed. */
export interface TwilioRequest {
  method: string;
  /** Without the query string. */
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  headers: IncomingHttpHeaders;
  /** The POSTed form, as Twilio reads it (the last value of a repeated name). */
  form: Record<string, string>;
}

/** An IncomingPhoneNumber as the REST API answers it. */
export interface StandInIncomingNumber {
  sid: string;
  account_sid: string;
  phone_number: string;
  friendly_name: string;
  sms_url: string;
  sms_method: string;
  voice_url: string | null;
  voice_method: string;
  status_callback: string;
  status_callback_method: string;
  date_created: string;
  date_updated: string;
  [more: string]: unknown;
}

/** A Message as the REST API answers it. */
export interface StandInMessage {
  sid: string;
  account_sid: string;
  to: string;
  from: string;
  body: string;
  status: string;
  num_segments: string;
  direction: string;
  date_created: string;
  [more: string]: unknown;
}

export interface TwilioStandIn {
  url: string;
  accountSid: string;
  authToken: string;
  /** Every call, in order. */
  requests: TwilioRequest[];
  /** Messages created (POST Messages.json), in order. */
  messages: StandInMessage[];
  /** The account's numbers (IncomingPhoneNumbers), by sid. */
  incoming: Map<string, StandInIncomingNumber>;
  /** Numbers the account may send from besides its incoming ones (a number of its own, verified caller ids). */
  senders: Set<string>;
  /** Area codes with no local numbers for sale. */
  soldOut: Set<string>;
  /** Recipients who texted STOP to the account (Twilio's 21610) and landlines (21614). */
  unsubscribed: Set<string>;
  landlines: Set<string>;
  /**
   * The next call (to a path ending with `path`, when given) answers this status with Twilio's error body
   * `{ code, message, more_info, status }`; `status: 0` drops the connection without an answer.
   */
  failNext: { status: number; code: number; message: string; path?: string } | null;
  /** The local numbers for sale in an area code, before any is bought: five of 555-0170..0174. */
  localForSale(areaCode: string): string[];
  reset(): void;
  close(): Promise<void>;
}

/** A number the stand-in's account owns from the start (Twilio's magic test 'From' number). */
export const STANDIN_ACCOUNT_NUMBER = '+15005550006';
/** A Twilio account SID and auth token of the stand-in's own, unless a test brings its own. */
export const STANDIN_ACCOUNT_SID = `AC${'e'.repeat(32)}`;
export const STANDIN_AUTH_TOKEN = 'twilio-standin-auth-token';

const FOR_SALE_LINES = ['0170', '0171', '0172', '0173', '0174'];
const TOLL_FREE_FOR_SALE = FOR_SALE_LINES.map((line) => `+1888555${line}`);
/** Where a few area codes' numbers are, as Twilio names the locality and region of a number. */
const PLACES: Record<string, [string, string]> = {
  '415': ['San Francisco', 'CA'],
  '212': ['New York', 'NY'],
  '907': ['Anchorage', 'AK'],
  '512': ['Austin', 'TX'],
};
/** Twilio's 1,600-character limit of a message body (10 segments of 160). */
const BODY_MAX = 1600;

const rfc2822 = (d = new Date()) => d.toUTCString().replace('GMT', '+0000');
const sid = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;
const friendly = (e164: string) => `(${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}`;
/** A valid E.164 number of the North American plan ('+1' and ten digits, NPA and NXX not starting with 0/1). */
const isNanp = (v: string) => /^\+1[2-9]\d{2}[2-9]\d{6}$/.test(v);

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const send = (res: ServerResponse, status: number, body?: unknown) => {
  res.writeHead(status, body === undefined ? {} : { 'Content-Type': 'application/json' });
  res.end(body === undefined ? '' : JSON.stringify(body));
};

/** Twilio's error body. */
const error = (res: ServerResponse, status: number, code: number, message: string) =>
  send(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

/**
 * A local server answering as Twilio's REST API (2010-04-01) does, for the calls the suite makes:
 * - `POST /2010-04-01/Accounts/{AccountSid}/Messages.json` (To, From, Body, StatusCallback): 201 with the Message,
 *   status queued; Twilio's refusals with its codes (21604/21603/21602 missing To/From/Body, 21211 invalid To,
 *   21606 From not the account's, 21617 body over 1,600 characters, 21610 unsubscribed, 21614 landline);
 * - `GET …/AvailablePhoneNumbers/US/Local.json?AreaCode=…` and `…/US/TollFree.json`: the numbers for sale, as
 *   `{ available_phone_numbers, page, page_size, … }`;
 * - `POST …/IncomingPhoneNumbers.json` (PhoneNumber, SmsUrl, VoiceUrl, StatusCallback and their methods): 201 with
 *   the IncomingPhoneNumber, 21422 when the number is not for sale; `POST …/IncomingPhoneNumbers/{Sid}.json`
 *   updates it, `DELETE` releases it (204), 20404 for an unknown sid.
 * Basic auth (account SID, auth token) is checked on every call (401, 20003), and the path's account must be the
 * caller's. Every call is recorded.
 */
export async function startTwilioStandIn(
  port = 0,
  accountSid = STANDIN_ACCOUNT_SID,
  authToken = STANDIN_AUTH_TOKEN,
): Promise<TwilioStandIn> {
  const base = `/2010-04-01/Accounts/${accountSid}`;
  const sold = new Set<string>();
  const forSale = (numbers: string[]) => numbers.filter((n) => !sold.has(n));

  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const url = new URL(req.url ?? '/', 'http://standin');
      const form = Object.fromEntries(new URLSearchParams(raw));
      standIn.requests.push({
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        authorization: req.headers.authorization,
        headers: req.headers,
        form,
      });
      const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
      if (req.headers.authorization !== expected) return error(res, 401, 20003, 'Authenticate');
      const fail = standIn.failNext;
      if (fail && (!fail.path || url.pathname.endsWith(fail.path))) {
        standIn.failNext = null;
        if (fail.status === 0) return req.socket.destroy();
        return error(res, fail.status, fail.code, fail.message);
      }
      const notFound = () => error(res, 404, 20404, `The requested resource ${url.pathname} was not found`);
      if (!url.pathname.startsWith(`${base}/`)) return notFound();
      const rest = url.pathname.slice(base.length);
      const method = req.method ?? '';
      if (method === 'POST' && rest === '/Messages.json') return createMessage(res, form);
      const search = /^\/AvailablePhoneNumbers\/US\/(Local|TollFree)\.json$/.exec(rest);
      if (method === 'GET' && search) return available(res, search[1] as 'Local' | 'TollFree', url);
      if (method === 'POST' && rest === '/IncomingPhoneNumbers.json') return buy(res, form);
      const one = /^\/IncomingPhoneNumbers\/(PN[0-9a-f]{32})\.json$/.exec(rest);
      const number = one ? standIn.incoming.get(one[1]!) : undefined;
      if (!one || !number) return notFound();
      if (method === 'POST') {
        Object.assign(number, incomingFields(form), { date_updated: rfc2822() });
        return send(res, 200, number);
      }
      if (method === 'DELETE') {
        standIn.incoming.delete(number.sid);
        return send(res, 204);
      }
      return error(res, 405, 20004, 'Method not allowed');
    })();
  });

  const createMessage = (res: ServerResponse, form: Record<string, string>) => {
    const { To: to, From: from, Body: body, StatusCallback: statusCallback } = form;
    if (!to) return error(res, 400, 21604, "A 'To' phone number is required.");
    if (!from) return error(res, 400, 21603, "A 'From' phone number is required.");
    if (!body) return error(res, 400, 21602, 'Message body is required.');
    if (!isNanp(to)) return error(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    const own =
      standIn.senders.has(from) || [...standIn.incoming.values()].some((n) => n.phone_number === from);
    if (!own) {
      return error(
        res,
        400,
        21606,
        `The From phone number ${from} is not a valid, SMS-capable inbound phone number or short code for your account.`,
      );
    }
    if (body.length > BODY_MAX) {
      return error(res, 400, 21617, 'The concatenated message body exceeds the 1600 character limit.');
    }
    if (standIn.unsubscribed.has(to))
      return error(res, 400, 21610, 'Attempt to send to unsubscribed recipient');
    if (standIn.landlines.has(to))
      return error(res, 400, 21614, `'To' number ${to} is not a valid mobile number`);
    const messageSid = sid('SM');
    const now = rfc2822();
    const message: StandInMessage = {
      account_sid: accountSid,
      api_version: '2010-04-01',
      body,
      date_created: now,
      date_sent: null,
      date_updated: now,
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from,
      messaging_service_sid: null,
      num_media: '0',
      num_segments: String(Math.max(1, Math.ceil(body.length / 153))),
      price: null,
      price_unit: 'USD',
      sid: messageSid,
      status: 'queued',
      status_callback: statusCallback ?? null,
      subresource_uris: { media: `${base}/Messages/${messageSid}/Media.json` },
      to,
      uri: `${base}/Messages/${messageSid}.json`,
    };
    standIn.messages.push(message);
    return send(res, 201, message);
  };

  const available = (res: ServerResponse, kind: 'Local' | 'TollFree', url: URL) => {
    const areaCode = url.searchParams.get('AreaCode');
    const numbers =
      kind === 'TollFree'
        ? forSale(TOLL_FREE_FOR_SALE)
        : areaCode
          ? forSale(standIn.localForSale(areaCode))
          : [];
    const pageSize = Number(url.searchParams.get('PageSize') ?? 50);
    const page = numbers.slice(0, pageSize).map((n) => {
      const [locality, region] = kind === 'Local' ? (PLACES[n.slice(2, 5)] ?? [null, null]) : [null, null];
      return {
        friendly_name: friendly(n),
        phone_number: n,
        lata: kind === 'Local' ? '722' : null,
        locality,
        rate_center: locality ? locality.toUpperCase() : null,
        latitude: null,
        longitude: null,
        region,
        postal_code: null,
        iso_country: 'US',
        address_requirements: 'none',
        beta: false,
        capabilities: { voice: true, SMS: true, MMS: true, fax: false },
      };
    });
    const uri = `${url.pathname}${url.search}`;
    return send(res, 200, {
      available_phone_numbers: page,
      end: Math.max(0, page.length - 1),
      first_page_uri: uri,
      next_page_uri: null,
      page: 0,
      page_size: pageSize,
      previous_page_uri: null,
      start: 0,
      uri,
    });
  };

  const incomingFields = (form: Record<string, string>) =>
    Object.fromEntries(
      (
        [
          ['SmsUrl', 'sms_url'],
          ['SmsMethod', 'sms_method'],
          ['VoiceUrl', 'voice_url'],
          ['VoiceMethod', 'voice_method'],
          ['StatusCallback', 'status_callback'],
          ['StatusCallbackMethod', 'status_callback_method'],
          ['FriendlyName', 'friendly_name'],
        ] as const
      ).flatMap(([param, field]) => (form[param] === undefined ? [] : [[field, form[param]]])),
    );

  const buy = (res: ServerResponse, form: Record<string, string>) => {
    const phoneNumber = form.PhoneNumber;
    if (!phoneNumber) return error(res, 400, 21421, 'PhoneNumber is required.');
    const offered = [...standIn.localForSale(phoneNumber.slice(2, 5)), ...TOLL_FREE_FOR_SALE];
    if (!offered.includes(phoneNumber) || sold.has(phoneNumber)) {
      return error(res, 400, 21422, `Phone number ${phoneNumber} is not available.`);
    }
    sold.add(phoneNumber);
    const numberSid = sid('PN');
    const now = rfc2822();
    const number: StandInIncomingNumber = {
      account_sid: accountSid,
      address_requirements: 'none',
      address_sid: null,
      api_version: '2010-04-01',
      beta: false,
      bundle_sid: null,
      capabilities: { voice: true, sms: true, mms: true, fax: false },
      date_created: now,
      date_updated: now,
      emergency_address_sid: null,
      emergency_status: 'Inactive',
      friendly_name: friendly(phoneNumber),
      identity_sid: null,
      origin: 'twilio',
      phone_number: phoneNumber,
      sid: numberSid,
      sms_application_sid: '',
      sms_fallback_method: 'POST',
      sms_fallback_url: '',
      sms_method: 'POST',
      sms_url: '',
      status: 'in-use',
      status_callback: '',
      status_callback_method: 'POST',
      trunk_sid: null,
      uri: `${base}/IncomingPhoneNumbers/${numberSid}.json`,
      voice_application_sid: null,
      voice_caller_id_lookup: false,
      voice_fallback_method: 'POST',
      voice_fallback_url: null,
      voice_method: 'POST',
      voice_url: null,
      ...incomingFields(form),
    };
    standIn.incoming.set(numberSid, number);
    return send(res, 201, number);
  };

  const standIn: TwilioStandIn = {
    url: '',
    accountSid,
    authToken,
    requests: [],
    messages: [],
    incoming: new Map(),
    senders: new Set([STANDIN_ACCOUNT_NUMBER]),
    soldOut: new Set(),
    unsubscribed: new Set(),
    landlines: new Set(),
    failNext: null,
    localForSale: (areaCode) =>
      standIn.soldOut.has(areaCode) ? [] : FOR_SALE_LINES.map((line) => `+1${areaCode}555${line}`),
    reset() {
      standIn.requests.length = 0;
      standIn.messages.length = 0;
      standIn.incoming.clear();
      standIn.senders = new Set([STANDIN_ACCOUNT_NUMBER]);
      standIn.soldOut.clear();
      standIn.unsubscribed.clear();
      standIn.landlines.clear();
      standIn.failNext = null;
      sold.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The SDK keeps its connections alive: close would wait for them to time out.
        server.closeAllConnections();
      }),
  };
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
