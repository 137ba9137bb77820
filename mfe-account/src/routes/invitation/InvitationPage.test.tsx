import { screen, waitFor } from '@testing-library/react';
import { accountMessages } from '@ensemble/contracts';
import { session } from '@ensemble/shared-ui';
import { mockApi } from '@ensemble/shared-ui/testing';
import { anOrganization } from '../../test/fixtures';
import { currentUrl, renderAt } from '../../test/render';

// antd screens on a busy two-core machine can take a few seconds to settle.

const preview = (over: object = {}) => ({
  body: { organization_name: 'Acme Insurance', email: 'ada@example.com', account_exists: true, ...over },
});

describe('invitation page', () => {
  it('lets the invited user, logged in, accept and opens the organization', async () => {
    const api = mockApi({
      'GET /invitations/preview/': preview(),
      'POST /invitations/accept/': { body: anOrganization(9, { name: 'Acme Insurance' }) },
    });
    const { user } = renderAt('/invitation?token=tok-1', { loggedIn: true });
    expect(await screen.findByText('You are invited to join Acme Insurance')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(currentUrl()).toBe('/dashboard/9'));
    expect(session.get().organizationId).toBe(9);
    expect(api.callsTo('GET /invitations/preview/')[0]?.query).toEqual({ token: 'tok-1' });
    expect(api.callsTo('POST /invitations/accept/')[0]?.body).toEqual({ token: 'tok-1' });
  });

  it('explains that another account is logged in and offers to log out', async () => {
    mockApi({
      'GET /invitations/preview/': preview({ email: 'grace@example.com' }),
      'POST /auth/logout/': { status: 204 },
    });
    const { user } = renderAt('/invitation?token=tok-2', { loggedIn: true });
    expect(await screen.findByText(accountMessages.invitationWrongAccount)).toBeInTheDocument();
    expect(screen.getByText('grace@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(session.get().access).toBeNull());
    // Back on the invitation, now as a visitor who can log in with the invited account.
    await waitFor(() => expect(currentUrl()).toBe('/invitation?token=tok-2'));
    expect(await screen.findByRole('link', { name: 'Log in to accept' })).toBeInTheDocument();
  });

  it('sends a visitor with an account to log in and come back', async () => {
    mockApi({ 'GET /invitations/preview/': preview() });
    const { user } = renderAt('/invitation?token=tok-3');
    const link = await screen.findByRole('link', { name: 'Log in to accept' });
    expect(link).toHaveAttribute('href', `/?next=${encodeURIComponent('/invitation?token=tok-3')}`);
    await user.click(link);
    await waitFor(() => expect(currentUrl()).toBe(`/?next=${encodeURIComponent('/invitation?token=tok-3')}`));
  });

  it('sends a visitor without an account to sign up with the invited address', async () => {
    mockApi({
      'GET /invitations/preview/': preview({ account_exists: false, email: 'grace+1@example.com' }),
    });
    const { user } = renderAt('/invitation?token=tok-4');
    const link = await screen.findByRole('link', { name: 'Sign up to accept' });
    expect(link).toHaveAttribute('href', '/signup?email=grace%2B1@example.com&invitation=tok-4');
    await user.click(link);
    expect(await screen.findByLabelText('Email')).toHaveValue('grace+1@example.com');
  });

  it('says the invitation is invalid when the API does not know the token', async () => {
    mockApi({ 'GET /invitations/preview/': { status: 404, body: { detail: 'Not found.' } } });
    renderAt('/invitation?token=unknown');
    expect(await screen.findByText(accountMessages.invitationInvalid)).toBeInTheDocument();
  });
});
