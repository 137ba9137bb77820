// A local server answering as Twilio's REST API does for sending a text, for bench/text-send.mjs, run as its own
// process (fork) so that receiving does not share a core with the sender being measured. Only
// `POST /2010-04-01/Accounts/{AccountSid}/Messages.json` is served (form fields To, From, Body, StatusCallback):
// Basic auth with the account SID and auth token is checked on every call (401, Twilio's 20003), the path's account
// must be the caller's, To, From and Body are required (21604, 21603, 21602), From must be one of the account's
// numbers (21606); a message taken is answered 201 with Twilio's Message resource, status queued. Like
// api/test/support/twilio-standin.ts, which the API's tests use in-process, in plain JS (the bench runs no
// TypeScript). It never de-duplicates: a message sent twice to a number is two. The parent asks over IPC:
//   { cmd: 'reset' }                    forget everything counted so far
//   { cmd: 'stats', id }                -> { id, stats } (see stats() below)
//   { cmd: 'recipients', id }           -> { id, counts: [[to, n], ...] } every To and its count
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

const [port, accountSid, authToken, ...senders] = process.argv.slice(2);
const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
const base = `/2010-04-01/Accounts/${accountSid}`;
const own = new Set(senders);

let byTo = new Map();
let messages = 0;
let refused = 0;
let unauthorized = 0;
let bytes = 0;
let firstAt = null;
let lastAt = null;
let connections = 0;

function reset() {
  byTo = new Map();
  messages = 0;
  refused = 0;
  unauthorized = 0;
  bytes = 0;
  firstAt = null;
  lastAt = null;
  connections = 0;
}

function stats() {
  let toMoreThanOnce = 0;
  for (const n of byTo.values()) if (n > 1) toMoreThanOnce += 1;
  return {
    messages,
    recipients: byTo.size,
    toMoreThanOnce,
    refused,
    unauthorized,
    bytes,
    firstAt,
    lastAt,
    connections,
  };
}

const send = (res, status, body) => {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(json) });
  res.end(json);
};

/** Twilio's error body. */
const error = (res, status, code, message) => {
  refused += 1;
  send(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
};

const rfc2822 = () => new Date().toUTCString().replace('GMT', '+0000');

function createMessage(res, form) {
  const { To: to, From: from, Body: body, StatusCallback: statusCallback } = form;
  if (!to) return error(res, 400, 21604, "A 'To' phone number is required.");
  if (!from) return error(res, 400, 21603, "A 'From' phone number is required.");
  if (!body) return error(res, 400, 21602, 'Message body is required.');
  if (!own.has(from)) {
    return error(
      res,
      400,
      21606,
      `The From phone number ${from} is not a valid, SMS-capable inbound phone number or short code for your account.`,
    );
  }
  const now = Date.now();
  messages += 1;
  firstAt ??= now;
  lastAt = now;
  byTo.set(to, (byTo.get(to) ?? 0) + 1);
  const sid = `SM${randomBytes(16).toString('hex')}`;
  const date = rfc2822();
  send(res, 201, {
    account_sid: accountSid,
    api_version: '2010-04-01',
    body,
    date_created: date,
    date_sent: null,
    date_updated: date,
    direction: 'outbound-api',
    error_code: null,
    error_message: null,
    from,
    messaging_service_sid: null,
    num_media: '0',
    num_segments: String(Math.max(1, Math.ceil(body.length / 153))),
    price: null,
    price_unit: 'USD',
    sid,
    status: 'queued',
    status_callback: statusCallback ?? null,
    subresource_uris: { media: `${base}/Messages/${sid}/Media.json` },
    to,
    uri: `${base}/Messages/${sid}.json`,
  });
}

const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const raw = Buffer.concat(chunks);
    bytes += raw.length;
    if (req.headers.authorization !== expectedAuth) {
      unauthorized += 1;
      return error(res, 401, 20003, 'Authenticate');
    }
    const path = new URL(req.url ?? '/', 'http://sink').pathname;
    if (req.method === 'POST' && path === `${base}/Messages.json`) {
      return createMessage(res, Object.fromEntries(new URLSearchParams(raw.toString('utf8'))));
    }
    return error(res, 404, 20404, `The requested resource ${path} was not found`);
  });
});
server.on('connection', () => {
  connections += 1;
});
// A sender that goes away mid-request resets its connection: nothing to stop for.
server.on('clientError', (_err, socket) => socket.destroy());
server.keepAliveTimeout = 60_000;
server.listen(Number(port), '127.0.0.1', () => process.send?.({ ready: true, port }));

process.on('message', (m) => {
  if (m.cmd === 'reset') {
    reset();
    process.send({ id: m.id });
  } else if (m.cmd === 'stats') process.send({ id: m.id, stats: stats() });
  else if (m.cmd === 'recipients') process.send({ id: m.id, counts: [...byTo.entries()] });
});
process.on('disconnect', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
