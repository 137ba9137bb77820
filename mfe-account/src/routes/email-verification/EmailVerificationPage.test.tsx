import { screen, waitFor } from '@testing-library/react';
import { messages } from '@ensemble/contracts';
import { session } from '@ensemble/shared-ui';
import { mockApi } from '@ensemble/shared-ui/testing';
import { aUser, organizationsPage } from '../../test/fixtures';
import { renderAt } from '../../test/render';

describe('email verification', () => {
  it('tells the user where the email went and resends it, then waits 30 s', async () => {
    const api = mockApi({
      'POST /organization/resend-verification-email': { body: { detail: 'Verification email sent' } },
    });
    const { user } = renderAt('/email-verification/?email=ada%40example.com');
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('Verification email sent')).toBeInTheDocument();
    expect(api.callsTo('POST /organization/resend-verification-email')[0]?.body).toEqual({
      email: 'ada@example.com',
    });
    const locked = await screen.findByRole('button', { name: /Resend email \(30s\)/ });
    expect(locked).toBeDisabled();
  });

  it('spends the emailed token, then logs in and routes as after login', async () => {
    const api = mockApi({
      'POST /auth/verify-email/': { body: { access: 'a2', refresh: 'r2', user: aUser() } },
      'GET /organization/': { body: organizationsPage([], 0) },
    });
    renderAt('/email-verification/?email=ada%40example.com&token=tok-1');
    await waitFor(() => expect(window.location.pathname).toBe('/company-details'));
    expect(api.callsTo('POST /auth/verify-email/')).toHaveLength(1);
    expect(api.callsTo('POST /auth/verify-email/')[0]?.body).toEqual({ token: 'tok-1' });
    expect(session.get()).toMatchObject({ access: 'a2', refresh: 'r2' });
  });

  it("shows the API's message for an invalid or expired link, with the resend action", async () => {
    mockApi({
      'POST /auth/verify-email/': { status: 400, body: { detail: messages.verificationLinkInvalid } },
    });
    renderAt('/email-verification/?email=ada%40example.com&token=old');
    expect(await screen.findByText(messages.verificationLinkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend email' })).toBeEnabled();
    expect(session.isAuthenticated()).toBe(false);
  });

  it('points to the local mailbox when the deployment has one', async () => {
    const api = mockApi({ 'GET /outbox/mailbox/': { body: { results: [], count: 0 } } });
    renderAt('/email-verification/?email=ada%40example.com');
    const link = await screen.findByRole('link', { name: 'Open the local mailbox' });
    expect(link).toHaveAttribute('href', '/mailbox?address=ada@example.com');
    expect(api.callsTo('GET /outbox/mailbox/')[0]?.query).toEqual({
      address: 'ada@example.com',
      per_page: '20',
    });
  });

  it('does not mention a local mailbox when the API answers 404', async () => {
    const api = mockApi({ 'GET /outbox/mailbox/': { status: 404, body: { detail: 'Not found.' } } });
    const { store } = renderAt('/email-verification/?email=ada%40example.com');
    await waitFor(() =>
      expect(Object.values(store.getState().accountApi.queries).map((q) => q?.status)).toContain('rejected'),
    );
    expect(api.callsTo('GET /outbox/mailbox/')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Open the local mailbox' })).not.toBeInTheDocument();
  });
});
