import { billingPaths } from '@ensemble/contracts';
import { Organization } from '../src/modules/platform/organizations/organization.entity';
import { GOOD_CARD } from './builders/billing.builder';
import { anOrganization } from './builders/organization.builder';
import { aUser } from './builders/user.builder';
import { bearer, loginAs } from './support/auth';
import { testAppForAllTests } from './support/test-app';

/** The embedded default (SQLite, in-process queues): the local catalogue seeds and a subscription goes through. */
const t = testAppForAllTests({ database: 'sqlite', redis: false });

it('subscribes on SQLite with the local provider', async () => {
  const owner = await aUser().verified().build();
  const token = (await loginAs(t, owner)).access;
  const org = await anOrganization().ownedBy(owner).build();
  const intent = await t.http.post(`/api${billingPaths.setupIntent(org.id)}`).set(bearer(token));
  const confirm = await t.http
    .post(`/api${billingPaths.localConfirmSetup}`)
    .set(bearer(token))
    .send({ client_secret: intent.body.results.client_secret, card: GOOD_CARD });
  await t.http
    .post(`/api${billingPaths.paymentMethod(org.id)}`)
    .set(bearer(token))
    .send({ organization: org.id, stripe_payment_method_id: confirm.body.payment_method });
  const sub = await t.http
    .post(`/api${billingPaths.subscription(org.id)}`)
    .set(bearer(token))
    .send({ price_id: 'price_solo_year', quantity: 1, coupon: 'WELCOME20' });
  expect(sub.status).toBe(201);
  expect(sub.body).toMatchObject({ status: 'active', percent_off: 20, plan: { interval: 'year' } });
  const invoices = await t.http.get(`/api${billingPaths.invoices(org.id)}`).set(bearer(token));
  expect(invoices.body.results[0]).toMatchObject({
    status: 'paid',
    amount_due: Math.round((144000 + 24000) * 0.8),
  });
  const fresh = await t.dataSource.getRepository(Organization).findOneByOrFail({ id: org.id });
  expect(fresh).toMatchObject({ isSubscribed: true, packageId: 'prod_solo', seatNumber: 2 });
});
