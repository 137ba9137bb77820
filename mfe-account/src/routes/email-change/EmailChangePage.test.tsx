import { screen, waitFor } from '@testing-library/react';
import { accountMessages } from '@ensemble/contracts';
import { session } from '@ensemble/shared-ui';
import { mockApi } from '@ensemble/shared-ui/testing';
import { aUser, anOrganization } from '../../test/fixtures';
import { renderAt } from '../../test/render';

describe('email change confirmation', () => {
  it("confirms a user's new address and updates the signed-in session", async () => {
    const api = mockApi({
      'POST /auth/email-change/confirm/': { body: aUser({ email: 'ada.new@example.com' }) },
    });
    renderAt('/email-change?token=tok-1', { loggedIn: true, organizationId: 4 });
    expect(await screen.findByText(accountMessages.emailChangeConfirmed)).toBeInTheDocument();
    expect(screen.getByText('The new address is ada.new@example.com.')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/email-change/confirm/')).toHaveLength(1);
    expect(api.callsTo('POST /auth/email-change/confirm/')[0]?.body).toEqual({ token: 'tok-1' });
    expect(session.get().user?.email).toBe('ada.new@example.com');
    expect(screen.getByRole('button', { name: 'Go to dashboard' })).toBeInTheDocument();
  });

  it("confirms an organization's new address with kind=organization", async () => {
    const api = mockApi({
      'POST /organization/email-change/confirm/': { body: anOrganization(4, { email: 'hq@example.com' }) },
    });
    renderAt('/email-change?token=tok-2&kind=organization');
    expect(await screen.findByText(accountMessages.emailChangeConfirmed)).toBeInTheDocument();
    expect(api.callsTo('POST /organization/email-change/confirm/')[0]?.body).toEqual({ token: 'tok-2' });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/');
  });

  it("shows the API's message for a used or expired link", async () => {
    mockApi({
      'POST /auth/email-change/confirm/': {
        status: 400,
        body: { detail: accountMessages.emailChangeLinkInvalid },
      },
    });
    renderAt('/email-change?token=old');
    expect(await screen.findByText(accountMessages.emailChangeLinkInvalid)).toBeInTheDocument();
  });

  it('says the link is invalid when it carries no token, without calling the API', async () => {
    const api = mockApi({});
    renderAt('/email-change');
    expect(screen.getByText(accountMessages.emailChangeLinkInvalid)).toBeInTheDocument();
    await waitFor(() => expect(api.calls).toHaveLength(0));
  });
});
