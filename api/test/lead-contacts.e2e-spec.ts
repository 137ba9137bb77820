import { leadSalesMessages, leadSalesPaths as P, leadsMessages, messages } from '@ensemble/contracts';
import { LeadHistory } from '../src/modules/contacts/leads/lead.entity';
import { aLead } from './builders/lead.builder';
import { clientsAcrossOrganizations, signedInForAllTests, startWithForeignOrg } from './support/signed-in';

const spec = signedInForAllTests(() => startWithForeignOrg(null));
const { get, post, put, del } = spec;

const person = (over: object = {}) => ({
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'Grace@Navy.test',
  cell_phone: '(415) 555-0134',
  address: '1 Main St',
  city: 'Arlington',
  state: 'VA',
  zip_code: '22201',
  ...over,
});

describe('contact people of a client', () => {
  it('adds, lists, edits and deletes, each in the history', async () => {
    const client = await aLead().inOrganization(spec.org).client().build();
    const created = await post(P.contacts(client.id), person());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      lead: client.id,
      first_name: 'Grace',
      email: 'grace@navy.test',
      cell_phone: '+14155550134',
      zip_code: '22201',
    });
    expect((await get(P.contact(client.id, created.body.id))).body).toEqual(created.body);
    const list = await get(P.contacts(client.id));
    expect(list.body).toHaveLength(1);

    const edited = await put(
      P.contact(client.id, created.body.id),
      person({ city: 'Washington', email: '' }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ city: 'Washington', email: null });

    expect((await del(P.contact(client.id, created.body.id))).status).toBe(204);
    expect((await get(P.contacts(client.id))).body).toEqual([]);

    const history = (
      await spec.t.dataSource
        .getRepository(LeadHistory)
        .find({ where: { leadId: client.id }, order: { id: 'ASC' } })
    ).map((h) => `${h.action}:${h.field}:${h.oldValue}->${h.newValue}`);
    expect(history).toContain('contact_added:first_name:null->Grace');
    expect(history).toContain('contact_updated:city:Arlington->Washington');
    expect(history).toContain('contact_deleted:city:Washington->null');
  });

  it('validates name, email, phone and lengths', async () => {
    const client = await aLead().inOrganization(spec.org).client().build();
    expect((await post(P.contacts(client.id), person({ first_name: '', last_name: '' }))).body).toEqual({
      first_name: [leadSalesMessages.contactNeedsName],
    });
    expect((await post(P.contacts(client.id), person({ email: 'nope' }))).body).toEqual({
      email: [messages.emailInvalid],
    });
    expect((await post(P.contacts(client.id), person({ cell_phone: '12' }))).body).toEqual({
      cell_phone: [messages.phoneInvalid],
    });
    expect((await post(P.contacts(client.id), person({ address: 'x'.repeat(201) }))).body).toEqual({
      address: [messages.maxLength(200)],
    });
  });

  it('needs an email or a cell phone, on add and on edit (spec 2 §5)', async () => {
    const client = await aLead().inOrganization(spec.org).client().build();
    const neither = await post(P.contacts(client.id), person({ email: '', cell_phone: ' ' }));
    expect(neither.status).toBe(400);
    expect(neither.body).toEqual({ email: [leadsMessages.contactNeedsEmailOrPhone] });
    const phoneOnly = await post(P.contacts(client.id), person({ email: null }));
    expect(phoneOnly.status).toBe(201);
    const emailOnly = await post(P.contacts(client.id), person({ cell_phone: '' }));
    expect(emailOnly.status).toBe(201);
    const edit = await put(P.contact(client.id, phoneOnly.body.id), person({ email: '', cell_phone: '' }));
    expect(edit.status).toBe(400);
    expect(edit.body).toEqual({ email: [leadsMessages.contactNeedsEmailOrPhone] });
    expect((await get(P.contacts(client.id))).body).toHaveLength(2);
  });

  it('answers 404 for foreign ids and 400 for other stages', async () => {
    const { mine, other, foreign } = await clientsAcrossOrganizations(spec);
    const c = await post(P.contacts(other.id), person());
    expect((await get(P.contact(mine.id, c.body.id))).status).toBe(404);
    expect((await put(P.contact(mine.id, c.body.id), person())).status).toBe(404);
    expect((await del(P.contact(mine.id, c.body.id))).status).toBe(404);
    expect((await get(P.contacts(foreign.id))).status).toBe(404);
    const other2 = await aLead().inOrganization(spec.org).other().build();
    expect((await post(P.contacts(other2.id), person())).body).toEqual({
      detail: leadSalesMessages.notClient,
    });
    expect((await get(P.contacts(other.id))).body).toHaveLength(1);
  });
});
