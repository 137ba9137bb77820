// A local SMTP server for bench/email-send.mjs, run as its own process (fork) so that parsing what arrives does not
// share a core with the sender being measured. It never de-duplicates: it counts every message it accepted, by
// Message-ID and by envelope recipient, so that a message sent twice shows as two. The parent asks over IPC:
//   { cmd: 'reset' }                    forget everything counted so far
//   { cmd: 'stats', id }                -> { id, stats } (see stats() below)
//   { cmd: 'recipients', id }           -> { id, counts: [[address, n], ...] } every recipient and its count
//   { cmd: 'mail', id, address }        -> { id, text } the last message's raw text for an address (or null)
import { SMTPServer } from 'smtp-server';

const port = Number(process.argv[2] ?? 5971);

let byMessageId = new Map();
let byRecipient = new Map();
let lastRawFor = new Map();
let messages = 0;
let withoutId = 0;
let bytes = 0;
let firstAt = null;
let lastAt = null;
let connections = 0;
/** Addresses whose whole message is kept (sign-up mail the parent reads); others are only counted. */
const keepFor = new Set();

function reset() {
  byMessageId = new Map();
  byRecipient = new Map();
  lastRawFor = new Map();
  messages = 0;
  withoutId = 0;
  bytes = 0;
  firstAt = null;
  lastAt = null;
  connections = 0;
}

function stats() {
  let duplicateIds = 0;
  for (const n of byMessageId.values()) if (n > 1) duplicateIds += n - 1;
  let recipientsMoreThanOnce = 0;
  for (const n of byRecipient.values()) if (n > 1) recipientsMoreThanOnce += 1;
  return {
    messages,
    distinctIds: byMessageId.size,
    duplicateIds,
    withoutId,
    recipients: byRecipient.size,
    recipientsMoreThanOnce,
    bytes,
    firstAt,
    lastAt,
    connections,
  };
}

const server = new SMTPServer({
  // Plain text on loopback: the bench measures the sending side, not TLS.
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  logger: false,
  size: 25 * 1024 * 1024,
  onAuth: (_auth, _session, callback) => callback(null, { user: 'bench' }),
  onConnect: (_session, callback) => {
    connections += 1;
    callback();
  },
  onData: (stream, session, callback) => {
    // Only the head is looked at (the Message-ID); the body is counted and dropped.
    let head = '';
    let size = 0;
    const keep = session.envelope.rcptTo.some((r) => keepFor.has(r.address));
    const chunks = [];
    stream.on('data', (chunk) => {
      size += chunk.length;
      if (keep) chunks.push(chunk);
      if (head.length < 16_384 && !head.includes('\r\n\r\n')) head += chunk.toString('latin1');
    });
    stream.on('end', () => {
      const unfolded = head.split('\r\n\r\n')[0].replace(/\r\n[ \t]+/g, ' ');
      const id = /^message-id:\s*(\S+)/im.exec(unfolded)?.[1] ?? null;
      const now = Date.now();
      messages += 1;
      bytes += size;
      firstAt ??= now;
      lastAt = now;
      if (id) byMessageId.set(id, (byMessageId.get(id) ?? 0) + 1);
      else withoutId += 1;
      for (const r of session.envelope.rcptTo) {
        byRecipient.set(r.address, (byRecipient.get(r.address) ?? 0) + 1);
        if (keep) lastRawFor.set(r.address, Buffer.concat(chunks).toString('utf8'));
      }
      callback();
    });
  },
});

// A sender killed mid-message resets its connection: that is the point of the kill test, not a reason to stop.
server.on('error', () => {});
server.listen(port, '127.0.0.1', () => process.send?.({ ready: true, port }));

process.on('message', (m) => {
  if (m.cmd === 'reset') {
    reset();
    process.send({ id: m.id });
  } else if (m.cmd === 'stats') process.send({ id: m.id, stats: stats() });
  else if (m.cmd === 'recipients') process.send({ id: m.id, counts: [...byRecipient.entries()] });
  else if (m.cmd === 'keep') {
    keepFor.add(m.address);
    process.send({ id: m.id });
  } else if (m.cmd === 'mail') process.send({ id: m.id, text: lastRawFor.get(m.address) ?? null });
});
process.on('disconnect', () => server.close(() => process.exit(0)));
