import { sendgridEvent, sendgridSigner } from '../../../../test/support/sendgrid-signing';
import { ConfigError } from '../../config/app-config';
import {
  EventWebhookPayloadError,
  EventWebhookSignatureError,
  SendgridEventWebhook,
  toEmailEvent,
} from './sendgrid-event-webhook';

const signer = sendgridSigner();
const webhook = new SendgridEventWebhook(signer.publicKey);
const now = new Date('2026-11-27T04:00:00Z');

const signature = (h: Record<string, string>) => h['X-Twilio-Email-Event-Webhook-Signature'];
const timestamp = (h: Record<string, string>) => h['X-Twilio-Email-Event-Webhook-Timestamp'];

/** Parses a body signed by `by` at `at`. */
const parse = (body: string, at = now, by = signer, bytes = body) => {
  const h = by.headers(body, at);
  return webhook.parse(Buffer.from(bytes), signature(h), timestamp(h), now);
};

describe('SendgridEventWebhook.parse', () => {
  const body = JSON.stringify([sendgridEvent('open'), sendgridEvent('delivered', { sg_event_id: 'evt-2' })]);

  it('accepts a post signed with the key, read from the exact bytes', () => {
    const { received, events } = parse(body);
    expect(received).toBe(2);
    expect(events.map((e) => e.type)).toEqual(['open', 'delivered']);
  });

  it('accepts the key as PEM too', () => {
    const pem = `-----BEGIN PUBLIC KEY-----\n${signer.publicKey}\n-----END PUBLIC KEY-----\n`;
    const h = signer.headers(body, now);
    expect(
      new SendgridEventWebhook(pem).parse(Buffer.from(body), signature(h), timestamp(h), now).received,
    ).toBe(2);
  });

  it('refuses a post signed with another key', () => {
    expect(() => parse(body, now, sendgridSigner())).toThrow(EventWebhookSignatureError);
  });

  it('refuses a body changed after signing', () => {
    const changed = body.replace('ada@example.test', 'eve@example.test');
    expect(() => parse(body, now, signer, changed)).toThrow(EventWebhookSignatureError);
  });

  it('refuses a post without its signature headers, or with garbage in them', () => {
    const h = signer.headers(body, now);
    expect(() => webhook.parse(Buffer.from(body), undefined, timestamp(h), now)).toThrow(
      EventWebhookSignatureError,
    );
    expect(() => webhook.parse(Buffer.from(body), signature(h), undefined, now)).toThrow(
      EventWebhookSignatureError,
    );
    expect(() => webhook.parse(Buffer.from(body), 'not base64 DER!', timestamp(h), now)).toThrow(
      EventWebhookSignatureError,
    );
    expect(() => webhook.parse(Buffer.from(body), signature(h), 'yesterday', now)).toThrow(
      EventWebhookSignatureError,
    );
  });

  it('refuses a correctly signed post older than 10 minutes (a replay), and one from the far future', () => {
    expect(() => parse(body, new Date(now.getTime() - 10 * 60_000 - 1000))).toThrow(/tolerance/);
    expect(() => parse(body, new Date(now.getTime() + 11 * 60_000))).toThrow(/tolerance/);
    expect(parse(body, new Date(now.getTime() - 9 * 60_000)).received).toBe(2);
  });

  it('refuses a signed body that is not an array of events', () => {
    expect(() => parse('{"event":"open"}')).toThrow(EventWebhookPayloadError);
  });

  it('refuses a key that is not one', () => {
    expect(() => new SendgridEventWebhook('not-a-key')).toThrow(ConfigError);
  });
});

describe('toEmailEvent', () => {
  it("maps SendGrid's fields: tracking_key, sg_message_id, sg_event_id, timestamp", () => {
    expect(toEmailEvent(sendgridEvent('open'))).toEqual({
      type: 'open',
      trackingKey: 'track-1',
      providerMessageId: 'Gn3q0L1-QdCPBoFS2PjKpQ.filterdrecv-5645d9c87f-9hmvn-1-5E6B9DE5-1.0',
      email: 'ada@example.test',
      at: new Date(1_790_000_000 * 1000),
      providerEventId: 'evt-open-1',
      reason: null,
      url: null,
    });
  });

  it("keeps a click's URL, a bounce's or drop's reason and a deferral's response", () => {
    expect(toEmailEvent(sendgridEvent('click', { url: 'https://acme.test/offer' }))).toMatchObject({
      type: 'click',
      url: 'https://acme.test/offer',
    });
    expect(
      toEmailEvent(sendgridEvent('bounce', { reason: '550 5.1.1 No such user', type: 'bounce' })),
    ).toMatchObject({ type: 'bounce', reason: '550 5.1.1 No such user' });
    expect(toEmailEvent(sendgridEvent('dropped', { reason: 'Bounced Address' }))).toMatchObject({
      reason: 'Bounced Address',
    });
    expect(toEmailEvent(sendgridEvent('deferred', { response: '450 mailbox full' }))).toMatchObject({
      reason: '450 mailbox full',
    });
  });

  it("reads a bounce of type 'blocked' as a block, with its reason; any other bounce stays a bounce", () => {
    expect(
      toEmailEvent(sendgridEvent('bounce', { type: 'blocked', reason: '554 blocked by policy' })),
    ).toMatchObject({ type: 'blocked', reason: '554 blocked by policy' });
    expect(toEmailEvent(sendgridEvent('bounce', { type: 'bounce' }))?.type).toBe('bounce');
    expect(toEmailEvent(sendgridEvent('bounce'))?.type).toBe('bounce');
    // 'blocked' is not an event name of SendGrid's own.
    expect(toEmailEvent(sendgridEvent('blocked'))).toBeNull();
  });

  it.each([
    'processed',
    'delivered',
    'open',
    'click',
    'bounce',
    'dropped',
    'deferred',
    'spamreport',
    'unsubscribe',
    'group_unsubscribe',
    'group_resubscribe',
  ])('knows %s', (type) => {
    expect(toEmailEvent(sendgridEvent(type))?.type).toBe(type);
  });

  it('skips other events and events without an id; an event without our key still has its message id', () => {
    expect(toEmailEvent(sendgridEvent('machine_opened'))).toBeNull();
    expect(toEmailEvent(sendgridEvent('open', { sg_event_id: undefined }))).toBeNull();
    expect(toEmailEvent('open')).toBeNull();
    expect(toEmailEvent(sendgridEvent('open', { tracking_key: undefined }))).toMatchObject({
      trackingKey: null,
      providerMessageId: expect.stringMatching(/^Gn3q0L1/),
    });
  });
});
