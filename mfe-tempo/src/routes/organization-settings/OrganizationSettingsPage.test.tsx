import { screen, waitFor } from '@testing-library/react';
import type { Edition } from '@ensemble/contracts';
import { organizationSettingsTabKeys, organizationSettingsTabs, visibleSettingsTabs } from './tabs';
import { json, mockApi, page } from '@ensemble/shared-ui/testing';
import { renderSettings } from './test-utils';

describe('organization settings tabs', () => {
  it('lists the seven tabs in the spec order in the full edition and only Locations in the social one', () => {
    const labels = (e: Edition) => visibleSettingsTabs(organizationSettingsTabs, e).map((t) => t.label);
    expect(labels('full')).toEqual([
      'Follow Up Strategy',
      'Magic Numbers',
      'Sources',
      'Services',
      'Locations',
      'Tags',
      'Representatives',
    ]);
    expect(labels('social')).toEqual(['Locations']);
    expect(organizationSettingsTabKeys).toHaveLength(7);
  });

  it('opens the tab named in ?tab=', async () => {
    mockApi({ '*': () => json(200, page([])) });
    renderSettings('sources');
    expect(await screen.findByText('No sources to display')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sources', selected: true })).toBeInTheDocument();
  });

  it('falls back to the first tab for an unknown tab', async () => {
    mockApi({
      '*': () =>
        json(200, {
          first_follow_up_date: 3,
          second_follow_up_date: null,
          third_follow_up_date: null,
          fourth_follow_up_date: null,
          fifth_follow_up_date: null,
        }),
    });
    renderSettings('nope');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Follow Up Strategy', selected: true })).toBeInTheDocument(),
    );
  });

  it('shows only the Locations tab in the social edition', async () => {
    mockApi({ '*': () => json(200, page([])) });
    renderSettings('sources', 'social');
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(1));
    expect(screen.getByRole('tab', { name: 'Locations' })).toBeInTheDocument();
  });
});
