import { startTestApp, type TestApp } from './support/test-app';
import {
  type AvailablePhoneNumbers,
  billingMessages,
  messages,
  phoneNumberEndpoints as E,
  phoneNumberMessages as M,
  urlOf,
} from '@ensemble/contracts';
import { QueryFailedError } from 'typeorm';
import { PhoneNumberRow } from '../src/modules/messaging/phone-numbers/phone-number.entities';
import { Organization } from '../src/modules/platform/organizations/organization.entity';
import { anOrganization } from './builders/organization.builder';
import { aUser } from './builders/user.builder';
import { bearer, loginAs } from './support/auth';
import {
  STANDIN_ACCOUNT_SID,
  STANDIN_AUTH_TOKEN,
  startTwilioStandIn,
  type TwilioStandIn,
} from './support/twilio-standin';

/**
 * Phone setup with SMS_PROVIDER=twilio (issue 19): the same calls, answered by Twilio's AvailablePhoneNumbers and
 * IncomingPhoneNumbers (here the local stand-in of its REST API). Every call reaches Twilio as documented, a
 * number is bought pointing at our webhooks, and a number bought for a row that could not be kept is released.
 */
let twilio: TwilioStandIn;
let t: TestApp;
let owner: string;
let member: string;
let org: { id: number };

const ACCOUNT = `/2010-04-01/Accounts/${STANDIN_ACCOUNT_SID}`;
const BASIC = `Basic ${Buffer.from(`${STANDIN_ACCOUNT_SID}:${STANDIN_AUTH_TOKEN}`).toString('base64')}`;

beforeAll(async () => {
  twilio = await startTwilioStandIn();
  t = await startTestApp({
    redis: false,
    env: {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: STANDIN_ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: STANDIN_AUTH_TOKEN,
      TWILIO_API_URL: twilio.url,
      OUTBOX_MAILBOX: 'false',
      API_PUBLIC_URL: 'https://crm.example/api',
    },
  });
  const o = await aUser().verified().build();
  const m = await aUser().verified().build();
  org = await anOrganization().ownedBy(o).withMember(m).build();
  owner = (await loginAs(t, o)).access;
  member = (await loginAs(t, m)).access;
});
afterAll(async () => {
  await t?.close();
  await twilio?.close();
});

const call = (e: { method: string; path: string }, token: string, body?: object, orgId = org.id) => {
  const req = t.http[e.method.toLowerCase() as 'get'](`/api${urlOf(e as never, { orgId } as never)}`).set(
    bearer(token),
  );
  return body ? req.send(body) : req;
};
/** The calls Twilio received since the last look, each with the account's Basic auth. */
const twilioCalls = () => {
  const seen = twilio.requests.splice(0);
  for (const r of seen) expect(r.authorization).toBe(BASIC);
  return seen.map(({ method, path, query, form }) => ({ method, path, query, form }));
};
const webhookForm = {
  SmsUrl: 'https://crm.example/api/twilio/sms/',
  SmsMethod: 'POST',
  VoiceUrl: 'https://crm.example/api/twilio/voice/',
  VoiceMethod: 'POST',
  StatusCallback: 'https://crm.example/api/twilio/status/',
  StatusCallbackMethod: 'POST',
};
const rows = () => t.dataSource.getRepository(PhoneNumberRow);

it("searches Twilio's local numbers in the area code and answers them in data.data", async () => {
  const res = await call(E.available, member, { number_type: 'local', area_code: '415' }).expect(200);
  expect(twilioCalls()).toEqual([
    {
      method: 'GET',
      path: `${ACCOUNT}/AvailablePhoneNumbers/US/Local.json`,
      query: { AreaCode: '415', SmsEnabled: 'true', VoiceEnabled: 'true', PageSize: '20' },
      form: {},
    },
  ]);
  const list = (res.body as AvailablePhoneNumbers).data.data;
  expect(list).toHaveLength(5);
  expect(list[0]).toEqual({
    phone_number: '+14155550170',
    friendly_name: '(415) 555-0170',
    locality: 'San Francisco',
    region: 'CA',
  });
  const tollFree = await call(E.available, member, { number_type: 'toll_free' }).expect(200);
  expect(twilioCalls().map((c) => c.path)).toEqual([`${ACCOUNT}/AvailablePhoneNumbers/US/TollFree.json`]);
  expect((tollFree.body as AvailablePhoneNumbers).data.data[0]!.phone_number).toBe('+18885550170');
});

it("answers 'No numbers available…' when Twilio has none, and its own words when Twilio fails", async () => {
  twilio.soldOut.add('907');
  const none = await call(E.available, member, { number_type: 'local', area_code: '907' }).expect(404);
  expect(none.body).toEqual({ detail: M.noNumbersAvailable });
  twilio.failNext = { status: 503, code: 20503, message: 'Service Unavailable' };
  const down = await call(E.available, member, { number_type: 'local', area_code: '415' }).expect(502);
  expect(down.body).toEqual({ detail: messages.somethingWentWrong });
  twilioCalls();
});

it('a number Twilio no longer sells, or a Twilio failure, buys nothing and stores nothing', async () => {
  const gone = await call(E.create, owner, { twilio_number: '+14155550199', real_number: '2125550134' });
  expect([gone.status, gone.body]).toEqual([400, { twilio_number: [M.numberNotAvailable] }]);
  twilio.failNext = { status: 500, code: 20500, message: 'Internal Server Error' };
  const down = await call(E.create, owner, { twilio_number: '+14155550170', real_number: '2125550134' });
  expect([down.status, down.body]).toEqual([502, { detail: messages.somethingWentWrong }]);
  expect(twilioCalls().map((c) => `${c.method} ${c.path}`)).toEqual([
    `POST ${ACCOUNT}/IncomingPhoneNumbers.json`,
    `POST ${ACCOUNT}/IncomingPhoneNumbers.json`,
  ]);
  expect(twilio.incoming.size).toBe(0);
  expect(await rows().countBy({ organizationId: org.id })).toBe(0);
});

it('a number bought for a row that cannot be written is released at once: nothing bought is left unheld', async () => {
  const save = jest
    .spyOn(rows(), 'save')
    .mockRejectedValueOnce(new QueryFailedError('INSERT', [], new Error('the database went away')));
  try {
    await call(E.create, owner, { twilio_number: '+14155550171', real_number: '2125550134' }).expect(500);
  } finally {
    save.mockRestore();
  }
  const [bought, released] = twilioCalls();
  expect(bought).toMatchObject({ method: 'POST', path: `${ACCOUNT}/IncomingPhoneNumbers.json` });
  expect(released).toMatchObject({ method: 'DELETE' });
  expect(released!.path).toMatch(new RegExp(`^${ACCOUNT}/IncomingPhoneNumbers/PN[0-9a-f]{32}\\.json$`));
  expect(twilio.incoming.size).toBe(0);
  expect(await rows().countBy({ organizationId: org.id })).toBe(0);
});

it('a number another organization wrote first (the unique index refuses ours) is released, in words', async () => {
  // Both passed the check before either row was written; the other's insert won.
  const duplicate = Object.assign(new Error("Duplicate entry '+14155550172'"), { code: 'ER_DUP_ENTRY' });
  const save = jest
    .spyOn(rows(), 'save')
    .mockRejectedValueOnce(new QueryFailedError('INSERT', [], duplicate));
  let res;
  try {
    res = await call(E.create, owner, { twilio_number: '+14155550172', real_number: '2125550134' });
  } finally {
    save.mockRestore();
  }
  expect([res.status, res.body]).toEqual([400, { twilio_number: [M.numberTaken] }]);
  expect(twilioCalls().map((c) => c.method)).toEqual(['POST', 'DELETE']);
  expect(twilio.incoming.size).toBe(0);
  expect(await rows().countBy({ organizationId: org.id })).toBe(0);
});

it('buys the number at Twilio with our webhooks, keeps its sid, and forwards it; Edit points them at us again', async () => {
  const created = await call(E.create, owner, {
    twilio_number: '+14155550173',
    real_number: '(212) 555-0134',
  }).expect(201);
  expect(created.body).toEqual({
    twilio_number: '+14155550173',
    real_number: '+12125550134',
    number_type: 'local',
    area_code: '415',
  });
  expect(twilioCalls()).toEqual([
    {
      method: 'POST',
      path: `${ACCOUNT}/IncomingPhoneNumbers.json`,
      query: {},
      form: { PhoneNumber: '+14155550173', ...webhookForm },
    },
  ]);
  const [bought] = [...twilio.incoming.values()];
  expect(bought).toMatchObject({ phone_number: '+14155550173', sms_url: webhookForm.SmsUrl });
  expect((await rows().findOneByOrFail({ organizationId: org.id })).providerSid).toBe(bought!.sid);

  await call(E.update, owner, { real_phone_number: '646-555-0188' }).expect(200);
  expect(twilioCalls()).toEqual([
    {
      method: 'POST',
      path: `${ACCOUNT}/IncomingPhoneNumbers/${bought!.sid}.json`,
      query: {},
      form: webhookForm,
    },
  ]);
  // Twilio down: the forwarding is ours and is saved all the same.
  twilio.failNext = { status: 503, code: 20503, message: 'Service Unavailable' };
  const updated = await call(E.update, owner, { real_phone_number: '646-555-0199' }).expect(200);
  expect(updated.body).toMatchObject({ real_number: '+16465550199' });
  expect((await rows().findOneByOrFail({ organizationId: org.id })).realPhoneNumber).toBe('+16465550199');
  twilioCalls();
});

it('of two buys of one organization that both passed the check, the later gives its number back', async () => {
  const o = await aUser().verified().build();
  const token = (await loginAs(t, o)).access;
  const twice = await anOrganization().ownedBy(o).build();
  await call(E.create, token, { twilio_number: '+18885550170', real_number: '2125550134' }, twice.id).expect(
    201,
  );
  // The second request's check ran before the first one's row was written.
  const own = jest.spyOn(rows(), 'findOne').mockResolvedValueOnce(null);
  let second;
  try {
    second = await call(
      E.create,
      token,
      { twilio_number: '+18885550171', real_number: '2125550134' },
      twice.id,
    );
  } finally {
    own.mockRestore();
  }
  expect([second.status, second.body]).toEqual([400, { detail: M.alreadyHasNumber }]);
  const calls = twilioCalls();
  expect(calls.map((c) => c.method)).toEqual(['POST', 'POST', 'DELETE']);
  expect(calls[1]!.form.PhoneNumber).toBe('+18885550171');
  const held = [...twilio.incoming.values()].filter((n) => n.phone_number.startsWith('+1888'));
  expect(held.map((n) => n.phone_number)).toEqual(['+18885550170']);
  expect((await rows().findBy({ organizationId: twice.id })).map((r) => r.phoneNumber)).toEqual([
    '+18885550170',
  ]);
});

it("the plan's limit is checked before anything is bought", async () => {
  const o = await aUser().verified().build();
  const token = (await loginAs(t, o)).access;
  const capped = await anOrganization().ownedBy(o).build();
  // A plan without numbers (an unpaid one has zero limits).
  await t.dataSource
    .getRepository(Organization)
    .update(capped.id, { packageId: 'prod_solo', isSubscribed: false });
  const refused = await call(
    E.create,
    token,
    { twilio_number: '+14155550174', real_number: '2125550134' },
    capped.id,
  ).expect(403);
  expect(refused.body).toEqual({ detail: billingMessages.planLimitReached('twilio_numbers', 0) });
  expect(twilioCalls()).toEqual([]);
});
