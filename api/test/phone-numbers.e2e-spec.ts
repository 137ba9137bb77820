import { testAppForAllTests } from './support/test-app';
import {
  type AvailablePhoneNumbers,
  billingEndpoints,
  billingMessages,
  messages,
  noPhoneNumber,
  type OrganizationPhoneNumber,
  phoneNumberEndpoints as E,
  phoneNumberMessages as M,
  urlOf,
} from '@ensemble/contracts';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { LOCAL_SOLD_OUT_AREA_CODE } from '../src/engine/providers/sms/local-phone-numbers.provider';
import { BillingService } from '../src/modules/billing/subscriptions/billing.service';
import { PhoneNumberRow } from '../src/modules/messaging/phone-numbers/phone-number.entities';
import { PhoneNumbersService } from '../src/modules/messaging/phone-numbers/phone-numbers.service';
import { Organization } from '../src/modules/platform/organizations/organization.entity';
import { CHARGE_DECLINED_CARD, subscribed, withCard } from './builders/billing.builder';
import { anOrganization } from './builders/organization.builder';
import { aUser } from './builders/user.builder';
import { bearer, loginAs } from './support/auth';

/**
 * Phone setup on the embedded default's numbers (issue 19, SMS_PROVIDER=outbox): the local pool offers
 * +1 NPA 555-0100..0119 in any area code of the list and none in 212 (LOCAL_SOLD_OUT_AREA_CODE), toll free in
 * 833/844/855. The calls, their words, the plan's twilio_numbers limit, and who may do what.
 */
describe.each(['mariadb', 'sqlite'] as const)('phone numbers (%s)', (database) => {
  const t = testAppForAllTests({ database, redis: false });

  let owner: string;
  let member: string;
  let org: { id: number };
  let otherOwner: string;
  let other: { id: number };
  beforeAll(async () => {
    const o = await aUser().verified().build();
    const m = await aUser().verified().build();
    const s = await aUser().verified().build();
    org = await anOrganization().ownedBy(o).withMember(m).build();
    other = await anOrganization().ownedBy(s).build();
    owner = (await loginAs(t, o)).access;
    member = (await loginAs(t, m)).access;
    otherOwner = (await loginAs(t, s)).access;
  });

  const call = (e: { method: string; path: string }, token: string, body?: object, orgId = org.id) => {
    const req = t.http[e.method.toLowerCase() as 'get'](`/api${urlOf(e as never, { orgId } as never)}`).set(
      bearer(token),
    );
    return body ? req.send(body) : req;
  };
  const numbersOf = (res: { body: unknown }) =>
    (res.body as AvailablePhoneNumbers).data.data.map((n) => n.phone_number);

  it('a new organization has no number: the Text screen asks for the setup', async () => {
    expect((await call(E.number, member).expect(200)).body).toEqual(noPhoneNumber);
    expect(await t.app.get(PhoneNumbersService).numberOf(org.id)).toBeNull();
  });

  it('offers twenty local numbers of an area code (in data.data), each with its state; toll free in 833', async () => {
    const local = await call(E.available, member, { number_type: 'local', area_code: '415' }).expect(200);
    const list = (local.body as AvailablePhoneNumbers).data.data;
    expect(list).toHaveLength(20);
    expect(list[0]).toEqual({
      phone_number: '+14155550100',
      friendly_name: '(415) 555-0100',
      locality: null,
      region: 'CA',
    });
    expect(list[19]!.phone_number).toBe('+14155550119');
    const tollFree = await call(E.available, member, { number_type: 'toll_free', area_code: '415' }).expect(
      200,
    );
    expect(numbersOf(tollFree)).toHaveLength(20);
    expect(numbersOf(tollFree)[0]).toBe('+18335550100');
  });

  it(`answers 'No numbers available…' for an area code with none (${LOCAL_SOLD_OUT_AREA_CODE} in the local pool)`, async () => {
    const none = await call(E.available, member, {
      number_type: 'local',
      area_code: LOCAL_SOLD_OUT_AREA_CODE,
    }).expect(404);
    expect(none.body).toEqual({ detail: 'No numbers available for this area code, please try another one' });
  });

  it('asks for a number type, and an area code from the list for a local number', async () => {
    expect((await call(E.available, member, {}).expect(400)).body).toEqual({
      number_type: [messages.fieldRequired('Number type')],
    });
    expect((await call(E.available, member, { number_type: 'local' }).expect(400)).body).toEqual({
      area_code: ['Area code is required'],
    });
    expect(
      (await call(E.available, member, { number_type: 'local', area_code: '999' }).expect(400)).body,
    ).toEqual({
      area_code: [messages.invalidChoice],
    });
  });

  it('buying and forwarding are the owner’s: a member is refused and nothing is bought', async () => {
    const refused = await call(E.create, member, {
      twilio_number: '+14155550107',
      real_number: '(212) 555-0134',
    }).expect(403);
    expect(refused.body).toEqual({ detail: messages.permissionDenied });
    await call(E.update, member, { real_phone_number: '(212) 555-0134' }).expect(403);
    expect(await t.dataSource.getRepository(PhoneNumberRow).countBy({ organizationId: org.id })).toBe(0);
  });

  it("checks both numbers in the page's words", async () => {
    expect((await call(E.create, owner, {}).expect(400)).body).toEqual({
      twilio_number: [messages.phoneRequired],
      real_number: ['Please enter a phone number'],
    });
    const notUs = await call(E.create, owner, {
      twilio_number: '+14155550107',
      real_number: '+44 20 7946 0958',
    }).expect(400);
    expect(notUs.body).toEqual({ real_number: [M.realNumberNotUs] });
    const itself = await call(E.create, owner, {
      twilio_number: '+14155550107',
      real_number: '415-555-0107',
    }).expect(400);
    expect(itself.body).toEqual({ real_number: [M.forwardToItself] });
    const notOffered = await call(E.create, owner, {
      twilio_number: '+1 415 555 1234',
      real_number: '(212) 555-0134',
    }).expect(400);
    expect(notOffered.body).toEqual({ twilio_number: [M.numberNotAvailable] });
  });

  it('an organization that never chose a plan is not limited by one: the owner buys a number and forwards it', async () => {
    expect(await t.app.get(BillingService).roomLeft(org.id, 'twilio_numbers')).toBeNull();
    const created = await call(E.create, owner, {
      twilio_number: '+14155550107',
      real_number: '(212) 555-0134',
    }).expect(201);
    const expected: OrganizationPhoneNumber = {
      twilio_number: '+14155550107',
      real_number: '+12125550134',
      number_type: 'local',
      area_code: '415',
    };
    expect(created.body).toEqual(expected);
    expect((await call(E.number, member).expect(200)).body).toEqual(expected);
    const row = await t.dataSource.getRepository(PhoneNumberRow).findOneByOrFail({ organizationId: org.id });
    expect(row.providerSid).toMatch(/^PN[0-9a-f]{32}$/);
    const service = t.app.get(PhoneNumbersService);
    expect(await service.numberOf(org.id)).toBe('+14155550107');
    expect(await service.organizationOfNumber('+14155550107')).toBe(org.id);
    expect(await service.lineOf('+14155550107')).toEqual({
      organizationId: org.id,
      phoneNumber: '+14155550107',
      realPhoneNumber: '+12125550134',
    });
    expect(await service.organizationOfNumber('+14155550108')).toBeNull();
    // Held: no organization is offered it again.
    const left = numbersOf(
      await call(E.available, otherOwner, { number_type: 'local', area_code: '415' }, other.id),
    );
    expect(left).toHaveLength(19);
    expect(left).not.toContain('+14155550107');
  });

  it('one number per organization, and a number is one organization’s', async () => {
    const again = await call(E.create, owner, { twilio_number: '+14155550108', real_number: '2125550134' });
    expect([again.status, again.body]).toEqual([400, { detail: M.alreadyHasNumber }]);
    const taken = await call(
      E.create,
      otherOwner,
      { twilio_number: '+14155550107', real_number: '2125550134' },
      other.id,
    );
    expect([taken.status, taken.body]).toEqual([400, { twilio_number: [M.numberTaken] }]);
    expect(await t.dataSource.getRepository(PhoneNumberRow).countBy({ organizationId: other.id })).toBe(0);
  });

  it('the owner forwards calls to another real number, US only', async () => {
    const updated = await call(E.update, owner, { real_phone_number: '+1 (646) 555-0188' }).expect(200);
    expect(updated.body).toMatchObject({ twilio_number: '+14155550107', real_number: '+16465550188' });
    expect((await call(E.update, owner, { real_phone_number: '' }).expect(400)).body).toEqual({
      real_phone_number: ['Please enter a phone number'],
    });
    expect((await call(E.update, owner, { real_phone_number: '+1 604 555 0100' }).expect(400)).body).toEqual({
      real_phone_number: [M.realNumberNotUs],
    });
    expect((await call(E.update, owner, { real_phone_number: '(415) 555-0107' }).expect(400)).body).toEqual({
      real_phone_number: [M.forwardToItself],
    });
    expect((await call(E.number, member).expect(200)).body).toMatchObject({ real_number: '+16465550188' });
    const none = await call(E.update, otherOwner, { real_phone_number: '2125550134' }, other.id).expect(400);
    expect(none.body).toEqual({ detail: 'Phone number setup is not completed' });
  });

  it("the plan's twilio_numbers limit: an organization whose plan allows none is refused, one with room buys", async () => {
    const o = await aUser().verified().build();
    const token = (await loginAs(t, o)).access;
    // A plan chosen but not paid (the card declined): the zero limits of an unpaid plan.
    const unpaid = await anOrganization().ownedBy(o).build();
    await withCard(unpaid, CHARGE_DECLINED_CARD);
    const ds = t.app.get<DataSource>(getDataSourceToken());
    const fresh = await ds.getRepository(Organization).findOneByOrFail({ id: unpaid.id });
    await t.app.get(BillingService).create(fresh, { price_id: 'price_solo_month', quantity: 0 });
    const refused = await call(
      E.create,
      token,
      { twilio_number: '+18335550100', real_number: '2125550134' },
      unpaid.id,
    ).expect(403);
    expect(refused.body).toEqual({ detail: billingMessages.planLimitReached('twilio_numbers', 0) });
    expect(refused.body).toEqual({
      detail: 'Your plan allows 0 phone numbers. Upgrade your plan or buy an add-on to add more.',
    });
    expect(await t.dataSource.getRepository(PhoneNumberRow).countBy({ organizationId: unpaid.id })).toBe(0);

    const solo = await anOrganization().ownedBy(o).build();
    await subscribed(solo, 'price_solo_month');
    const bought = await call(
      E.create,
      token,
      { twilio_number: '+18335550100', real_number: '2125550134' },
      solo.id,
    ).expect(201);
    expect(bought.body).toEqual({
      twilio_number: '+18335550100',
      real_number: '+12125550134',
      number_type: 'toll_free',
      area_code: null,
    });
    const usage = await call(billingEndpoints.usage, token, undefined, solo.id).expect(200);
    expect(usage.body).toMatchObject({ limits: { twilio_numbers: 1 }, used: { twilio_numbers: 1 } });
  });
});
