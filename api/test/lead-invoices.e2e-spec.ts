import {
  leadInvoicesMessages,
  leadInvoicesPaths as P,
  type LeadInvoice as LeadInvoiceRead,
  messages,
  type OutboxMessage,
} from '@ensemble/contracts';
import { LeadHistory } from '../src/modules/contacts/leads/lead.entity';
import { LeadInvoice } from '../src/modules/contacts/lead-invoices/lead-invoice.entity';
import { aLead } from './builders/lead.builder';
import { anOrganization } from './builders/organization.builder';
import { aUser, type BuiltUser } from './builders/user.builder';
import { bearer, loginAs } from './support/auth';
import type { StripeServer } from './support/stripe-server';
import { waitForMail } from './support/mail';
import { startOnStripe } from './support/stripe-app';
import { startTestApp, type TestApp } from './support/test-app';

const invoice = (leadId: number, over: object = {}) => ({
  amount: '125.50',
  email: 'billing@client.test',
  description: 'Roof repair',
  days_until_due: 14,
  lead_id: leadId,
  ...over,
});

function linkOf(text: string): URL {
  const m = /(https?:\/\/\S+)/.exec(text);
  if (!m) throw new Error(`no link in: ${text}`);
  return new URL(m[1]);
}

async function waitForSms(t: TestApp, phone: string): Promise<OutboxMessage> {
  return waitForMail(t, phone, (m) => m.channel === 'sms');
}

describe('invoices on the local provider', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let token: string;
  let org: { id: number; name: string };
  let foreignOrg: number;
  const api = (path: string) => `/api${path}`;

  beforeAll(async () => {
    t = await startTestApp({ redis: false });
    owner = await aUser().verified().build();
    const stranger = await aUser().verified().build();
    org = await anOrganization().named('Summit Roofing').ownedBy(owner).build();
    foreignOrg = (await anOrganization().ownedBy(stranger).build()).id;
    token = (await loginAs(t, owner)).access;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates an invoice, sends the pay link by email and SMS, shows it paid once paid, and deletes it', async () => {
    const client = await aLead().inOrganization(org.id).client().withPhone('+14155550199').build();
    const created = await t.http
      .post(api(P.generate(org.id)))
      .set(bearer(token))
      .send(invoice(client.id));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      lead: client.id,
      total_amount: 125.5,
      days_until_due: 14,
      email: 'billing@client.test',
      email_sent: true,
      sms_sent: true,
      status: 'open',
    });

    const mail = await waitForMail(t, 'billing@client.test');
    expect(mail.subject).toBe(leadInvoicesMessages.emailSubject('Summit Roofing'));
    expect(mail.text).toContain('$125.50');
    const link = linkOf(mail.text);
    expect(link.toString()).toBe(created.body.hosted_url);
    const sms = await waitForSms(t, '+14155550199');
    expect(sms.text).toContain(created.body.hosted_url);

    // The hosted page (public) shows the amount and pays.
    const path = link.pathname;
    const pageRes = await t.http.get(path);
    expect(pageRes.status).toBe(200);
    expect(pageRes.text).toContain('$125.50');
    expect(pageRes.text).toContain('Roof repair');
    const list1 = await t.http.get(api(P.invoices(client.id))).set(bearer(token));
    expect(list1.body.results[0].status).toBe('open');
    const paid = await t.http.post(path);
    expect(paid.status).toBe(200);
    expect(paid.text).toContain(leadInvoicesMessages.payDone);
    expect((await t.http.post(path)).text).toContain(leadInvoicesMessages.payDone);

    const one = await t.http.get(api(P.invoice(client.id, created.body.id))).set(bearer(token));
    expect(one.body).toMatchObject({ id: created.body.id, status: 'paid' });
    const list = await t.http.get(api(P.invoices(client.id))).set(bearer(token));
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(1);
    expect(list.body.results[0]).toMatchObject({ id: created.body.id, status: 'paid' });

    const del = await t.http.delete(api(P.invoice(client.id, created.body.id))).set(bearer(token));
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ detail: leadInvoicesMessages.deleted, invoices: [], count: 0 });
    const history = await t.dataSource.getRepository(LeadHistory).find({ where: { leadId: client.id } });
    expect(history.map((h) => h.action)).toEqual(
      expect.arrayContaining(['invoice_created', 'invoice_deleted']),
    );
  });

  it('voids an unpaid invoice on delete (its page stops taking payment) and pages 20 per page', async () => {
    const client = await aLead().inOrganization(org.id).client().build();
    const ids: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.http
        .post(api(P.generate(org.id)))
        .set(bearer(token))
        .send(invoice(client.id, { amount: i + 1 }));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ email_sent: true, sms_sent: false });
      ids.push(res.body.id);
    }
    const first = await t.http.get(api(P.invoices(client.id))).set(bearer(token));
    expect(first.body.count).toBe(21);
    expect(first.body.results).toHaveLength(20);
    expect(first.body.results[0].id).toBe(ids[20]);
    const second = await t.http.get(api(`${P.invoices(client.id)}?page=2`)).set(bearer(token));
    expect(second.body.results.map((i: LeadInvoiceRead) => i.id)).toEqual([ids[0]]);

    const last = await t.dataSource.getRepository(LeadInvoice).findOneByOrFail({ id: ids[20] });
    const del = await t.http.delete(api(P.invoice(client.id, ids[20]))).set(bearer(token));
    expect(del.body.count).toBe(20);
    expect(del.body.invoices[0].id).toBe(ids[19]);
    const pageAfter = await t.http.get(new URL(last.hostedUrl!).pathname);
    expect(pageAfter.text).toContain(leadInvoicesMessages.payUnavailable);
    expect(pageAfter.text).not.toContain('<form');
  });

  it('validates the request and refuses foreign or non-client leads', async () => {
    const client = await aLead().inOrganization(org.id).client().build();
    const post = (body: object, orgId = org.id) =>
      t.http
        .post(api(P.generate(orgId)))
        .set(bearer(token))
        .send(body);
    expect((await post(invoice(client.id, { amount: 'abc' }))).body).toEqual({
      amount: [leadInvoicesMessages.amountInvalid],
    });
    expect((await post(invoice(client.id, { email: '' }))).body).toEqual({
      email: [messages.fieldRequired('Email')],
    });
    expect((await post(invoice(client.id, { description: '' }))).body).toEqual({
      description: [messages.fieldRequired('Description')],
    });
    expect((await post(invoice(client.id, { days_until_due: '' }))).body).toEqual({
      days_until_due: [messages.fieldRequired('Days until due')],
    });
    const prospect = await aLead().inOrganization(org.id).prospect().build();
    expect((await post(invoice(prospect.id))).body).toEqual({ detail: leadInvoicesMessages.notClient });
    const foreign = await aLead().inOrganization(foreignOrg).client().build();
    expect((await post(invoice(foreign.id))).status).toBe(404);
    expect((await post(invoice(client.id), foreignOrg)).status).toBe(404);
    expect((await t.http.get(api(P.invoices(foreign.id))).set(bearer(token))).status).toBe(404);
    const mine = await post(invoice(client.id));
    const other = await aLead().inOrganization(org.id).client().build();
    expect((await t.http.delete(api(P.invoice(other.id, mine.body.id))).set(bearer(token))).status).toBe(404);
    expect((await t.http.get('/api/pay/invoices/not-a-real-token-but-long-enough')).status).toBe(404);
  });
});

describe('invoices through the Stripe adapter (local Stripe server)', () => {
  let stripe: StripeServer;
  let stripeClosed = false;
  let t: TestApp;
  let token: string;
  let org: { id: number };

  beforeAll(async () => {
    ({ stripe, t } = await startOnStripe('whsec_test'));
    const owner = await aUser().verified().build();
    org = await anOrganization().ownedBy(owner).build();
    token = (await loginAs(t, owner)).access;
  });
  afterAll(async () => {
    await t?.close();
    if (!stripeClosed) await stripe?.close();
  });

  it('creates a send_invoice invoice for a tagged customer, reuses it, reads paid, and voids on delete', async () => {
    const client = await aLead().inOrganization(org.id).client().build();
    const created = await t.http
      .post(`/api${P.generate(org.id)}`)
      .set(bearer(token))
      .send(invoice(client.id));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'open', total_amount: 125.5, email_sent: true });
    expect(created.body.hosted_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/hosted\/in_/);

    const customers = [...stripe.state.customers.values()];
    expect(customers).toHaveLength(1);
    expect(customers[0]).toMatchObject({
      email: 'billing@client.test',
      metadata: { kind: 'customer_invoice', organization_id: String(org.id) },
    });
    const [inv] = [...stripe.state.invoices.values()];
    expect(inv).toMatchObject({
      collection_method: 'send_invoice',
      days_until_due: 14,
      status: 'open',
      total: 12550,
      metadata: expect.objectContaining({ kind: 'customer_invoice', lead_id: String(client.id) }),
    });
    const creates = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/invoices');
    expect(creates[0].idempotencyKey).toMatch(/^lead-invoice-\d+-invoice$/);

    // A second invoice to the same address reuses the customer.
    const second = await t.http
      .post(`/api${P.generate(org.id)}`)
      .set(bearer(token))
      .send(invoice(client.id, { amount: 10 }));
    expect(second.status).toBe(201);
    expect(stripe.state.customers.size).toBe(1);

    // The client pays (out of band here): the list reads paid.
    inv.status = 'paid';
    const list = await t.http.get(`/api${P.invoices(client.id)}`).set(bearer(token));
    expect(list.body.results.find((i: LeadInvoiceRead) => i.id === created.body.id).status).toBe('paid');

    // Deleting the unpaid one voids it at Stripe.
    const del = await t.http.delete(`/api${P.invoice(client.id, second.body.id)}`).set(bearer(token));
    expect(del.status).toBe(200);
    const voided = [...stripe.state.invoices.values()].find((i) => i.total === 1000);
    expect(voided?.status).toBe('void');
  });

  it('answers the provider failure as { detail } and keeps no row', async () => {
    const client = await aLead().inOrganization(org.id).client().build();
    const before = await t.dataSource.getRepository(LeadInvoice).count();
    await stripe.close();
    stripeClosed = true;
    const res = await t.http
      .post(`/api${P.generate(org.id)}`)
      .set(bearer(token))
      .send(invoice(client.id));
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ detail: leadInvoicesMessages.providerFailed });
    expect(await t.dataSource.getRepository(LeadInvoice).count()).toBe(before);
  });
});
