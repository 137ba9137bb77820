import { limits, messages, type Organization as OrganizationDto } from '@ensemble/contracts';
import { TransactionService } from '../src/engine/database/transaction.service';
import { MessagingService } from '../src/modules/messaging/outbound/messaging.service';
import { Organization } from '../src/modules/platform/organizations/organization.entity';
import { anOrganization } from './builders/organization.builder';
import { aUser, type BuiltUser } from './builders/user.builder';
import { bearer, loginAs } from './support/auth';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let owner: BuiltUser;
let ownerToken: string;
let insuranceId: number;

beforeAll(async () => {
  t = await startTestApp();
  owner = await aUser().verified().named('Olive', 'Owner').build();
  ownerToken = (await loginAs(t, owner)).access;
  insuranceId = (await t.http.get('/api/industry/')).body.results[0].id;
});
afterAll(() => t.close());

const as = (token: string) => bearer(token);

describe('organizations', () => {
  it('creates an organization owned by the caller', async () => {
    const res = await t.http
      .post('/api/organization/')
      .set(as(ownerToken))
      .send({ name: 'Acme Insurance', email: 'Hello@Acme.test', industry: insuranceId });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Acme Insurance',
      email: 'Hello@Acme.test',
      industry: insuranceId,
      is_owner: true,
      deletions: [],
      used_seats: 1,
    });
    const users = await t.http.get(`/api/organization/${res.body.id}/users/`).set(as(ownerToken));
    expect(users.status).toBe(200);
    expect(users.body.count).toBe(1);
    expect(users.body.results[0]).toMatchObject({
      name: { firstName: 'Olive', lastName: 'Owner' },
      email: owner.email,
      is_owner: true,
      status: 'owner',
    });
  });

  it('refuses a duplicate organization email (any case) with the spec message', async () => {
    await anOrganization().withEmail('dup@acme.test').build();
    const res = await t.http
      .post('/api/organization/')
      .set(as(ownerToken))
      .send({ name: 'Copy', email: 'DUP@acme.test', industry: insuranceId });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: [messages.organizationEmailExists] });
  });

  it('validates the creation payload with the contracts messages', async () => {
    const res = await t.http.post('/api/organization/').set(as(ownerToken)).send({ email: 'bad' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      name: [messages.fieldRequired('Company name')],
      email: [messages.emailInvalid],
      industry: [messages.fieldRequired('Industry')],
    });
    const unknownIndustry = await t.http
      .post('/api/organization/')
      .set(as(ownerToken))
      .send({ name: 'X', email: 'x-industry@acme.test', industry: 99999 });
    expect(unknownIndustry.body).toEqual({ industry: [messages.invalidChoice] });
  });

  it("lists only the caller's organizations, paginated and searchable", async () => {
    const user = await aUser().verified().build();
    const token = (await loginAs(t, user)).access;
    await anOrganization().named('Zeta Brokers').ownedBy(user).build();
    await anOrganization().named('Alpha Agency').withEmail('alpha@brokers.test').ownedBy(user).build();
    const someoneElse = await aUser().verified().build();
    await anOrganization().named('Beta Member').withMember(user).ownedBy(someoneElse).build();
    await anOrganization().named('Pending Invite').withMember(user, 'pending').ownedBy(someoneElse).build();
    await anOrganization().named('Not Mine').ownedBy(someoneElse).build();

    const all = await t.http.get('/api/organization/').set(as(token));
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(3);
    expect(all.body.results.map((o: OrganizationDto) => [o.name, o.is_owner])).toEqual([
      ['Alpha Agency', true],
      ['Beta Member', false],
      ['Zeta Brokers', true],
    ]);

    const page2 = await t.http.get('/api/organization/').query({ page: 2, per_page: 2 }).set(as(token));
    expect(page2.body.count).toBe(3);
    expect(page2.body.results.map((o: OrganizationDto) => o.name)).toEqual(['Zeta Brokers']);

    const search = await t.http.get('/api/organization/').query({ search: 'BROKERS' }).set(as(token));
    expect(search.body.results.map((o: OrganizationDto) => o.name)).toEqual(['Alpha Agency', 'Zeta Brokers']);

    const wildcard = await t.http.get('/api/organization/').query({ search: '%' }).set(as(token));
    expect(wildcard.body.count).toBe(0);

    const bad = await t.http.get('/api/organization/').query({ ordering: 'password' }).set(as(token));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(['ordering']);
  });

  it('gets one organization of the caller, and 404s for anyone else', async () => {
    const org = await anOrganization().ownedBy(owner).build();
    const res = await t.http.get(`/api/organization/${org.id}/`).set(as(ownerToken));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: org.id, name: org.name, is_owner: true });

    const stranger = await aUser().verified().build();
    const strangerToken = (await loginAs(t, stranger)).access;
    const denied = await t.http.get(`/api/organization/${org.id}/`).set(as(strangerToken));
    expect(denied.status).toBe(404);
    expect(denied.body).toEqual({ detail: messages.notFound });
    for (const id of ['999999', 'abc', '0']) {
      expect((await t.http.get(`/api/organization/${id}/`).set(as(ownerToken))).status).toBe(404);
    }
  });

  it('lets the owner rename, lets members agree to the EULA but not rename', async () => {
    const member = await aUser().verified().build();
    const memberToken = (await loginAs(t, member)).access;
    const org = await anOrganization().named('Old Name').ownedBy(owner).withMember(member).build();
    await t.dataSource.getRepository(Organization).update({ id: org.id }, { lastEula: 3 });

    const rename = await t.http
      .patch(`/api/organization/${org.id}/`)
      .set(as(ownerToken))
      .send({ name: 'New Name' });
    expect(rename.status).toBe(200);
    expect(rename.body.name).toBe('New Name');

    const memberRename = await t.http
      .patch(`/api/organization/${org.id}/`)
      .set(as(memberToken))
      .send({ name: 'Hijack' });
    expect(memberRename.status).toBe(403);
    expect(memberRename.body).toEqual({ detail: messages.permissionDenied });

    const eula = await t.http.patch(`/api/organization/${org.id}/`).set(as(memberToken)).send({ eula: 9 });
    expect(eula.status).toBe(200);
    expect(eula.body).toMatchObject({ name: 'New Name', eula: 3, last_eula: 3, is_owner: false });

    const empty = await t.http.patch(`/api/organization/${org.id}/`).set(as(ownerToken)).send({ name: '' });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ name: [messages.fieldRequired('Name')] });
  });

  it('toggles the scheduled deletion (owner only)', async () => {
    const member = await aUser().verified().build();
    const memberToken = (await loginAs(t, member)).access;
    const org = await anOrganization().ownedBy(owner).withMember(member).build();

    const memberDelete = await t.http.delete(`/api/organization/${org.id}/`).set(as(memberToken));
    expect(memberDelete.status).toBe(403);

    const before = Date.now();
    const scheduled = await t.http.delete(`/api/organization/${org.id}/`).set(as(ownerToken));
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.deletions).toHaveLength(1);
    const date = new Date(scheduled.body.deletions[0].date).getTime();
    const grace = limits.deletionGraceDays * 24 * 3600 * 1000;
    expect(date).toBeGreaterThanOrEqual(before + grace - 1000);
    expect(date).toBeLessThanOrEqual(Date.now() + grace + 1000);
    const stored = await t.http.get(`/api/organization/${org.id}/`).set(as(ownerToken));
    expect(stored.body.deletions).toEqual(scheduled.body.deletions);

    const reactivated = await t.http.delete(`/api/organization/${org.id}/`).set(as(ownerToken));
    expect(reactivated.status).toBe(200);
    expect(reactivated.body.deletions).toEqual([]);
  });

  it('lists members with pagination', async () => {
    const a = await aUser().verified().named('Amy', 'A').build();
    const b = await aUser().verified().named('Bob', 'B').build();
    const org = await anOrganization().ownedBy(owner).withMember(a).build();
    const invited = await t.http
      .post(`/api/organization/${org.id}/users/`)
      .set(as(ownerToken))
      .send({ email: b.email });
    expect(invited.status).toBe(201);
    const res = await t.http
      .get(`/api/organization/${org.id}/users/`)
      .query({ per_page: 2 })
      .set(as(ownerToken));
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(3);
    expect(res.body.results).toHaveLength(2);
    const all = await t.http.get(`/api/organization/${org.id}/users/`).set(as(ownerToken));
    expect(all.body.results.map((u: { status: string }) => u.status).sort()).toEqual([
      'accepted',
      'owner',
      'pending',
    ]);
  });
});

describe('outbox', () => {
  it('shows the organization outbox to the owner only, newest first, filtered by channel', async () => {
    const member = await aUser().verified().build();
    const memberToken = (await loginAs(t, member)).access;
    const org = await anOrganization().ownedBy(owner).withMember(member).build();
    const messaging = t.app.get(MessagingService);
    // Newest first means last delivered first; workers deliver concurrently, so send one after the other.
    const outboxCount = async (): Promise<{
      status: number;
      body: { count: number; results: { text: string }[] };
    }> => t.http.get(`/api/organization/${org.id}/outbox/`).set(as(ownerToken));
    const waitForCount = async (n: number) => {
      const deadline = Date.now() + 10_000;
      let res = await outboxCount();
      while (res.body.count !== n && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        res = await outboxCount();
      }
      return res;
    };
    await t.app.get(TransactionService).run(async (tx) => {
      await messaging.enqueueEmail(tx, {
        organizationId: org.id,
        to: 'lead@example.test',
        subject: 'Hello',
        text: 'First',
        category: 'campaign',
      });
    });
    await waitForCount(1);
    await t.app.get(TransactionService).run(async (tx) => {
      await messaging.enqueueSms(tx, {
        organizationId: org.id,
        to: '+15551234567',
        text: 'Second',
        category: 'campaign',
      });
    });
    const res = await waitForCount(2);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.results.map((m: { text: string }) => m.text)).toEqual(['Second', 'First']);

    const sms = await t.http
      .get(`/api/organization/${org.id}/outbox/`)
      .query({ channel: 'sms' })
      .set(as(ownerToken));
    expect(sms.body.count).toBe(1);
    expect(sms.body.results[0]).toMatchObject({
      channel: 'sms',
      to: '+15551234567',
      organization_id: org.id,
    });

    const denied = await t.http.get(`/api/organization/${org.id}/outbox/`).set(as(memberToken));
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ detail: messages.permissionDenied });
  });

  it('requires an address for the mailbox', async () => {
    const res = await t.http.get('/api/outbox/mailbox/');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ address: [messages.mailboxAddressRequired] });
  });
});
