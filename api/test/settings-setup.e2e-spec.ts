import { messages, settingsPaths } from '@ensemble/contracts';
import { Lead } from '../src/modules/contacts/leads/lead.entity';
import { Service } from '../src/modules/contacts/services/service.entities';
import { ServicesService } from '../src/modules/contacts/services/services.service';
import { LocationRow, OrganizationSettingsRow } from '../src/modules/contacts/settings/settings.entities';
import { anOrganization } from './builders/organization.builder';
import { aUser } from './builders/user.builder';
import { bearer, loginAs } from './support/auth';
import { locationBody } from './support/location-body';
import { testAppForAllTests, type TestApp } from './support/test-app';

const location = (over: object = {}) =>
  locationBody({ name: 'Main office', description: null, phone_number: null, email: null, ...over });
const service = (over: object = {}) => ({
  name: 'Consulting',
  description: 'Hourly',
  metadata: [],
  price: 5000,
  price_type: 'recurring',
  billing_period: 'monthly',
  ...over,
});

async function world(t: TestApp) {
  const owner = await aUser().verified().build();
  const org = await anOrganization().ownedBy(owner).build();
  const token = (await loginAs(t, owner)).access;
  const count = async () => ({
    locations: await t.dataSource.getRepository(LocationRow).count({ where: { organizationId: org.id } }),
    services: await t.dataSource.getRepository(Service).count({ where: { organizationId: org.id } }),
    settings: await t.dataSource
      .getRepository(OrganizationSettingsRow)
      .count({ where: { organizationId: org.id } }),
  });
  const setup = (body: object) =>
    t.http
      .post(`/api${settingsPaths.setup(org.id)}`)
      .set(bearer(token))
      .send(body);
  return { org, token, count, setup };
}

describe('first-time setup (full edition)', () => {
  const t = testAppForAllTests();

  it('creates the main location, the services, then the info source', async () => {
    const { org, token, setup, count } = await world(t);
    const res = await setup({
      location: location(),
      services: [service(), service({ name: 'Audit', price: null, price_type: 'one_time' })],
      about_us_info_source: 'Google',
    });
    expect(res.status).toBe(201);
    expect(res.body.location).toMatchObject({
      organization: org.id,
      name: 'Main office',
      website: 'https://acme.test',
      is_main: true,
    });
    expect(res.body.services.map((s: { name: string }) => s.name)).toEqual(['Consulting', 'Audit']);
    expect(res.body.settings).toEqual({ show_default_services: 1, about_us_info_source: 'Google' });
    expect(await count()).toEqual({ locations: 1, services: 2, settings: 1 });
    const settings = await t.http.get(`/api${settingsPaths.organizationSettings(org.id)}`).set(bearer(token));
    expect(settings.body.about_us_info_source).toBe('Google');
  });

  it('refuses an invalid payload with field errors and saves nothing', async () => {
    const { setup, count } = await world(t);
    const res = await setup({
      location: location({ website: 'bad site' }),
      services: [service({ name: '' })],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      'location.website': [messages.websiteInvalid],
      'services[0].name': [messages.fieldRequired('Service name')],
      about_us_info_source: [messages.fieldRequired('How did you hear about us')],
    });
    expect(await count()).toEqual({ locations: 0, services: 0, settings: 0 });
  });

  it('rolls everything back when a service fails while saving', async () => {
    const { setup, count } = await world(t);
    const services = t.app.get(ServicesService);
    const real = services.create.bind(services);
    let calls = 0;
    const spy = jest.spyOn(services, 'create').mockImplementation(async (...args) => {
      calls += 1;
      if (calls === 2) throw new Error('provider exploded');
      return real(...args);
    });
    try {
      const res = await setup({
        location: location(),
        services: [service(), service({ name: 'Second' })],
        about_us_info_source: 'Other',
      });
      expect(res.status).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(calls).toBe(2);
    expect(await count()).toEqual({ locations: 0, services: 0, settings: 0 });
  });
});

describe('social edition on SQLite (setup without services, and the settings lists on the other dialect)', () => {
  const t = testAppForAllTests({ database: 'sqlite', redis: false, env: { EDITION: 'social' } });

  it('ignores services in the social edition', async () => {
    const { setup, count } = await world(t);
    const res = await setup({
      location: location(),
      services: [service()],
      about_us_info_source: 'a podcast',
    });
    expect(res.status).toBe(201);
    expect(res.body.services).toEqual([]);
    expect(res.body.location.is_main).toBe(true);
    expect(await count()).toEqual({ locations: 1, services: 0, settings: 1 });
    const noServices = await setup({ location: location({ name: 'Second' }), about_us_info_source: 'Other' });
    expect(noServices.status).toBe(201);
  });

  it('sources, tags and representatives list, search and sort on SQLite', async () => {
    const { org, token } = await world(t);
    const http = (p: string) => t.http.get(`/api${p}`).set(bearer(token));
    const create = (p: string, body: object) => t.http.post(`/api${p}`).set(bearer(token)).send(body);
    const a = await create(settingsPaths.sources(org.id), { name: 'Alpha' });
    const b = await create(settingsPaths.sources(org.id), { name: 'beta', description: 'Walk 100%' });
    const leads = t.dataSource.getRepository(Lead);
    await leads.save([
      { organizationId: org.id, leadSourceId: b.body.id, fsmState: 'prospect' },
      { organizationId: org.id, leadSourceId: b.body.id, fsmState: 'prospect' },
      { organizationId: org.id, leadSourceId: a.body.id, fsmState: 'prospect' },
    ]);
    const sorted = await http(`${settingsPaths.sources(org.id)}?ordering=-leads_count`);
    expect(
      sorted.body.results.map((s: { name: string; leads_count: number }) => [s.name, s.leads_count]),
    ).toEqual([
      ['beta', 2],
      ['Alpha', 1],
    ]);
    const search = await http(`${settingsPaths.sources(org.id)}?search=${encodeURIComponent('100%')}`);
    expect(search.body.results.map((s: { name: string }) => s.name)).toEqual(['beta']);
    await create(settingsPaths.tags(org.id), { name: 'VIP' });
    const dup = await create(settingsPaths.tags(org.id), { name: 'vip' });
    expect(dup.status).toBe(400);
    const tags = await http(`${settingsPaths.tags(org.id)}?ordering=-created_at`);
    expect(tags.body).toMatchObject({ count: 1, results: [{ name: 'VIP', leads_count: 0 }] });
    const reps = await http(`${settingsPaths.representatives(org.id)}?ordering=-managed_contacts`);
    expect(reps.body).toMatchObject({ count: 1, results: [{ role_title: 'None', sms_notif: false }] });
  });
});
