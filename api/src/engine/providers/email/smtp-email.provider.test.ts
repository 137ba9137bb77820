import { generateKeyPairSync } from 'node:crypto';
import { Socket } from 'node:net';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { type SmtpSink, startSmtpSink } from '../../../../test/support/smtp-sink';
import { loadConfig } from '../../config/app-config';
import {
  type EmailBatch,
  type EmailMessage,
  type HandOverCommit,
  HandOverRefusedError,
  PermanentEmailError,
  TemporaryEmailError,
} from './email-provider';
import { SmtpEmailProvider } from './smtp-email.provider';

/** The SMTP adapter against a local SMTP server (smtp-server): what arrives, how replies map, how it pools. */
const SINK_PORT = 6311;

let sink: SmtpSink;
let provider: SmtpEmailProvider;

beforeAll(async () => {
  sink = await startSmtpSink(SINK_PORT);
  provider = new SmtpEmailProvider(loadConfig({ EMAIL_PROVIDER: 'smtp', SMTP_URL: sink.url }));
});
afterAll(async () => {
  provider.onModuleDestroy();
  await sink.close();
});
beforeEach(() => sink.reset());

const message = (more: Partial<EmailMessage> = {}): EmailMessage => ({
  to: 'ada@example.test',
  from: 'Acme <news@acme.test>',
  subject: 'Spring offers',
  text: 'Hello Ada',
  html: '<p>Hello <b>Ada</b></p>',
  category: 'campaign',
  organizationId: 7,
  ...more,
});

/** One header's value in a raw message, unfolded. */
const header = (raw: string, name: string): string | undefined => {
  const head = raw.split(/\r\n\r\n/)[0]!.replace(/\r\n[ \t]+/g, ' ');
  const line = head.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
};

describe('SmtpEmailProvider', () => {
  it('delivers the message with our Message-ID, reply-to, List-Unsubscribe headers, both parts and attachments', async () => {
    const result = await provider.send(
      message({
        replyTo: 'owner@acme.test',
        messageId: '<r1.c2@acme.test>',
        headers: {
          'List-Unsubscribe': '<https://app.test/api/email/unsubscribe/tok1>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
        attachments: [
          { filename: 'offer.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4 x') },
        ],
      }),
      'email-recipient:1',
    );
    expect(result.providerMessageId).toBe('<r1.c2@acme.test>');
    expect(sink.messages).toHaveLength(1);
    const [m] = sink.messages;
    expect(m!.from).toBe('news@acme.test');
    expect(m!.to).toEqual(['ada@example.test']);
    expect(header(m!.raw, 'Message-ID')).toBe('<r1.c2@acme.test>');
    expect(header(m!.raw, 'Reply-To')).toBe('owner@acme.test');
    expect(header(m!.raw, 'From')).toBe('Acme <news@acme.test>');
    expect(header(m!.raw, 'Subject')).toBe('Spring offers');
    expect(header(m!.raw, 'List-Unsubscribe')).toBe('<https://app.test/api/email/unsubscribe/tok1>');
    expect(header(m!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(m!.raw).toContain('Content-Type: text/plain');
    expect(m!.raw).toContain('Content-Type: text/html');
    expect(m!.raw).toMatch(/Content-Type: application\/pdf; name=offer\.pdf/);
    expect(m!.raw).toContain(Buffer.from('%PDF-1.4 x').toString('base64'));
  });

  it("maps the server's 4xx to a temporary failure (retried later)", async () => {
    sink.rejectRecipient.set('busy@example.test', [450, '4.2.1 Mailbox busy, try later']);
    const sending = provider.send(message({ to: 'busy@example.test' }), 'k');
    await expect(sending).rejects.toBeInstanceOf(TemporaryEmailError);
    await expect(sending).rejects.toThrow('450 4.2.1 Mailbox busy, try later');
    expect(sink.messages).toHaveLength(0);
  });

  it("maps the server's 5xx to a permanent failure with the server's words", async () => {
    sink.rejectRecipient.set('gone@example.test', [550, '5.1.1 No such user here']);
    const sending = provider.send(message({ to: 'gone@example.test' }), 'k');
    await expect(sending).rejects.toBeInstanceOf(PermanentEmailError);
    await expect(sending).rejects.toThrow('550 5.1.1 No such user here');
  });

  it('maps a server it cannot reach to a temporary failure', async () => {
    const nowhere = new SmtpEmailProvider({ smtpUrl: 'smtp://u:p@127.0.0.1:6319' });
    try {
      await expect(nowhere.send(message(), 'k')).rejects.toBeInstanceOf(TemporaryEmailError);
    } finally {
      nowhere.onModuleDestroy();
    }
  });

  it('sends a batch one message per recipient, each filled with its own values, each failure its own', async () => {
    sink.rejectRecipient.set('gone@example.test', [550, 'No such user']);
    const recipient = (to: string, name: string, n: number) => ({
      to,
      htmlValues: { '#!first_name!#': name.replace('&', '&amp;') },
      textValues: { '#!first_name!#': name },
      messageId: `<r${n}.c9@acme.test>`,
      headers: { 'List-Unsubscribe': `<https://app.test/u/${n}>` },
      trackingKey: `t${n}`,
      idempotencyKey: `email-recipient:${n}`,
    });
    const batch: EmailBatch = {
      from: 'news@acme.test',
      subject: 'Hi #!first_name!#',
      text: 'Hello #!first_name!#',
      html: '<p>Hello #!first_name!#</p>',
      category: 'campaign',
      organizationId: 7,
      recipients: [
        recipient('a@example.test', 'Ann & Al', 1),
        recipient('gone@example.test', 'Gone', 2),
        recipient('b@example.test', 'Bob', 3),
      ],
    };
    const results = await provider.sendBatch(batch);
    expect(results.map((r) => (r.ok ? r.providerMessageId : r.error.constructor.name))).toEqual([
      '<r1.c9@acme.test>',
      'PermanentEmailError',
      '<r3.c9@acme.test>',
    ]);
    const first = sink.messages.find((m) => m.to[0] === 'a@example.test')!;
    expect(header(first.raw, 'Subject')).toBe('Hi Ann & Al');
    expect(first.raw).toContain('Hello Ann & Al');
    expect(first.raw).toContain('Hello Ann &amp; Al</p>');
    expect(header(first.raw, 'List-Unsubscribe')).toBe('<https://app.test/u/1>');
  });

  it('reuses pooled connections: one for messages sent one after another, at most five for many at once', async () => {
    for (let i = 0; i < 6; i += 1) await provider.send(message({ to: `s${i}@example.test` }), `k${i}`);
    expect(sink.messages).toHaveLength(6);
    // The pool may already hold the connection from the tests above: no new one is opened for six messages.
    expect(sink.connections).toBeLessThanOrEqual(1);
    sink.reset();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => provider.send(message({ to: `p${i}@example.test` }), `p${i}`)),
    );
    expect(sink.messages).toHaveLength(20);
    expect(sink.connections).toBeLessThanOrEqual(5);
  });

  it("signs with the From domain's DKIM key when given one: a verifier finds it valid against the published key", async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'der' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    await provider.send(
      message({
        from: 'Acme <news@mail.acme.test>',
        dkim: { domainName: 'mail.acme.test', keySelector: 'ens1', privateKey },
      }),
      'dkim-1',
      // As a campaign sends: held before the dot until handed over.
      () => Promise.resolve(() => undefined),
    );
    const [mail] = sink.messages;
    expect(mail!.raw).toMatch(/^DKIM-Signature: .*d=mail\.acme\.test/m);
    const published = `v=DKIM1; k=rsa; p=${publicKey.toString('base64')}`;
    const result = await dkimVerify(Buffer.from(mail!.raw), {
      resolver: async (name: string, type: string) => {
        if (type === 'TXT' && name === 'ens1._domainkey.mail.acme.test') return [[published]];
        throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
      },
    });
    expect(result.results.map((r) => [r.signingDomain, r.status.result])).toEqual([
      ['mail.acme.test', 'pass'],
    ]);
  });

  describe('hand-over before the final dot', () => {
    const handOverBatch = (
      recipients: Array<{ to: string; handOver: () => Promise<HandOverCommit | null> }>,
    ): EmailBatch => ({
      from: 'news@acme.test',
      subject: 'Hi',
      text: 'Hello',
      html: '<p>Hello</p>',
      category: 'campaign',
      organizationId: 7,
      recipients: recipients.map((r, i) => ({
        ...r,
        htmlValues: {},
        textValues: {},
        messageId: `<h${i}.c1@acme.test>`,
        trackingKey: `h${i}`,
        idempotencyKey: `email-recipient:h${i}`,
      })),
    });

    it('asks once the server took envelope and content, before it has the message, then delivers', async () => {
      const seen: number[] = [];
      const [result] = await provider.sendBatch(
        handOverBatch([
          {
            to: 'ada@example.test',
            handOver: async () => {
              // Let the content reach the server first: it must still be waiting for the dot.
              await new Promise((r) => setTimeout(r, 50));
              seen.push(sink.messages.length);
              return () => seen.push(sink.messages.length);
            },
          },
        ]),
      );
      expect(result).toEqual({ ok: true, providerMessageId: '<h0.c1@acme.test>' });
      // Asked, then committed, both before the server had the message.
      expect(seen).toEqual([0, 0]);
      expect(sink.messages).toHaveLength(1);
    });

    it('writes the dot in the turn the hand-over commits in (no I/O wait between the two)', async () => {
      const written: string[] = [];
      const original = Socket.prototype.write;
      const socketWrite = jest.spyOn(Socket.prototype, 'write').mockImplementation(function (
        this: Socket,
        ...args: Parameters<Socket['write']>
      ) {
        written.push(String(args[0]));
        return original.apply(this, args);
      });
      let dotBeforeIo: boolean | undefined;
      try {
        await provider.sendBatch(
          handOverBatch([
            {
              to: 'turn@example.test',
              handOver: () =>
                Promise.resolve(() => {
                  const from = written.length;
                  // setImmediate runs once this turn's ticks and microtasks are done: a dot that waited for
                  // I/O (a database answer, a drain) would come after it.
                  setImmediate(() => {
                    // (nodemailer writes the dot on its own, or at the end of the last chunk.)
                    dotBeforeIo = written.slice(from).some((w) => /(^|\r\n)\.\r\n$/.test(w));
                  });
                }),
            },
          ]),
        );
      } finally {
        socketWrite.mockRestore();
      }
      expect(dotBeforeIo).toBe(true);
    });

    it('is not asked for a recipient the server refused', async () => {
      sink.rejectRecipient.set('gone@example.test', [550, 'No such user']);
      const handOver = jest.fn(() => Promise.resolve<HandOverCommit | null>(() => undefined));
      const [result] = await provider.sendBatch(handOverBatch([{ to: 'gone@example.test', handOver }]));
      expect(result!.ok).toBe(false);
      expect(handOver).not.toHaveBeenCalled();
    });

    it('refused: the server gets no message, the result says so, and the next message still goes', async () => {
      const results = await provider.sendBatch(
        handOverBatch([
          { to: 'lost@example.test', handOver: () => Promise.resolve(null) },
          { to: 'next@example.test', handOver: () => Promise.resolve(() => undefined) },
        ]),
      );
      expect(results[0]).toEqual({ ok: false, error: expect.any(HandOverRefusedError) });
      expect(results[1]!.ok).toBe(true);
      await new Promise((r) => setTimeout(r, 100));
      expect(sink.messages.map((m) => m.to[0])).toEqual(['next@example.test']);
    });
  });

  it('calls every syntactically valid address deliverable (SMTP has no verdict before sending)', async () => {
    await expect(provider.checkAddress()).resolves.toEqual({ valid: true });
  });
});
