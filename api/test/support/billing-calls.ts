import { billingPaths } from '@ensemble/contracts';
import { Organization } from '../../src/modules/platform/organizations/organization.entity';
import { anOrganization } from '../builders/organization.builder';
import { api } from './api-client';
import { bearer } from './auth';
import type { SignedIn } from './signed-in';

/**
 * The billing calls of one signed-in owner, shared by the billing specs of both payment adapters
 * (billing.e2e-spec.ts on the local provider, billing-stripe.e2e-spec.ts on Stripe). Read at call time.
 */
export function billingCalls(signedIn: () => SignedIn) {
  const post = (path: string) => signedIn().t.http.post(api(path)).set(bearer(signedIn().token));
  return {
    /** The organization row as stored now. */
    org: (id: number) => signedIn().t.dataSource.getRepository(Organization).findOneByOrFail({ id }),
    newOrg: (): Promise<Organization> => anOrganization().ownedBy(signedIn().owner).build(),
    /** The card form's first step: a setup intent from the API (200). */
    async setupIntent(orgId: number) {
      const intent = await post(billingPaths.setupIntent(orgId));
      expect(intent.status).toBe(200);
      return intent;
    },
    /** The card form's last step: the API saves the confirmed payment method (200). */
    async savePaymentMethod(orgId: number, paymentMethodId: string): Promise<void> {
      const save = await post(billingPaths.paymentMethod(orgId)).send({
        organization: orgId,
        stripe_payment_method_id: paymentMethodId,
      });
      expect(save.status).toBe(200);
    },
    subscribe: (orgId: number, body: Record<string, unknown>) =>
      post(billingPaths.subscription(orgId)).send(body),
    invoices: async (orgId: number) =>
      (
        await signedIn()
          .t.http.get(api(billingPaths.invoices(orgId)))
          .set(bearer(signedIn().token))
      ).body,
  };
}
