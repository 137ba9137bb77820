import {
  leadNotesMessages as N,
  leadNotesPaths as P,
  leadsExtraPaths,
  type LeadHistoryResponse,
  messages,
} from '@ensemble/contracts';
import { Lead } from '../src/modules/contacts/leads/lead.entity';
import { aLead } from './builders/lead.builder';
import { signedInForAllTests, startWithForeignOrg } from './support/signed-in';

/** Associates and social profiles of a contact (spec 2 §3 Associate, Lead.social; §7 Associates; §8). */
let foreignLead: number;

const spec = signedInForAllTests(startWithForeignOrg);
const { get, post, put, del } = spec;
const history = async (leadId: number) =>
  (await get(leadsExtraPaths.history(leadId))).body as LeadHistoryResponse;

beforeAll(async () => {
  foreignLead = (await aLead().inOrganization(spec.foreignOrg.id).prospect().ofCompany('Engines Ltd').build())
    .id;
});

describe('associates', () => {
  it('lists the other contacts of the same company, ignoring case, each with its record page', async () => {
    const me = await aLead()
      .inOrganization(spec.org)
      .prospect()
      .named('Ada', 'Lovelace')
      .ofCompany('Engines Ltd')
      .build();
    const client = await aLead()
      .inOrganization(spec.org)
      .client()
      .named('Charles', 'Babbage')
      .ofCompany('ENGINES LTD')
      .withEmail('charles@engines.test')
      .build();
    const opp = await aLead()
      .inOrganization(spec.org)
      .opportunity()
      .named('Mary', 'Somerville')
      .ofCompany('engines ltd')
      .build();
    const phoneOnly = await spec.t.dataSource.getRepository(Lead).save({
      organizationId: spec.org,
      fsmState: 'Other',
      firstName: null,
      lastName: null,
      companyName: 'Engines Ltd',
      companyNameNormalized: 'engines ltd',
      cellPhone: '+12015550101',
    });
    await aLead().inOrganization(spec.org).prospect().ofCompany('Other Works').build();

    const res = await get(P.associates(me.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: client.id,
        name: 'Charles Babbage',
        contact: 'charles@engines.test',
        url: `/composition/clients/${spec.org}/client/${client.id}`,
      },
      {
        id: opp.id,
        name: 'Mary Somerville',
        contact: opp.email,
        url: `/composition/opportunity-lists/${spec.org}/list/${opp.leadListId}/contact/${opp.id}`,
      },
      {
        id: phoneOnly.id,
        name: 'Engines Ltd',
        contact: '+12015550101',
        url: `/composition/others/${spec.org}/other/${phoneOnly.id}`,
      },
    ]);
    // The foreign organization's contact of the same company is never listed.
    expect(res.body.map((a: { id: number }) => a.id)).not.toContain(foreignLead);
  });

  it('answers an empty list without a company name, and 404 for a foreign contact', async () => {
    const lone = await aLead().inOrganization(spec.org).client().build();
    await aLead().inOrganization(spec.org).client().build();
    expect((await get(P.associates(lone.id))).body).toEqual([]);
    const foreign = await get(P.associates(foreignLead));
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ detail: messages.notFound });
  });

  it('answers at most 50', async () => {
    const me = await aLead().inOrganization(spec.org).other().ofCompany('Big Corp').build();
    await aLead().inOrganization(spec.org).other().ofCompany('Big Corp').buildMany(55);
    expect((await get(P.associates(me.id))).body).toHaveLength(50);
  });
});

describe('social profiles', () => {
  it('adds, lists, changes and removes profiles, each written to the history', async () => {
    const lead = (await aLead().inOrganization(spec.org).client().build()).id;
    expect((await get(P.social(lead))).body).toEqual([]);
    const added = await post(P.social(lead), { network: 'Facebook', url: 'facebook.com/ada' });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ index: 0, network: 'Facebook', url: 'https://facebook.com/ada' });
    await post(P.social(lead), { network: 'LinkedIn', url: 'https://linkedin.com/in/ada' });

    const changed = await put(P.socialProfile(lead, 0), {
      network: 'Instagram',
      url: 'https://instagram.com/ada',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ index: 0, network: 'Instagram', url: 'https://instagram.com/ada' });
    expect((await get(P.social(lead))).body).toEqual([
      { index: 0, network: 'Instagram', url: 'https://instagram.com/ada' },
      { index: 1, network: 'LinkedIn', url: 'https://linkedin.com/in/ada' },
    ]);
    expect((await del(P.socialProfile(lead, 0))).status).toBe(204);
    expect((await get(P.social(lead))).body).toEqual([
      { index: 0, network: 'LinkedIn', url: 'https://linkedin.com/in/ada' },
    ]);
    // The lead's own record reads the same list.
    const row = await spec.t.dataSource.getRepository(Lead).findOneByOrFail({ id: lead });
    expect(row.social).toEqual([{ network: 'LinkedIn', url: 'https://linkedin.com/in/ada' }]);

    const h = await history(lead);
    expect(h.history.map((e) => [e.action, e.old_value, e.new_value])).toEqual([
      ['social_deleted', 'Instagram: https://instagram.com/ada', null],
      ['social_updated', 'Facebook: https://facebook.com/ada', 'Instagram: https://instagram.com/ada'],
      ['social_added', null, 'LinkedIn: https://linkedin.com/in/ada'],
      ['social_added', null, 'Facebook: https://facebook.com/ada'],
    ]);
    expect(h.history[0].user).toEqual({ firstName: 'Olive', lastName: 'Owner' });
  });

  it("validates with the contracts messages ('Url is not valid')", async () => {
    const lead = (await aLead().inOrganization(spec.org).client().build()).id;
    expect((await post(P.social(lead), {})).body).toEqual({
      network: [N.networkRequired],
      url: [N.urlRequired],
    });
    expect((await post(P.social(lead), { network: 'Facebook', url: 'not a url' })).body).toEqual({
      url: ['Url is not valid'],
    });
    expect((await post(P.social(lead), { network: 'Myspace', url: 'https://x.test' })).body).toEqual({
      network: [messages.invalidChoice],
    });
    await post(P.social(lead), { network: 'Facebook', url: 'https://facebook.com/a' });
    expect((await put(P.socialProfile(lead, 0), { network: 'Facebook', url: 'bad url' })).body).toEqual({
      url: ['Url is not valid'],
    });
  });

  it('holds at most 20 profiles', async () => {
    const lead = (await aLead().inOrganization(spec.org).client().build()).id;
    for (let i = 0; i < 20; i += 1) {
      expect((await post(P.social(lead), { network: 'Other', url: `https://site${i}.test` })).status).toBe(
        201,
      );
    }
    const full = await post(P.social(lead), { network: 'Other', url: 'https://one-more.test' });
    expect(full.status).toBe(400);
    expect(full.body).toEqual({ detail: N.socialLimit });
  });

  it('answers 404 for a foreign contact or a missing index, changing nothing', async () => {
    const lead = (await aLead().inOrganization(spec.org).client().build()).id;
    await spec.t.dataSource
      .getRepository(Lead)
      .update({ id: foreignLead }, { social: [{ network: 'Facebook', url: 'https://facebook.com/b' }] });
    for (const res of [
      await get(P.social(foreignLead)),
      await post(P.social(foreignLead), { network: 'Facebook', url: 'https://x.test' }),
      await put(P.socialProfile(foreignLead, 0), { network: 'Facebook', url: 'https://x.test' }),
      await del(P.socialProfile(foreignLead, 0)),
      await put(P.socialProfile(lead, 0), { network: 'Facebook', url: 'https://x.test' }),
      await del(P.socialProfile(lead, 3)),
      await del(P.socialProfile(lead, -1)),
    ]) {
      expect(res.status).toBe(404);
      expect(typeof res.body.detail).toBe('string');
    }
    const row = await spec.t.dataSource.getRepository(Lead).findOneByOrFail({ id: foreignLead });
    expect(row.social).toEqual([{ network: 'Facebook', url: 'https://facebook.com/b' }]);
    expect((await history(lead)).history).toEqual([]);
  });
});
