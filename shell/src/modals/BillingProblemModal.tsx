import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button, Flex, Modal, Typography } from 'antd';
import { billingMessages, isUnpaidOrganization, type Organization } from '@ensemble/contracts';
import { navigateTo, useSession } from '@ensemble/shared-ui';
import { useOrganizationQuery } from '../api/shellApi';
import { useOtherModalOpen } from './useOtherModalOpen';

const OWN_CLASS = 'ensemble-billing-problem-modal';

export function billingUrl(organizationId: number): string {
  return `/manage-organization/edit/${organizationId}?tab=billing`;
}

/** Whether the page shown is the organization's Billing tab, where the problem is being fixed. */
export function onBillingTab(organizationId: number, pathname: string, search: string): boolean {
  return (
    pathname.replace(/\/$/, '') === `/manage-organization/edit/${organizationId}` &&
    new URLSearchParams(search).get('tab') === 'billing'
  );
}

export function billingProblem(
  organization: Pick<Organization, 'is_subscribed' | 'package_id'> | null | undefined,
): boolean {
  return !!organization && isUnpaidOrganization(organization);
}

function subscribe(onChange: () => void): () => void {
  // single-spa fires popstate after every pushState/replaceState (the search changes with the tab).
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}
const locationKey = () => window.location.pathname + window.location.search;

/**
 * Spec 1 §2: an unpaid organization (its last invoice failed) is told so on every page but its Billing tab,
 * unless another modal (the EULA) is open.
 */
export function BillingProblemModal() {
  const { organizationId } = useSession();
  const where = useSyncExternalStore(subscribe, locationKey, locationKey);
  const org = useOrganizationQuery(organizationId ?? 0, { skip: organizationId == null });
  const [shown, setShown] = useState(false);

  const organization = organizationId != null && org.data?.id === organizationId ? org.data : null;
  const url = new URL(where, 'http://x');
  const required =
    billingProblem(organization) &&
    organization != null &&
    !onBillingTab(organization.id, url.pathname, url.search);
  const otherOpen = useOtherModalOpen(OWN_CLASS, required && !shown);
  const open = required && (shown || !otherOpen);

  useEffect(() => {
    if (open !== shown) setShown(open);
  }, [open, shown]);

  if (!organization) return null;

  return (
    <Modal
      open={open}
      title={billingMessages.billingProblemTitle}
      wrapClassName={OWN_CLASS}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      footer={null}
      centered
    >
      <Typography.Paragraph>
        We could not collect the payment for this organization&apos;s last invoice, so its subscription is not
        active. Update the card or retry the payment on the Billing page to keep using the suite.
      </Typography.Paragraph>
      <Flex justify="flex-end">
        <Button type="primary" onClick={() => navigateTo(billingUrl(organization.id))}>
          {billingMessages.goToBilling}
        </Button>
      </Flex>
    </Modal>
  );
}
