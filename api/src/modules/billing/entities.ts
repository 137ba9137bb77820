import {
  AddonPurchaseRow,
  BillingEventRow,
  OrganizationSubscription,
} from './subscriptions/billing.entities';

// The entity classes, for another context's entity that needs one in a TypeORM relation (the only import of another
// context allowed besides its index.ts, docs/adr/0012); services go through the index and this context's services.
export { AddonPurchaseRow, BillingEventRow, OrganizationSubscription };

/** The tables the billing context owns: only its services read or write them (docs/adr/0012). */
export const billingEntities = [OrganizationSubscription, AddonPurchaseRow, BillingEventRow];
