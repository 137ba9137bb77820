import { act } from '@testing-library/react';
import type { Edition } from '@ensemble/contracts';
import { session, setRuntimeConfig } from '@ensemble/shared-ui';
import { json, renderRoute, TEST_API } from '../../test/renderRoute';
import { OrganizationSettingsPage } from './OrganizationSettingsPage';

export { json };

export interface Call {
  method: string;
  url: URL;
  body: unknown;
}

/** Answers every request with `handler` and records method, URL and JSON body. */
export function mockApi(handler: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const req = input as Request;
    const text = req.method === 'GET' || req.method === 'DELETE' ? '' : await req.text();
    const call: Call = {
      method: req.method,
      url: new URL(req.url),
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    return handler(call);
  }) as typeof fetch;
  return calls;
}

export const page = <T,>(results: T[], count = results.length) => ({ results, count });

/** The settings page for organization 4 at `?tab=`, in the given edition. */
export function renderSettings(tab: string | null, edition: Edition = 'full') {
  session.setOrganization(4);
  const utils = renderRoute(
    '/tempo/organization-settings',
    `/tempo/organization-settings${tab ? `?tab=${tab}` : ''}`,
    <OrganizationSettingsPage />,
  );
  if (edition !== 'full') act(() => setRuntimeConfig({ edition, apiBaseUrl: TEST_API, remotes: [] }));
  return utils;
}
