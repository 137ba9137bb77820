import { act } from '@testing-library/react';
import type { Edition } from '@ensemble/contracts';
import { session, setRuntimeConfig, makeRemoteStore } from '@ensemble/shared-ui';
import { renderRoute, TEST_API } from '@ensemble/shared-ui/testing';
import { tempoApi } from '../../api/tempoApi';
import { OrganizationSettingsPage } from './OrganizationSettingsPage';

/** The settings page for organization 4 at `?tab=`, in the given edition. */
export function renderSettings(tab: string | null, edition: Edition = 'full') {
  session.setOrganization(4);
  const utils = renderRoute(
    '/tempo/organization-settings',
    `/tempo/organization-settings${tab ? `?tab=${tab}` : ''}`,
    <OrganizationSettingsPage />,
    makeRemoteStore(tempoApi),
  );
  if (edition !== 'full') act(() => setRuntimeConfig({ edition, apiBaseUrl: TEST_API, remotes: [] }));
  return utils;
}
