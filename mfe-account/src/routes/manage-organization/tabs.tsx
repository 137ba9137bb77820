import type { ReactNode } from 'react';
import { isUnpaidOrganization, type Organization } from '@ensemble/contracts';
import { GeneralTab } from './general/GeneralTab';
import { UsersTab } from './users/UsersTab';
import { SubscriptionsTab } from './subscriptions/SubscriptionsTab';
import { AddOnsTab } from './add-ons/AddOnsTab';
import { BillingTab } from './billing/BillingTab';

/** Spec 1 §2: General, Subscriptions, Add Ons, Billing, Users (in that order), named in the URL's `tab`. */
export const manageOrganizationTabKeys = ['general', 'subscriptions', 'add-ons', 'billing', 'users'] as const;
export type ManageOrganizationTabKey = (typeof manageOrganizationTabKeys)[number];

export interface ManageOrganizationTab {
  key: ManageOrganizationTabKey;
  label: string;
  render: (organization: Organization) => ReactNode;
}

/**
 * The tabs whose content exists. The billing issue adds Subscriptions, Add Ons and Billing here; the order
 * on screen follows `manageOrganizationTabKeys` whatever the order of this list.
 */
export const manageOrganizationTabs: ManageOrganizationTab[] = [
  { key: 'general', label: 'General', render: (org) => <GeneralTab organization={org} /> },
  { key: 'subscriptions', label: 'Subscriptions', render: (org) => <SubscriptionsTab organization={org} /> },
  { key: 'add-ons', label: 'Add Ons', render: (org) => <AddOnsTab organizationId={org.id} /> },
  { key: 'billing', label: 'Billing', render: (org) => <BillingTab organization={org} /> },
  { key: 'users', label: 'Users', render: (org) => <UsersTab organization={org} /> },
];

/**
 * Unpaid: subscribed once (a package is recorded) but not any more. Such an organization only sees Billing.
 */
export function isUnpaid(organization: Pick<Organization, 'is_subscribed' | 'package_id'>): boolean {
  return isUnpaidOrganization(organization);
}

/**
 * Spec 1 §2: mobile shows only General; an unpaid organization shows only Billing, on a phone too (the
 * billing-problem modal sends the user there, so hiding it would leave them nowhere to pay). When the rules
 * leave no tab (Billing not available) General remains, so the page is never empty.
 */
export function visibleTabs<T extends Pick<ManageOrganizationTab, 'key'>>(
  tabs: readonly T[],
  ctx: { isMobile: boolean; unpaid: boolean },
): T[] {
  const ordered = [...tabs].sort(
    (a, b) => manageOrganizationTabKeys.indexOf(a.key) - manageOrganizationTabKeys.indexOf(b.key),
  );
  let shown = ordered;
  if (ctx.unpaid) shown = shown.filter((t) => t.key === 'billing');
  else if (ctx.isMobile) shown = shown.filter((t) => t.key === 'general');
  if (shown.length === 0) shown = ordered.filter((t) => t.key === 'general');
  return shown;
}
