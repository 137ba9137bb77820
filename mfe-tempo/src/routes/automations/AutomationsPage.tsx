import type { ReactNode } from 'react';
import { Tabs } from 'antd';
import { EmptyState, NotFound, PageHeader, useEdition, useSession, useTabParam } from '@ensemble/shared-ui';
import { BuildYourOwnTab } from './build-your-own/BuildYourOwnTab';
import { FollowUpEmailsTab } from './follow-up/FollowUpEmailsTab';
import { GlobalAutomationsTab } from './global/GlobalAutomationsTab';
import { ResultBasedTab } from './result-based/ResultBasedTab';

/** Spec 3 §2: the tabs in this order, named in the URL's `tab`. */
export const automationsTabs: {
  key: string;
  label: string;
  render: (organizationId: number) => ReactNode;
}[] = [
  {
    key: 'global',
    label: 'Global automations',
    render: (id) => <GlobalAutomationsTab organizationId={id} />,
  },
  { key: 'follow-up', label: 'Follow up emails', render: (id) => <FollowUpEmailsTab organizationId={id} /> },
  { key: 'build-your-own', label: 'Build your own', render: (id) => <BuildYourOwnTab organizationId={id} /> },
  { key: 'result-based', label: 'Result based', render: (id) => <ResultBasedTab organizationId={id} /> },
];

/**
 * `/tempo/automations?tab=` (spec 3 §2 Automations): the current organization's holiday emails, five follow-ups,
 * its own drips and the drips that follow their results.
 */
export function AutomationsPage() {
  const { organizationId } = useSession();
  const edition = useEdition();
  const tab = useTabParam(automationsTabs.map((t) => t.key));
  // The social edition sends no email nor text.
  if (edition === 'social') return <NotFound />;
  if (organizationId == null) return <EmptyState description="Choose an organization first" />;

  return (
    <section aria-label="Automations" style={{ maxWidth: 1400 }}>
      <PageHeader title="Automations" />
      <Tabs
        activeKey={tab.active}
        onChange={tab.select}
        items={automationsTabs.map((t) => ({
          key: t.key,
          label: t.label,
          // Only the open tab asks the API.
          children: t.key === tab.active ? t.render(organizationId) : null,
        }))}
      />
    </section>
  );
}
