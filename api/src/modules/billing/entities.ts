import {
  AddonPurchaseRow,
  BillingEventRow,
  OrganizationSubscription,
} from './subscriptions/billing.entities';

/** The tables the billing context owns: only its services read or write them (docs/adr/0012). */
export const billingEntities = [OrganizationSubscription, AddonPurchaseRow, BillingEventRow];
