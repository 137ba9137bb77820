import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { emailEndpoints } from '@ensemble/contracts';
import { Test } from '@nestjs/testing';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { configureHttpApp } from '../src/app.factory';
import { AppModule } from '../src/app.module';
import { type AppConfig, loadConfig } from '../src/engine/config/app-config';
import {
  EMAIL_EVENT_SINK,
  type EmailEvent,
  type EmailEventSink,
} from '../src/engine/providers/email/email-provider';
import { sendgridEvent, sendgridSigner } from './support/sendgrid-signing';

/**
 * SendGrid's Event Webhook end to end: the real application (embedded SQLite, in-process queues) with the webhook
 * module as AppModule registers it, on a recording sink in place of the email-sending module's. A post
 * must be signed with the configured key, over the exact bytes, within 10 minutes; otherwise nothing is recorded.
 */
const URL_PATH = `/api${emailEndpoints.webhooks.sendgridEvents.path}`;

/** Records every event; says "already recorded" for an sg_event_id it has seen, as the real sink does. */
class RecordingSink implements EmailEventSink {
  readonly calls: EmailEvent[] = [];
  failWith: Error | null = null;
  private readonly seen = new Set<string>();

  record(event: EmailEvent): Promise<boolean> {
    if (this.failWith) return Promise.reject(this.failWith);
    this.calls.push(event);
    if (this.seen.has(event.providerEventId)) return Promise.resolve(false);
    this.seen.add(event.providerEventId);
    return Promise.resolve(true);
  }
}

const sink = new RecordingSink();

const signer = sendgridSigner();

/**
 * The application as createHttpApp builds it (Fastify, raw bodies kept, the API's prefix and filters), with the
 * recording sink in place of the email-sending module's.
 */
async function startApp(config: AppConfig): Promise<NestFastifyApplication> {
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config)] })
    .overrideProvider(EMAIL_EVENT_SINK)
    .useValue(sink)
    .compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(
    new FastifyAdapter({ routerOptions: { ignoreTrailingSlash: true }, logger: false }),
    { rawBody: true, logger: false },
  );
  await configureHttpApp(app, config);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

describe('POST /api/sendgrid/events/ with EMAIL_PROVIDER=sendgrid', () => {
  let app: NestFastifyApplication;
  let dataDir: string;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ens-sendgrid-events-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      APP_URL: 'http://localhost:3999',
      EMAIL_PROVIDER: 'sendgrid',
      SENDGRID_API_KEY: 'SG.e2e',
      SENDGRID_API_URL: 'http://127.0.0.1:6329',
      SENDGRID_WEBHOOK_PUBLIC_KEY: signer.publicKey,
    });
    app = await startApp(config);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    sink.calls.length = 0;
    sink.failWith = null;
  });

  const post = (body: string, headers: Record<string, string>) =>
    http().post(URL_PATH).set('Content-Type', 'application/json').set(headers).send(body);

  const events = () => [
    sendgridEvent('delivered', { sg_event_id: 'e-delivered' }),
    sendgridEvent('click', { sg_event_id: 'e-click', url: 'https://acme.test/offer' }),
    sendgridEvent('bounce', {
      sg_event_id: 'e-bounce',
      email: 'gone@example.test',
      tracking_key: 'track-2',
      reason: '550 5.1.1 No such user',
    }),
  ];

  it('hands every event of a signed post to the sink, in order, mapped', async () => {
    const body = JSON.stringify(events());
    const res = await post(body, signer.headers(body));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: 3, recorded: 3 });
    expect(sink.calls).toEqual([
      expect.objectContaining({ type: 'delivered', trackingKey: 'track-1', providerEventId: 'e-delivered' }),
      expect.objectContaining({ type: 'click', url: 'https://acme.test/offer', providerEventId: 'e-click' }),
      expect.objectContaining({
        type: 'bounce',
        trackingKey: 'track-2',
        email: 'gone@example.test',
        reason: '550 5.1.1 No such user',
        providerMessageId: expect.stringMatching(/^Gn3q0L1-QdCPBoFS2PjKpQ\./),
      }),
    ]);
  });

  it('refuses a forged signature (403) and records nothing', async () => {
    const body = JSON.stringify(events());
    const res = await post(body, sendgridSigner().headers(body));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: 'Invalid webhook signature' });
    expect(sink.calls).toEqual([]);
  });

  it('refuses a body changed after SendGrid signed it', async () => {
    const body = JSON.stringify(events());
    const forged = body.replace('gone@example.test', 'victim@example.test');
    const res = await post(forged, signer.headers(body));
    expect(res.status).toBe(403);
    expect(sink.calls).toEqual([]);
  });

  it('refuses a post without a signature', async () => {
    const res = await post(JSON.stringify(events()), {});
    expect(res.status).toBe(403);
    expect(sink.calls).toEqual([]);
  });

  it('refuses a signed post replayed more than 10 minutes later', async () => {
    const body = JSON.stringify(events());
    const res = await post(body, signer.headers(body, new Date(Date.now() - 11 * 60_000)));
    expect(res.status).toBe(403);
    expect(sink.calls).toEqual([]);
  });

  it('passes the same event posted twice to the sink twice: the sink recognises it (recorded 0)', async () => {
    const body = JSON.stringify([sendgridEvent('open', { sg_event_id: 'e-open-twice' })]);
    expect((await post(body, signer.headers(body))).body).toEqual({ received: 1, recorded: 1 });
    expect((await post(body, signer.headers(body))).body).toEqual({ received: 1, recorded: 0 });
    expect(sink.calls.map((e) => e.providerEventId)).toEqual(['e-open-twice', 'e-open-twice']);
  });

  it('skips the events the suite does not record and answers for the rest', async () => {
    const body = JSON.stringify([
      sendgridEvent('machine_opened', { sg_event_id: 'e-mo' }),
      sendgridEvent('unsubscribe', { sg_event_id: 'e-unsub' }),
    ]);
    const res = await post(body, signer.headers(body));
    expect(res.body).toEqual({ received: 2, recorded: 1 });
    expect(sink.calls.map((e) => e.type)).toEqual(['unsubscribe']);
  });

  it('takes a batch as large as SendGrid posts (768 KB), above the 100 KB the forms get', async () => {
    const many = Array.from({ length: 1250 }, (_, i) =>
      sendgridEvent('delivered', { sg_event_id: `e-big-${i}`, response: `250 ok ${'x'.repeat(300)}` }),
    );
    const body = JSON.stringify(many);
    expect(body.length).toBeGreaterThan(700 * 1024);
    expect(body.length).toBeLessThan(768 * 1024);
    const res = await post(body, signer.headers(body));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: 1250, recorded: 1250 });
  });

  it('answers 500 when the sink fails, so SendGrid posts the events again', async () => {
    sink.failWith = new Error('database unavailable');
    const body = JSON.stringify(events());
    const res = await post(body, signer.headers(body));
    expect(res.status).toBe(500);
  });
});

describe('POST /api/sendgrid/events/ with another email provider', () => {
  it('answers 404 and records nothing, signed or not', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ens-sendgrid-off-'));
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dir });
    const app = await startApp(config);
    try {
      sink.calls.length = 0;
      const body = JSON.stringify([sendgridEvent('open')]);
      const res = await request(app.getHttpServer())
        .post(URL_PATH)
        .set('Content-Type', 'application/json')
        .set(signer.headers(body))
        .send(body);
      expect(res.status).toBe(404);
      expect(sink.calls).toEqual([]);
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
