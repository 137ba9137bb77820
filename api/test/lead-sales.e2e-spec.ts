import {
  leadDocumentsPaths,
  leadSalesMessages,
  leadSalesPaths as P,
  leadsPaths,
  messages,
} from '@ensemble/contracts';
import { LeadDocument } from '../src/modules/contacts/lead-documents/lead-document.entity';
import { LeadClientContact, LeadSale } from '../src/modules/contacts/lead-sales/lead-sales.entities';
import { STORAGE_PROVIDER, type StorageProvider } from '../src/engine/providers/storage/storage-provider';
import { LeadHistory, Lead } from '../src/modules/contacts/leads/lead.entity';
import { Service } from '../src/modules/contacts/services/service.entities';
import { aLead } from './builders/lead.builder';
import { bearer } from './support/auth';
import { clientsAcrossOrganizations, signedInForAllTests, startWithForeignOrg } from './support/signed-in';
import { api } from './support/api-client';

const spec = signedInForAllTests(startWithForeignOrg);
const { get, post, put, del } = spec;

const totalSales = async (id: number) =>
  (await spec.t.dataSource.getRepository(Lead).findOneByOrFail({ id })).amounts?.total_sales ?? 0;
const actions = async (leadId: number) =>
  (await spec.t.dataSource.getRepository(LeadHistory).find({ where: { leadId }, order: { id: 'ASC' } })).map(
    (h) => `${h.action}:${h.field}:${h.oldValue}->${h.newValue}`,
  );
const sale = (over: object = {}) => ({
  sale_date: '2026-03-01',
  close_date: '2026-03-02',
  amount: '100.25',
  service: null,
  carrier: 'Acme',
  ...over,
});

describe('sales of a client', () => {
  it('adds, lists, changes and deletes sales, keeping total_sales the sum, each in the history', async () => {
    const client = await aLead().inOrganization(spec.org).client().build();
    const service = await spec.t.dataSource
      .getRepository(Service)
      .save({ organizationId: spec.org, name: 'Roofing', description: null, metadata: [] });

    const a = await post(P.sales(client.id), sale({ service: service.id }));
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({
      lead: client.id,
      sale_date: '2026-03-01',
      close_date: '2026-03-02',
      amount: 100.25,
      service: service.id,
      service_name: 'Roofing',
      carrier: 'Acme',
    });
    expect(await totalSales(client.id)).toBe(100.25);

    const b = await post(P.sales(client.id), sale({ sale_date: '2026-04-01', close_date: null, amount: 50 }));
    expect(b.status).toBe(201);
    expect(await totalSales(client.id)).toBe(150.25);

    const list = await get(P.sales(client.id));
    expect(list.status).toBe(200);
    expect(list.body.map((s: { id: number }) => s.id)).toEqual([b.body.id, a.body.id]);

    expect((await get(P.sale(client.id, a.body.id))).body).toEqual(a.body);
    const changed = await put(P.sale(client.id, a.body.id), sale({ amount: 10 }));
    expect(changed.status).toBe(200);
    expect(changed.body.amount).toBe(10);
    expect(await totalSales(client.id)).toBe(60);

    expect((await del(P.sale(client.id, b.body.id))).status).toBe(204);
    expect(await totalSales(client.id)).toBe(10);
    expect((await del(P.sale(client.id, a.body.id))).status).toBe(204);
    expect(await totalSales(client.id)).toBe(0);
    expect((await get(P.sales(client.id))).body).toEqual([]);

    const history = await actions(client.id);
    expect(history).toContain('sale_added:amount:null->100.25');
    expect(history).toContain('sale_updated:amount:100.25->10');
    expect(history).toContain('sale_deleted:amount:50->null');
    // The clients list reads the same total.
    const clients = await get(`/organization/lead/${spec.org}/clients/`);
    expect(clients.body.results.find((c: { id: number }) => c.id === client.id).total_sales).toBe(0);
  });

  it("answers 'invalid amount format' and the date and service rules", async () => {
    const client = await aLead().inOrganization(spec.org).client().build();
    for (const amount of ['abc', '-5', '1.234', '']) {
      const res = await post(P.sales(client.id), sale({ amount }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ amount: [leadSalesMessages.amountFormat] });
    }
    const date = await post(P.sales(client.id), sale({ sale_date: '03/01/2026' }));
    expect(date.body).toEqual({ sale_date: [leadSalesMessages.dateFormat] });
    const before = await post(P.sales(client.id), sale({ close_date: '2026-02-01' }));
    expect(before.body).toEqual({ close_date: [leadSalesMessages.closeBeforeSale] });
    const foreignService = await spec.t.dataSource
      .getRepository(Service)
      .save({ organizationId: spec.foreignOrg.id, name: 'Theirs', description: null, metadata: [] });
    const svc = await post(P.sales(client.id), sale({ service: foreignService.id }));
    expect(svc.status).toBe(400);
    expect(svc.body).toEqual({ service: [messages.invalidChoice] });
    expect(await totalSales(client.id)).toBe(0);
  });

  it('answers 404 for a sale of another lead or organization and for a foreign lead', async () => {
    const { mine, other, foreign } = await clientsAcrossOrganizations(spec);
    const s = await post(P.sales(other.id), sale());
    expect((await get(P.sale(mine.id, s.body.id))).status).toBe(404);
    expect((await put(P.sale(mine.id, s.body.id), sale())).status).toBe(404);
    expect((await del(P.sale(mine.id, s.body.id))).status).toBe(404);
    expect((await get(P.sales(foreign.id))).status).toBe(404);
    expect((await post(P.sales(foreign.id), sale())).status).toBe(404);
    expect(await totalSales(other.id)).toBe(100.25);
  });

  it('adds sales to clients only; other stages read what they kept', async () => {
    const prospect = await aLead().inOrganization(spec.org).prospect().build();
    const res = await post(P.sales(prospect.id), sale());
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: leadSalesMessages.notClient });
    expect((await get(P.sales(prospect.id))).body).toEqual([]);
    const client = await aLead().inOrganization(spec.org).client().build();
    const kept = await post(P.sales(client.id), sale());
    await spec.t.dataSource.getRepository(Lead).update({ id: client.id }, { fsmState: 'Former Clients' });
    const former = await spec.t.dataSource.getRepository(Lead).findOneByOrFail({ id: client.id });
    expect((await get(P.sales(former.id))).body.map((s: { id: number }) => s.id)).toEqual([kept.body.id]);
    expect((await post(P.sales(former.id), sale())).status).toBe(400);
    expect((await del(P.sale(former.id, kept.body.id))).status).toBe(400);
  });
});

describe('total_sales belongs to the sales', () => {
  it('keeps an opening figure and survives saving the contact form, which cannot set it', async () => {
    // A client created with a total (as an import's TotalSales) keeps it as its opening figure.
    const created = await post(leadsPaths.clients(spec.org), {
      first_name: 'Opal',
      last_name: 'Opening',
      email: 'opal.opening@example.test',
      total_sales: 1000,
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect(await totalSales(id)).toBe(1000);
    await post(P.sales(id), sale({ amount: 25.5 }));
    expect(await totalSales(id)).toBe(1025.5);

    // Saving the Info form (without the field, or with another value) changes nothing of the total.
    const form = { first_name: 'Opal', last_name: 'Opening', email: 'opal.opening@example.test' };
    expect((await put(leadsPaths.client(spec.org, id), form)).status).toBe(200);
    expect(await totalSales(id)).toBe(1025.5);
    expect((await put(leadsPaths.client(spec.org, id), { ...form, total_sales: 5 })).status).toBe(200);
    expect(await totalSales(id)).toBe(1025.5);
  });
});

describe('deleting a contact', () => {
  it('removes its sub-records with it and its stored files once the deletion has committed', async () => {
    const client = await aLead().inOrganization(spec.org).client().build();
    await post(P.sales(client.id), sale());
    await post(P.contacts(client.id), {
      first_name: 'Cora',
      last_name: 'Contact',
      email: 'cora@example.test',
    });
    const doc = await spec.t.http
      .post(api(leadDocumentsPaths.list(client.id)))
      .set(bearer(spec.token))
      .field('lead', String(client.id))
      .field('name', 'Policy')
      .attach('file', Buffer.from('policy'), { filename: 'policy.txt', contentType: 'text/plain' });
    expect(doc.status).toBe(201);
    const stored = await spec.t.dataSource.getRepository(LeadDocument).findOneByOrFail({ id: doc.body.id });
    const storage = spec.t.app.get<StorageProvider>(STORAGE_PROVIDER);
    expect(await storage.get(stored.storageKey)).not.toBeNull();

    expect((await del(leadsPaths.client(spec.org, client.id))).status).toBe(204);
    const left = async (target: Parameters<typeof spec.t.dataSource.getRepository>[0]) =>
      spec.t.dataSource.getRepository(target).countBy({ leadId: client.id });
    expect([await left(LeadSale), await left(LeadClientContact), await left(LeadDocument)]).toEqual([
      0, 0, 0,
    ]);
    expect(await storage.get(stored.storageKey)).toBeNull();
  });
});
