import { Client } from '@sendgrid/client';
import {
  delivered,
  type SendgridStandIn,
  startSendgridStandIn,
} from '../../../../test/support/sendgrid-standin';
import { loadConfig } from '../../config/app-config';
import {
  type EmailBatch,
  type EmailBatchRecipient,
  PermanentEmailError,
  TemporaryEmailError,
} from './email-provider';
import { SendgridEmailProvider } from './sendgrid-email.provider';

/** The SendGrid adapter against the local stand-in of the v3 mail/send API: the exact requests, the answers mapped. */
const PORT = 6321;
const API_KEY = 'SG.ensemble-test';

let standIn: SendgridStandIn;
let provider: SendgridEmailProvider;

const providerFor = (url: string, key = API_KEY) =>
  new SendgridEmailProvider(
    loadConfig({
      EMAIL_PROVIDER: 'sendgrid',
      SENDGRID_API_KEY: key,
      SENDGRID_API_URL: url,
      SENDGRID_WEBHOOK_PUBLIC_KEY: 'unused-here',
    }),
  );

beforeAll(async () => {
  standIn = await startSendgridStandIn(PORT, API_KEY);
  provider = providerFor(standIn.url);
});
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

const recipient = (
  n: number,
  name: string,
  more: Partial<EmailBatchRecipient> = {},
): EmailBatchRecipient => ({
  to: `r${n}@example.test`,
  htmlValues: { '#!first_name!#': name.replace(/&/g, '&amp;').replace(/</g, '&lt;') },
  textValues: { '#!first_name!#': name },
  messageId: `<r${n}.c5@acme.test>`,
  headers: {
    'List-Unsubscribe': `<https://app.test/api/email/unsubscribe/t${n}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
  trackingKey: `track-${n}`,
  idempotencyKey: `email-recipient:${n}`,
  ...more,
});

const batchOf = (recipients: EmailBatchRecipient[], more: Partial<EmailBatch> = {}): EmailBatch => ({
  from: 'Acme News <news@acme.test>',
  replyTo: 'owner@acme.test',
  subject: 'Offers for #!first_name!#',
  text: 'Hello #!first_name!#, see you.',
  html: '<p>Hello <b>#!first_name!#</b></p>',
  category: 'campaign',
  organizationId: 5,
  recipients,
  ...more,
});

describe('SendgridEmailProvider.sendBatch', () => {
  it('sends the whole batch as ONE mail/send call, one personalization per recipient', async () => {
    const results = await provider.sendBatch(
      batchOf([recipient(1, 'Ann & <Al>'), recipient(2, 'Bob'), recipient(3, 'Cy')], {
        attachments: [
          { filename: 'offer.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF') },
        ],
      }),
    );
    expect(standIn.requests).toHaveLength(1);
    const [call] = standIn.requests;
    expect(call).toMatchObject({ method: 'POST', path: '/v3/mail/send', authorization: `Bearer ${API_KEY}` });
    const body = call!.body;
    expect(body.from).toEqual({ email: 'news@acme.test', name: 'Acme News' });
    expect(body.reply_to).toEqual({ email: 'owner@acme.test' });
    expect(body.categories).toEqual(['campaign']);
    expect(body.attachments).toEqual([
      {
        filename: 'offer.pdf',
        type: 'application/pdf',
        content: Buffer.from('%PDF').toString('base64'),
        disposition: 'attachment',
      },
    ]);
    expect(body.personalizations).toHaveLength(3);
    expect(body.personalizations![0]).toEqual({
      to: [{ email: 'r1@example.test' }],
      substitutions: { '#!first_name!#': 'Ann &amp; &lt;Al>', '#!first_name:text!#': 'Ann & <Al>' },
      headers: {
        'List-Unsubscribe': '<https://app.test/api/email/unsubscribe/t1>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'Message-ID': '<r1.c5@acme.test>',
      },
      custom_args: { tracking_key: 'track-1' },
    });
    const id = standIn.messageIds[0];
    expect(results).toEqual([1, 2, 3].map(() => ({ ok: true, providerMessageId: id })));
  });

  it('keeps HTML-escaped values in the HTML and plain ones in the subject and text', async () => {
    await provider.sendBatch(batchOf([recipient(1, 'Ann & <Al>'), recipient(2, 'Bob')]));
    const [ann, bob] = delivered(standIn.requests[0]!.body);
    expect(ann).toMatchObject({
      to: 'r1@example.test',
      subject: 'Offers for Ann & <Al>',
      text: 'Hello Ann & <Al>, see you.',
      html: '<p>Hello <b>Ann &amp; &lt;Al></b></p>',
    });
    expect(bob).toMatchObject({
      subject: 'Offers for Bob',
      text: 'Hello Bob, see you.',
      html: '<p>Hello <b>Bob</b></p>',
    });
  });

  it('sends 1,000 recipients in one call', async () => {
    const many = Array.from({ length: 1000 }, (_, i) => recipient(i, `N${i}`));
    const results = await provider.sendBatch(batchOf(many));
    expect(standIn.requests).toHaveLength(1);
    expect(standIn.requests[0]!.body.personalizations).toHaveLength(1000);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(provider.maxBatch).toBe(1000);
  });

  it('fails every recipient for a rate limit (429) or a server error (5xx), temporarily', async () => {
    standIn.rateLimitNext = 1;
    const limited = await provider.sendBatch(batchOf([recipient(1, 'A'), recipient(2, 'B')]));
    expect(limited.map((r) => !r.ok && r.error instanceof TemporaryEmailError)).toEqual([true, true]);
    standIn.failNext = { status: 503, message: 'Service unavailable' };
    const down = await provider.sendBatch(batchOf([recipient(1, 'A')]));
    expect(down[0]).toMatchObject({ ok: false, error: expect.any(TemporaryEmailError) });
  });

  it("fails every recipient for good on another 4xx, with SendGrid's first error message", async () => {
    const results = await provider.sendBatch(batchOf([recipient(1, 'A'), recipient(2, 'B')], { from: '' }));
    expect(results).toHaveLength(2);
    for (const r of results) {
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.error).toBeInstanceOf(PermanentEmailError);
      expect(r.error.message).toMatch(/^The from object must be provided for every email send/);
    }
  });

  it('refuses a wrong key (401) for good and an unreachable API for now', async () => {
    const wrongKey = providerFor(standIn.url, 'SG.wrong');
    const [refused] = await wrongKey.sendBatch(batchOf([recipient(1, 'A')]));
    expect(refused).toMatchObject({ ok: false, error: expect.any(PermanentEmailError) });
    expect(!refused!.ok && refused!.error.message).toBe(
      'The provided authorization grant is invalid, expired, or revoked',
    );
    const nowhere = providerFor('http://127.0.0.1:6329');
    const [unreachable] = await nowhere.sendBatch(batchOf([recipient(1, 'A')]));
    expect(unreachable).toMatchObject({ ok: false, error: expect.any(TemporaryEmailError) });
  });

  it('sends nothing for an empty batch', async () => {
    await expect(provider.sendBatch(batchOf([]))).resolves.toEqual([]);
    expect(standIn.requests).toHaveLength(0);
  });
});

describe('SendgridEmailProvider.send', () => {
  it('is a batch of one: the message as is, its Message-ID, headers and tracking key', async () => {
    const result = await provider.send(
      {
        to: 'ada@example.test',
        from: 'no-reply@ensemble.test',
        subject: 'Verify your email',
        text: 'Click the link',
        html: null,
        category: 'verification',
        organizationId: null,
        messageId: '<v1@ensemble.test>',
        trackingKey: 'k-1',
      },
      'outbound:1',
    );
    expect(result).toEqual({ providerMessageId: standIn.messageIds[0] });
    const body = standIn.requests[0]!.body;
    expect(body.content).toEqual([{ type: 'text/plain', value: 'Click the link' }]);
    expect(body.personalizations).toEqual([
      {
        to: [{ email: 'ada@example.test' }],
        headers: { 'Message-ID': '<v1@ensemble.test>' },
        custom_args: { tracking_key: 'k-1' },
      },
    ]);
  });

  it('throws the mapped failure', async () => {
    standIn.rateLimitNext = 1;
    await expect(
      provider.send(
        {
          to: 'a@example.test',
          from: 'x@acme.test',
          subject: 's',
          text: 't',
          html: null,
          category: 'c',
          organizationId: 1,
        },
        'k',
      ),
    ).rejects.toBeInstanceOf(TemporaryEmailError);
  });
});

describe('SendgridEmailProvider.checkAddress', () => {
  const validating = (key = standIn.validationApiKey) =>
    new SendgridEmailProvider(
      loadConfig({
        EMAIL_PROVIDER: 'sendgrid',
        SENDGRID_API_KEY: API_KEY,
        SENDGRID_API_URL: standIn.url,
        SENDGRID_WEBHOOK_PUBLIC_KEY: 'unused-here',
        SENDGRID_VALIDATION_API_KEY: key,
      }),
    );

  it("asks SendGrid's Email Address Validation with its own key: Invalid refuses, Valid and Risky pass", async () => {
    const p = validating();
    await expect(p.checkAddress('ada@nowhere.invalid')).resolves.toEqual({ valid: false });
    await expect(p.checkAddress('ada@example.test')).resolves.toEqual({ valid: true });
    await expect(p.checkAddress('risky@example.test')).resolves.toEqual({ valid: true });
    const calls = standIn.requests.filter((r) => r.path === '/v3/validations/email');
    expect(calls).toHaveLength(3);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      authorization: `Bearer ${standIn.validationApiKey}`,
      body: { email: 'ada@nowhere.invalid', source: 'contact' },
    });
  });

  it('without the key, or when the check fails, gives no verdict: the address passes', async () => {
    await expect(provider.checkAddress('ada@nowhere.invalid')).resolves.toEqual({ valid: true });
    expect(standIn.requests).toHaveLength(0);
    standIn.validationDownNext = true;
    await expect(validating().checkAddress('ada@nowhere.invalid')).resolves.toEqual({ valid: true });
    await expect(validating('SG.wrong').checkAddress('ada@nowhere.invalid')).resolves.toEqual({
      valid: true,
    });
    expect(standIn.requests.filter((r) => r.path === '/v3/validations/email')).toHaveLength(2);
  });
});

describe('the SendGrid stand-in', () => {
  const client = () => {
    const c = new Client();
    c.setApiKey(API_KEY);
    c.setDefaultRequest('baseUrl', `${standIn.url}/`);
    return c;
  };
  const minimal = (personalizations: number) => ({
    from: { email: 'a@acme.test' },
    subject: 's',
    content: [{ type: 'text/plain', value: 't' }],
    personalizations: Array.from({ length: personalizations }, (_, i) => ({
      to: [{ email: `r${i}@x.test` }],
    })),
  });

  it('answers 400 with the field for more than 1,000 personalizations, as SendGrid does', async () => {
    await expect(
      client().request({ method: 'POST', url: '/v3/mail/send', body: minimal(1001) }),
    ).rejects.toMatchObject({
      code: 400,
      response: {
        body: {
          errors: [
            { field: 'personalizations', message: 'The personalizations field is limited to 1000 items.' },
          ],
        },
      },
    });
    const [accepted] = await client().request({ method: 'POST', url: '/v3/mail/send', body: minimal(1000) });
    expect(accepted.statusCode).toBe(202);
  });
});
