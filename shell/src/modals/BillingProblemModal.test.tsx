import { act, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Modal } from 'antd';
import { billingMessages, type Organization, type User } from '@ensemble/contracts';
import { AppProviders, session, setRuntimeConfig } from '@ensemble/shared-ui';
import { makeStore } from '../store';
import { BillingProblemModal, billingProblem, onBillingTab } from './BillingProblemModal';

configure({ asyncUtilTimeout: 8000 });

const user = { id: 1, email: 'ada@example.com', is_superuser: false } as User;
const unpaid = {
  id: 5,
  name: 'Acme',
  is_subscribed: false,
  package_id: 'prod_chorus',
  eula: 1,
  last_eula: 1,
};

function mockOrg(org: Partial<Organization>) {
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL((input as Request).url);
    calls.push(url.pathname);
    if (url.pathname === '/api/organization/5/') {
      return new Response(JSON.stringify({ ...unpaid, ...org }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404 });
  }) as typeof fetch;
  return calls;
}

function renderModal(url = '/tempo/5', extra?: React.ReactNode) {
  setRuntimeConfig({ edition: 'full', apiBaseUrl: 'http://api.test/api', remotes: [] });
  session.reload();
  session.setTokens({ access: 'A', refresh: 'R' });
  session.setUser(user);
  session.setOrganization(5);
  window.history.replaceState(null, '', url);
  return render(
    <Provider store={makeStore()}>
      <AppProviders>
        <BillingProblemModal />
        {extra}
      </AppProviders>
    </Provider>,
  );
}

const settle = () => act(async () => new Promise((r) => setTimeout(r, 300)));

describe('billing-problem modal', () => {
  it('applies to an organization that had a package and is no longer subscribed', () => {
    expect(billingProblem({ is_subscribed: false, package_id: 'p' })).toBe(true);
    expect(billingProblem({ is_subscribed: true, package_id: 'p' })).toBe(false);
    expect(billingProblem({ is_subscribed: false, package_id: null })).toBe(false);
    expect(onBillingTab(5, '/manage-organization/edit/5', '?tab=billing')).toBe(true);
    expect(onBillingTab(5, '/manage-organization/edit/5', '?tab=general')).toBe(false);
  });

  it('tells an unpaid organization and Go to billing opens its Billing tab', async () => {
    mockOrg({});
    renderModal();
    expect(await screen.findByText(billingMessages.billingProblemTitle)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: billingMessages.goToBilling }));
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe(
        '/manage-organization/edit/5?tab=billing',
      ),
    );
    await waitFor(() => expect(screen.queryByText(billingMessages.billingProblemTitle)).not.toBeVisible());
  });

  it('is not shown to a paid or never-subscribed organization', async () => {
    for (const org of [{ is_subscribed: true }, { package_id: null }]) {
      const calls = mockOrg(org);
      const view = renderModal();
      await waitFor(() => expect(calls.length).toBeGreaterThan(0));
      await settle();
      expect(screen.queryByText(billingMessages.billingProblemTitle)).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('is not shown on the Billing tab itself', async () => {
    const calls = mockOrg({});
    renderModal('/manage-organization/edit/5?tab=billing');
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await settle();
    expect(screen.queryByText(billingMessages.billingProblemTitle)).not.toBeInTheDocument();
  });

  it('waits while another modal (the EULA) is open', async () => {
    const calls = mockOrg({});
    renderModal(
      '/tempo/5',
      <Modal open title="Another modal" footer={null}>
        busy
      </Modal>,
    );
    expect(await screen.findByText('Another modal')).toBeInTheDocument();
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await settle();
    expect(screen.queryByText(billingMessages.billingProblemTitle)).not.toBeInTheDocument();
  });
});
