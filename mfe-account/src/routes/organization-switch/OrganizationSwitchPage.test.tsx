import { screen, waitFor } from '@testing-library/react';
import { events, session, type AppEvent } from '@ensemble/shared-ui';
import { mockApi } from '@ensemble/shared-ui/testing';
import { organizationsPage } from '../../test/fixtures';
import { currentUrl, renderAt } from '../../test/render';

describe('switch organization', () => {
  it('marks the current organization and switches to the chosen one, resetting cached data', async () => {
    mockApi({ 'GET /organization/': { body: organizationsPage([1, 2, 3]) } });
    const seen: AppEvent[] = [];
    const stop = events.on((e) => seen.push(e));
    const { user, store } = renderAt('/organization/switch', { loggedIn: true, organizationId: 1 });
    const current = await screen.findByRole('button', { name: /Organization 1/ });
    expect(current).toHaveAttribute('aria-current', 'true');
    let cacheEmptied = false;
    const unsubscribe = store.subscribe(() => {
      if (Object.keys(store.getState().accountApi.queries).length === 0) cacheEmptied = true;
    });

    await user.click(screen.getByRole('button', { name: /Organization 2/ }));
    await waitFor(() => expect(currentUrl()).toBe('/dashboard/2'));
    expect(session.get().organizationId).toBe(2);
    expect(seen.at(-1)).toEqual({ type: 'organization-changed', organizationId: 2 });
    expect(cacheEmptied).toBe(true);
    unsubscribe();
    stop();
  });

  it('has a heading and a way to add an organization', async () => {
    mockApi({ 'GET /organization/': { body: organizationsPage([1]) }, 'GET /industry/': { body: [] } });
    const { user } = renderAt('/organization/switch', { loggedIn: true });
    expect(screen.getByRole('heading', { name: 'Switch organization' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Add organization/ }));
    await waitFor(() => expect(currentUrl()).toBe('/company-details'));
  });
});
