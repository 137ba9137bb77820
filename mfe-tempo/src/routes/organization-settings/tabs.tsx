import type { ReactNode } from 'react';
import type { Edition } from '@ensemble/contracts';
import { FollowUpStrategyTab } from './follow-up/FollowUpStrategyTab';
import { MagicNumbersTab } from './magic-numbers/MagicNumbersTab';
import { SourcesTab } from './sources/SourcesTab';
import { ServicesTab } from './services/ServicesTab';
import { LocationsTab } from './locations/LocationsTab';
import { TagsTab } from './tags/TagsTab';
import { RepresentativesTab } from './representatives/RepresentativesTab';

/** Spec 2 §2: the tabs in this order, named in the URL's `tab`. */
export const organizationSettingsTabKeys = [
  'follow-up-strategy',
  'magic-numbers',
  'sources',
  'services',
  'locations',
  'tags',
  'representatives',
] as const;
export type OrganizationSettingsTabKey = (typeof organizationSettingsTabKeys)[number];

export interface OrganizationSettingsTab {
  key: OrganizationSettingsTabKey;
  label: string;
  render: (organizationId: number) => ReactNode;
}

export const organizationSettingsTabs: OrganizationSettingsTab[] = [
  {
    key: 'follow-up-strategy',
    label: 'Follow Up Strategy',
    render: (id) => <FollowUpStrategyTab organizationId={id} />,
  },
  { key: 'magic-numbers', label: 'Magic Numbers', render: (id) => <MagicNumbersTab organizationId={id} /> },
  { key: 'sources', label: 'Sources', render: (id) => <SourcesTab organizationId={id} /> },
  { key: 'services', label: 'Services', render: (id) => <ServicesTab organizationId={id} /> },
  { key: 'locations', label: 'Locations', render: (id) => <LocationsTab organizationId={id} /> },
  { key: 'tags', label: 'Tags', render: (id) => <TagsTab organizationId={id} /> },
  {
    key: 'representatives',
    label: 'Representatives',
    render: (id) => <RepresentativesTab organizationId={id} />,
  },
];

/** Spec 1 §1: the social edition keeps only Locations. Order follows `organizationSettingsTabKeys`. */
export function visibleSettingsTabs<T extends Pick<OrganizationSettingsTab, 'key'>>(
  tabs: readonly T[],
  edition: Edition,
): T[] {
  const ordered = [...tabs].sort(
    (a, b) => organizationSettingsTabKeys.indexOf(a.key) - organizationSettingsTabKeys.indexOf(b.key),
  );
  return edition === 'social' ? ordered.filter((t) => t.key === 'locations') : ordered;
}
