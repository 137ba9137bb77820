import { Tabs } from 'antd';
import { EmptyState, PageHeader, useEdition, useSession, useTabParam } from '@ensemble/shared-ui';
import { organizationSettingsTabs, visibleSettingsTabs, type OrganizationSettingsTab } from './tabs';

/** `/tempo/organization-settings?tab=`: the current organization's reference data, one tab per area (spec 2 §2). */
export function OrganizationSettingsPage({
  tabs = organizationSettingsTabs,
}: {
  /** The tab set (tests give their own to exercise the visibility rules). */
  tabs?: OrganizationSettingsTab[];
}) {
  const { organizationId } = useSession();
  const edition = useEdition();
  const shown = visibleSettingsTabs(tabs, edition);
  const tab = useTabParam(shown.map((t) => t.key));
  const active = shown.find((t) => t.key === tab.active);

  if (organizationId == null) {
    return <EmptyState description="Choose an organization first" />;
  }

  return (
    <section aria-label="Organization settings" style={{ maxWidth: 1100 }}>
      <PageHeader title="Organization settings" />
      <Tabs
        activeKey={active?.key}
        onChange={tab.select}
        items={shown.map((t) => ({
          key: t.key,
          label: t.label,
          children: t.key === active?.key ? t.render(organizationId) : null,
        }))}
      />
    </section>
  );
}
