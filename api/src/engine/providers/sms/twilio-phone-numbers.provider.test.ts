import {
  STANDIN_ACCOUNT_SID,
  STANDIN_AUTH_TOKEN,
  startTwilioStandIn,
  type TwilioStandIn,
} from '../../../../test/support/twilio-standin';
import { loadConfig } from '../../config/app-config';
import { PhoneNumberNotAvailableError, PhoneNumbersProviderError } from './phone-numbers-provider';
import { phoneWebhookUrls } from './phone-webhooks';
import { TwilioPhoneNumbersProvider } from './twilio-phone-numbers.provider';

/** The Twilio numbers adapter against the stand-in: AvailablePhoneNumbers and IncomingPhoneNumbers, as documented. */
let standIn: TwilioStandIn;
let provider: TwilioPhoneNumbersProvider;
const ACCOUNT = `/2010-04-01/Accounts/${STANDIN_ACCOUNT_SID}`;
const webhooks = phoneWebhookUrls('https://app.example/api');

beforeAll(async () => {
  standIn = await startTwilioStandIn();
  provider = new TwilioPhoneNumbersProvider(
    loadConfig({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: STANDIN_ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: STANDIN_AUTH_TOKEN,
      TWILIO_API_URL: standIn.url,
    }),
  );
});
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

/** The calls the stand-in received since the last look, each with the account's Basic auth. */
const calls = () => {
  const seen = standIn.requests.splice(0);
  const basic = `Basic ${Buffer.from(`${STANDIN_ACCOUNT_SID}:${STANDIN_AUTH_TOKEN}`).toString('base64')}`;
  for (const r of seen) expect(r.authorization).toBe(basic);
  return seen.map(({ method, path, query, form }) => ({ method, path, query, form }));
};

describe('available', () => {
  it('searches local numbers of an area code that take texts and calls, as many as asked', async () => {
    const found = await provider.available('local', '415', 3);
    expect(calls()).toEqual([
      {
        method: 'GET',
        path: `${ACCOUNT}/AvailablePhoneNumbers/US/Local.json`,
        query: { AreaCode: '415', SmsEnabled: 'true', VoiceEnabled: 'true', PageSize: '3' },
        form: {},
      },
    ]);
    expect(found).toEqual([
      {
        phoneNumber: '+14155550170',
        friendlyName: '(415) 555-0170',
        locality: 'San Francisco',
        region: 'CA',
      },
      {
        phoneNumber: '+14155550171',
        friendlyName: '(415) 555-0171',
        locality: 'San Francisco',
        region: 'CA',
      },
      {
        phoneNumber: '+14155550172',
        friendlyName: '(415) 555-0172',
        locality: 'San Francisco',
        region: 'CA',
      },
    ]);
  });

  it('searches toll-free numbers in TollFree.json; an area code with none answers none', async () => {
    const tollFree = await provider.available('toll_free', null, 20);
    expect(calls()).toEqual([
      {
        method: 'GET',
        path: `${ACCOUNT}/AvailablePhoneNumbers/US/TollFree.json`,
        query: { SmsEnabled: 'true', VoiceEnabled: 'true', PageSize: '20' },
        form: {},
      },
    ]);
    expect(tollFree).toHaveLength(5);
    expect(tollFree[0]).toEqual({
      phoneNumber: '+18885550170',
      friendlyName: '(888) 555-0170',
      locality: null,
      region: null,
    });
    standIn.soldOut.add('907');
    expect(await provider.available('local', '907', 20)).toEqual([]);
  });

  it("a failure is the adapter's error, with Twilio's words for the logs", async () => {
    standIn.failNext = { status: 500, code: 20500, message: 'Internal Server Error' };
    await expect(provider.available('local', '415', 20)).rejects.toThrow(
      new PhoneNumbersProviderError('Twilio search: Internal Server Error (20500)'),
    );
  });
});

describe('buy, configure and release', () => {
  it('buys with PhoneNumber and every webhook POSTed to us, and answers the PN sid', async () => {
    const { sid } = await provider.buy('+14155550171', webhooks);
    expect(sid).toMatch(/^PN[0-9a-f]{32}$/);
    expect(calls()).toEqual([
      {
        method: 'POST',
        path: `${ACCOUNT}/IncomingPhoneNumbers.json`,
        query: {},
        form: {
          PhoneNumber: '+14155550171',
          SmsUrl: 'https://app.example/api/twilio/sms/',
          SmsMethod: 'POST',
          VoiceUrl: 'https://app.example/api/twilio/voice/',
          VoiceMethod: 'POST',
          StatusCallback: 'https://app.example/api/twilio/status/',
          StatusCallbackMethod: 'POST',
        },
      },
    ]);
    expect(standIn.incoming.get(sid)).toMatchObject({
      phone_number: '+14155550171',
      sms_url: webhooks.smsUrl,
      voice_url: webhooks.voiceUrl,
      status_callback: webhooks.statusCallback,
    });
    // Bought: it is no longer for sale, and buying it again is Twilio's 21422.
    expect((await provider.available('local', '415', 20)).map((n) => n.phoneNumber)).not.toContain(
      '+14155550171',
    );
    await expect(provider.buy('+14155550171', webhooks)).rejects.toThrow(PhoneNumberNotAvailableError);
  });

  it('points the number at other webhooks, then releases it; a number already gone is released', async () => {
    const { sid } = await provider.buy('+14155550172', webhooks);
    calls();
    const moved = phoneWebhookUrls('https://crm.example/api');
    await provider.configure(sid, moved);
    await provider.release(sid);
    await provider.release(sid);
    expect(calls()).toEqual([
      {
        method: 'POST',
        path: `${ACCOUNT}/IncomingPhoneNumbers/${sid}.json`,
        query: {},
        form: {
          SmsUrl: moved.smsUrl,
          SmsMethod: 'POST',
          VoiceUrl: moved.voiceUrl,
          VoiceMethod: 'POST',
          StatusCallback: moved.statusCallback,
          StatusCallbackMethod: 'POST',
        },
      },
      { method: 'DELETE', path: `${ACCOUNT}/IncomingPhoneNumbers/${sid}.json`, query: {}, form: {} },
      { method: 'DELETE', path: `${ACCOUNT}/IncomingPhoneNumbers/${sid}.json`, query: {}, form: {} },
    ]);
    expect(standIn.incoming.has(sid)).toBe(false);
    await expect(provider.configure(sid, moved)).rejects.toThrow(PhoneNumbersProviderError);
  });

  it('a release Twilio refuses otherwise is an error', async () => {
    standIn.failNext = { status: 503, code: 20503, message: 'Service Unavailable' };
    await expect(provider.release(`PN${'0'.repeat(32)}`)).rejects.toThrow(PhoneNumbersProviderError);
  });
});
