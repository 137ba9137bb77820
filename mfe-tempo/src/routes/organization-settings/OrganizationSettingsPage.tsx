import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from 'antd';
import { EmptyState, PageHeader, useEdition, useSession } from '@ensemble/shared-ui';
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
  const [params, setParams] = useSearchParams();
  const shown = visibleSettingsTabs(tabs, edition);
  const requested = params.get('tab');
  const active = shown.find((t) => t.key === requested) ?? shown[0];

  // An unknown or hidden tab in the URL is replaced by the first one shown.
  useEffect(() => {
    if (active && requested !== active.key) {
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.set('tab', active.key);
          return next;
        },
        { replace: true },
      );
    }
  }, [active, requested, setParams]);

  if (organizationId == null) {
    return <EmptyState description="Choose an organization first" />;
  }

  return (
    <section aria-label="Organization settings" style={{ maxWidth: 1100 }}>
      <PageHeader title="Organization settings" />
      <Tabs
        activeKey={active?.key}
        onChange={(key) =>
          setParams((p) => {
            const next = new URLSearchParams(p);
            next.set('tab', key);
            return next;
          })
        }
        items={shown.map((t) => ({
          key: t.key,
          label: t.label,
          children: t.key === active?.key ? t.render(organizationId) : null,
        }))}
      />
    </section>
  );
}
