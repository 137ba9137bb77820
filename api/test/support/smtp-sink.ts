import { SMTPServer } from 'smtp-server';

/** A message as the sink received it: the envelope and the raw RFC 5322 text. */
export interface SunkMessage {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  url: string;
  messages: SunkMessage[];
  /** TCP connections opened to the sink since it started (or since `reset`). */
  connections: number;
  /** The reply to RCPT TO for an address, e.g. `[450, 'Mailbox busy']`; unset = accepted. */
  rejectRecipient: Map<string, [number, string]>;
  reset(): void;
  close(): Promise<void>;
}

/**
 * A local SMTP server for the SMTP adapter's contract tests: accepts any login, records every message and every
 * connection, and answers RCPT TO with the code a test asks for (4xx try later, 5xx refused).
 */
export async function startSmtpSink(port: number): Promise<SmtpSink> {
  const sink: SmtpSink = {
    url: `smtp://ensemble:secret@127.0.0.1:${port}`,
    messages: [],
    connections: 0,
    rejectRecipient: new Map(),
    reset() {
      sink.messages.length = 0;
      sink.connections = 0;
      sink.rejectRecipient.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    // Plain text on loopback: the tests are about replies and pooling, not TLS.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'ensemble' }),
    onConnect: (_session, callback) => {
      sink.connections += 1;
      callback();
    },
    onRcptTo: (address, _session, callback) => {
      const rejection = sink.rejectRecipient.get(address.address);
      if (!rejection) return callback();
      const error = Object.assign(new Error(rejection[1]), { responseCode: rejection[0] });
      return callback(error);
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        sink.messages.push({
          from: from ? from.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return sink;
}
