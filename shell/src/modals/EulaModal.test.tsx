import { act, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Modal } from 'antd';
import { messages, type Organization, type User } from '@ensemble/contracts';
import { AppProviders, session, setRuntimeConfig } from '@ensemble/shared-ui';
import { aUser } from '@ensemble/shared-ui/testing';
import { makeStore } from '../store';
import { EULA_TITLE, EulaModal, eulaRequired } from './EulaModal';

configure({ asyncUtilTimeout: 8000 });

const user = aUser({ last_name: 'L' });
const paidWithNewEula = { id: 5, name: 'Acme', eula: 1, last_eula: 2, is_subscribed: true } as Organization;

function json(status: number, body: unknown) {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function mockApi(org: Partial<Organization>, patchStatus = 200) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  let current = { ...paidWithNewEula, ...org };
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const req = input as Request;
    const url = new URL(req.url);
    const text = req.method === 'GET' ? '' : await req.text();
    calls.push({ method: req.method, path: url.pathname, body: text ? JSON.parse(text) : undefined });
    if (url.pathname === '/api/organization/5/' && req.method === 'GET') return json(200, current);
    if (url.pathname === '/api/organization/5/' && req.method === 'PATCH') {
      if (patchStatus !== 200) return json(patchStatus, {});
      current = { ...current, eula: (JSON.parse(text) as { eula: number }).eula };
      return json(200, current);
    }
    if (url.pathname === '/api/auth/logout/') return json(204, null);
    return json(404, { detail: 'Not found.' });
  }) as typeof fetch;
  return calls;
}

function renderModal(opts: { user?: User; extra?: React.ReactNode; url?: string } = {}) {
  setRuntimeConfig({ edition: 'full', apiBaseUrl: 'http://api.test/api', remotes: [] });
  session.reload();
  session.setTokens({ access: 'A', refresh: 'R' });
  session.setUser(opts.user ?? user);
  session.setOrganization(5);
  window.history.replaceState(null, '', opts.url ?? '/tempo/5');
  return render(
    <Provider store={makeStore()}>
      <AppProviders>
        <EulaModal />
        {opts.extra}
      </AppProviders>
    </Provider>,
  );
}

const settle = () => act(async () => new Promise((r) => setTimeout(r, 300)));

describe('EULA modal', () => {
  it('requires a newer EULA, a paid organization and a user who is not a superuser', () => {
    expect(eulaRequired(paidWithNewEula, user)).toBe(true);
    expect(eulaRequired({ ...paidWithNewEula, eula: 2 }, user)).toBe(false);
    expect(eulaRequired({ ...paidWithNewEula, is_subscribed: false }, user)).toBe(false);
    expect(eulaRequired(paidWithNewEula, { ...user, is_superuser: true })).toBe(false);
    expect(eulaRequired(paidWithNewEula, null)).toBe(false);
  });

  it('shows the agreement when a newer EULA applies to a paid organization', async () => {
    mockApi({});
    renderModal();
    expect(await screen.findByText(EULA_TITLE)).toBeInTheDocument();
    expect(EULA_TITLE).toBe('End User License Agreement');
    expect(screen.getByTestId('eula-text')).toHaveTextContent('18 years of age or older');
    // Its own wrapper is marked, so it never counts as "another modal" and hides itself.
    expect(screen.getByTestId('eula-text').closest('.ant-modal-wrap')).toHaveClass('ensemble-eula-modal');
  });

  it('is not shown once the organization agreed to the latest version', async () => {
    const calls = mockApi({ eula: 2 });
    renderModal();
    await waitFor(() => expect(calls.some((c) => c.method === 'GET')).toBe(true));
    await settle();
    expect(screen.queryByText(EULA_TITLE)).not.toBeInTheDocument();
  });

  it('is not shown to an unpaid organization', async () => {
    const calls = mockApi({ is_subscribed: false });
    renderModal();
    await waitFor(() => expect(calls.some((c) => c.method === 'GET')).toBe(true));
    await settle();
    expect(screen.queryByText(EULA_TITLE)).not.toBeInTheDocument();
  });

  it('is not shown to a superuser', async () => {
    const calls = mockApi({});
    renderModal({ user: { ...user, is_superuser: true } });
    await waitFor(() => expect(calls.some((c) => c.method === 'GET')).toBe(true));
    await settle();
    expect(screen.queryByText(EULA_TITLE)).not.toBeInTheDocument();
  });

  it('waits while another modal is open', async () => {
    const calls = mockApi({});
    function Other() {
      return (
        <Modal open title="Another modal" footer={null}>
          busy
        </Modal>
      );
    }
    const view = renderModal({ extra: <Other /> });
    expect(await screen.findByText('Another modal')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.method === 'GET')).toBe(true));
    await settle();
    expect(screen.queryByText(EULA_TITLE)).not.toBeInTheDocument();

    // The other modal goes away: the agreement follows.
    view.rerender(
      <Provider store={makeStore()}>
        <AppProviders>
          <EulaModal />
        </AppProviders>
      </Provider>,
    );
    expect(await screen.findByText(EULA_TITLE)).toBeInTheDocument();
  });

  it('Agree records the latest version and opens the dashboard', async () => {
    const calls = mockApi({});
    renderModal();
    await userEvent.click(await screen.findByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard/5'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ eula: 2 });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Agree' })).not.toBeInTheDocument());
  });

  it('Agree on first-time setup stays there, so subscribing still leads through the setup', async () => {
    const calls = mockApi({});
    renderModal({ url: '/configuration?organizationId=5' });
    await userEvent.click(await screen.findByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Agree' })).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ eula: 2 });
    expect(window.location.pathname + window.location.search).toBe('/configuration?organizationId=5');
  });

  it("says 'Unable to update organization EULA' when the update fails", async () => {
    mockApi({}, 500);
    renderModal();
    await userEvent.click(await screen.findByRole('button', { name: 'Agree' }));
    expect(await screen.findByText(messages.unableToUpdateEula)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/tempo/5');
  });

  it('Decline logs out and goes to /', async () => {
    const calls = mockApi({});
    renderModal();
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(session.get().access).toBeNull());
    expect(window.location.pathname).toBe('/');
    expect(calls.some((c) => c.path === '/api/auth/logout/')).toBe(true);
  });
});
