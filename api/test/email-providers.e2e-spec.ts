import { dkimVerify } from 'mailauth/lib/dkim/verify';
import {
  emailEndpoints,
  emailSetupEndpoints,
  emailSetupMessages,
  type SendEmailResult,
  type SendingDomain,
  urlOf,
} from '@ensemble/contracts';
import { EMAIL_PROVIDER, type EmailProvider } from '../src/engine/providers/email/email-provider';
import { EmailRecipient } from '../src/modules/messaging/email-sending/email-sending.entities';
import { SendingDomainRow } from '../src/modules/messaging/email-setup/sending-domain.entity';
import { aLead } from './builders/lead.builder';
import { anOrganization } from './builders/organization.builder';
import { aUser } from './builders/user.builder';
import { bearer, loginAs } from './support/auth';
import { delivered, type SendgridStandIn, startSendgridStandIn } from './support/sendgrid-standin';
import { sendgridSigner } from './support/sendgrid-signing';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * EMAIL_PROVIDER picks the adapter the whole application sends with: a password-reset email, queued and sent by
 * the work engine, arrives at the local SMTP server or at the SendGrid stand-in; with nothing set, the outbox.
 */
const SMTP_PORT = 6312;
const SENDGRID_PORT = 6322;
const SMTP_CAMPAIGN_PORT = 6313;

async function until<T>(find: () => T | undefined | Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`nothing arrived within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const provider = (t: TestApp) => t.app.get<EmailProvider>(EMAIL_PROVIDER);

describe('EMAIL_PROVIDER unset (the embedded default)', () => {
  it('sends with the outbox', async () => {
    const t = await startTestApp({ database: 'sqlite', redis: false });
    try {
      expect(provider(t).name).toBe('outbox');
    } finally {
      await t.close();
    }
  });
});

describe('EMAIL_PROVIDER=smtp', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink(SMTP_PORT);
    t = await startTestApp({
      database: 'sqlite',
      redis: false,
      env: { EMAIL_PROVIDER: 'smtp', SMTP_URL: sink.url, OUTBOX_MAILBOX: 'false' },
    });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it("delivers the application's email through the SMTP server", async () => {
    expect(provider(t)).toMatchObject({ name: 'smtp', reportsEvents: false });
    const user = await aUser().verified().build();
    expect((await t.http.post('/api/auth/password-reset/').send({ email: user.email })).status).toBeLessThan(
      300,
    );
    const mail = await until(() => sink.messages.find((m) => m.to.includes(user.email)));
    expect(mail.raw).toMatch(/password-reset|reset/i);
  });
});

describe('EMAIL_PROVIDER=smtp, a campaign on MariaDB', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink(SMTP_CAMPAIGN_PORT);
    t = await startTestApp({
      database: 'mariadb',
      redis: false,
      env: { EMAIL_PROVIDER: 'smtp', SMTP_URL: sink.url, OUTBOX_MAILBOX: 'false' },
    });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('hands every message over (recorded and committed with its dot) and marks each row sent once', async () => {
    const owner = await aUser().verified().build();
    const org = await anOrganization().ownedBy(owner).build();
    const emails = ['ada@smtp.test', 'bo@smtp.test', 'cy@smtp.test'];
    const leads = await Promise.all(
      emails.map((email) => aLead().inOrganization(org.id).client().withEmail(email).build()),
    );
    const res = await t.http
      .post(`/api${urlOf(emailEndpoints.sending.send, { orgId: org.id })}`)
      .set(bearer((await loginAs(t, owner)).access))
      .send({ recipient_id: leads.map((l) => l.id), subject: 'Renewal', content: 'Hello #!first_name!#' })
      .expect(200);
    const campaignId = (res.body as SendEmailResult).data.campaign_id;
    const rows = () => t.dataSource.getRepository(EmailRecipient).findBy({ campaignId });
    await until(async () => ((await rows()).every((r) => r.status === 'sent') ? true : undefined));
    for (const row of await rows()) {
      expect(row.handedOverAt).toBeInstanceOf(Date);
      expect(row.sentAt).toBeInstanceOf(Date);
    }
    expect(sink.messages.flatMap((m) => m.to).sort()).toEqual(emails);
  });

  it("sends from the organization's verified domain, DKIM-signed with its key; an unverified one is refused", async () => {
    const owner = await aUser().verified().build();
    const org = await anOrganization().ownedBy(owner).build();
    const token = (await loginAs(t, owner)).access;
    const lead = await aLead().inOrganization(org.id).client().withEmail('signed@smtp.test').build();
    const at = (e: { path: string }) => `/api${urlOf(e as never, { orgId: org.id } as never)}`;
    const domain = (
      await t.http
        .post(at(emailSetupEndpoints.authenticate))
        .set(bearer(token))
        .send({ domain: 'mail.signed.test', ip: '127.0.0.1' })
        .expect(201)
    ).body as SendingDomain;
    await t.http
      .post(at(emailSetupEndpoints.verifySender))
      .set(bearer(token))
      .send({ email: 'news@mail.signed.test', sender_name: 'Signed Co', reply_to: 'help@signed.test' })
      .expect(200);
    const send = () =>
      t.http
        .post(at(emailEndpoints.sending.send))
        .set(bearer(token))
        .send({ recipient_id: [lead.id], subject: 'Signed', content: 'Hello' });
    const refused = await send().expect(400);
    expect(refused.body).toEqual({ detail: emailSetupMessages.domainNotVerified('mail.signed.test') });

    // The records seen in DNS (the email setup's own tests look them up): the domain is verified.
    await t.dataSource.getRepository(SendingDomainRow).update({ organizationId: org.id }, { valid: true });
    sink.reset();
    await send().expect(200);
    const mail = await until(() => sink.messages.find((m) => m.to.includes('signed@smtp.test')));
    expect(mail.raw).toMatch(/^From: "?Signed Co"? <news@mail\.signed\.test>/m);
    expect(mail.raw).toMatch(/^Reply-To: help@signed\.test/m);
    const dkim = domain.dns[0]!;
    const result = await dkimVerify(Buffer.from(mail.raw), {
      resolver: async (name: string) => {
        if (name === dkim.host) return [[dkim.data]];
        throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
      },
    });
    expect(result.results.map((r) => [r.signingDomain, r.status.result])).toEqual([
      ['mail.signed.test', 'pass'],
    ]);
  });
});

describe('EMAIL_PROVIDER=sendgrid', () => {
  let standIn: SendgridStandIn;
  let t: TestApp;
  beforeAll(async () => {
    standIn = await startSendgridStandIn(SENDGRID_PORT, 'SG.e2e-key');
    t = await startTestApp({
      database: 'sqlite',
      redis: false,
      env: {
        EMAIL_PROVIDER: 'sendgrid',
        SENDGRID_API_KEY: 'SG.e2e-key',
        SENDGRID_API_URL: standIn.url,
        SENDGRID_WEBHOOK_PUBLIC_KEY: sendgridSigner().publicKey,
        OUTBOX_MAILBOX: 'false',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it("delivers the application's email through SendGrid's v3 API", async () => {
    expect(provider(t)).toMatchObject({ name: 'sendgrid', reportsEvents: true, maxBatch: 1000 });
    const user = await aUser().verified().build();
    expect((await t.http.post('/api/auth/password-reset/').send({ email: user.email })).status).toBeLessThan(
      300,
    );
    const call = await until(() =>
      standIn.requests.find((r) => delivered(r.body).some((m) => m.to === user.email)),
    );
    expect(call.path).toBe('/v3/mail/send');
    expect(call.authorization).toBe('Bearer SG.e2e-key');
  });
});
