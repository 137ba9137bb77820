import {
  STANDIN_ACCOUNT_NUMBER,
  STANDIN_ACCOUNT_SID,
  STANDIN_AUTH_TOKEN,
  startTwilioStandIn,
  type TwilioStandIn,
} from '../../../../test/support/twilio-standin';
import { loadConfig } from '../../config/app-config';
import { PermanentSmsError, type SmsMessage, TemporarySmsError } from './sms-provider';
import { statusCallbackWithRef, TwilioSmsProvider } from './twilio-sms.provider';

/** The Twilio SMS adapter against the local stand-in of the Messages API: the exact requests, the answers mapped. */
let standIn: TwilioStandIn;
let provider: TwilioSmsProvider;

const providerFor = (url: string, token = STANDIN_AUTH_TOKEN) =>
  new TwilioSmsProvider(
    loadConfig({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: STANDIN_ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: token,
      TWILIO_API_URL: url,
    }),
  );

beforeAll(async () => {
  standIn = await startTwilioStandIn();
  provider = providerFor(standIn.url);
});
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

const message = (more: Partial<SmsMessage> = {}): SmsMessage => ({
  to: '+14155550134',
  from: STANDIN_ACCOUNT_NUMBER,
  text: 'Hello Ada, see you at 3 — Acme',
  category: 'text',
  organizationId: 7,
  ...more,
});

describe('TwilioSmsProvider.send', () => {
  it('POSTs To, From, Body and the status callback (with our key as ref) to Messages.json, Basic auth', async () => {
    const result = await provider.send(
      message({ statusCallback: 'https://app.example/api/twilio/status/' }),
      'text-recipient:41',
    );
    expect(standIn.requests).toHaveLength(1);
    const [call] = standIn.requests;
    expect(call).toMatchObject({
      method: 'POST',
      path: `/2010-04-01/Accounts/${STANDIN_ACCOUNT_SID}/Messages.json`,
      authorization: `Basic ${Buffer.from(`${STANDIN_ACCOUNT_SID}:${STANDIN_AUTH_TOKEN}`).toString('base64')}`,
      form: {
        To: '+14155550134',
        From: STANDIN_ACCOUNT_NUMBER,
        Body: 'Hello Ada, see you at 3 — Acme',
        StatusCallback: 'https://app.example/api/twilio/status/?ref=text-recipient%3A41',
      },
    });
    expect(call!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    // The answer's sid is the provider's id of the message.
    expect(result).toEqual({ providerMessageId: standIn.messages[0]!.sid });
    expect(result.providerMessageId).toMatch(/^SM[0-9a-f]{32}$/);
  });

  it('sends no status callback when none is asked for', async () => {
    await provider.send(message(), 'outbound:3');
    expect(Object.keys(standIn.requests[0]!.form).sort()).toEqual(['Body', 'From', 'To']);
  });

  it("refuses for good what Twilio refuses, with Twilio's code and words", async () => {
    const refusal = async (m: SmsMessage) => {
      const err = (await provider.send(m, 'k').catch((e: unknown) => e)) as PermanentSmsError;
      expect(err).toBeInstanceOf(PermanentSmsError);
      return [err.code, err.message];
    };
    expect(await refusal(message({ to: '+1415' }))).toEqual([
      21211,
      "The 'To' number +1415 is not a valid phone number.",
    ]);
    standIn.unsubscribed.add('+14155550135');
    expect(await refusal(message({ to: '+14155550135' }))).toEqual([
      21610,
      'Attempt to send to unsubscribed recipient',
    ]);
    standIn.landlines.add('+14155550136');
    expect((await refusal(message({ to: '+14155550136' })))[0]).toBe(21614);
    expect((await refusal(message({ from: '+14155550199' })))[0]).toBe(21606);
    expect((await refusal(message({ text: 'x'.repeat(1601) })))[0]).toBe(21617);
    expect(standIn.messages).toHaveLength(0);
  });

  it('a wrong auth token is refused for good (20003): retrying cannot fix the configuration', async () => {
    const err = await providerFor(standIn.url, 'not-the-token')
      .send(message(), 'k')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PermanentSmsError);
    expect(err).toMatchObject({ code: 20003, message: 'Authenticate' });
  });

  it('429, 5xx and no answer at all are temporary: the send is retried later', async () => {
    standIn.failNext = { status: 429, code: 20429, message: 'Too Many Requests' };
    await expect(provider.send(message(), 'k')).rejects.toEqual(expect.any(TemporarySmsError));
    standIn.failNext = { status: 503, code: 20500, message: 'Service unavailable' };
    const err = await provider.send(message(), 'k').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TemporarySmsError);
    expect(err).toMatchObject({ code: 20500, message: 'Service unavailable' });
    standIn.failNext = { status: 0, code: 0, message: 'drop' };
    await expect(provider.send(message(), 'k')).rejects.toEqual(expect.any(TemporarySmsError));
    const nowhere = providerFor('http://127.0.0.1:9');
    await expect(nowhere.send(message(), 'k')).rejects.toEqual(expect.any(TemporarySmsError));
    // A rate limit Twilio words as a 400 (14107) is one too.
    standIn.failNext = { status: 400, code: 14107, message: 'Message rate limit exceeded' };
    await expect(provider.send(message(), 'k')).rejects.toEqual(expect.any(TemporarySmsError));
  });
});

it('keeps the status callback’s own query and adds the key as ref', () => {
  expect(statusCallbackWithRef('https://a.example/api/twilio/status/?x=1', 'text-recipient:9')).toBe(
    'https://a.example/api/twilio/status/?x=1&ref=text-recipient%3A9',
  );
});
