import { screen, waitFor } from '@testing-library/react';
import { messages } from '@ensemble/contracts';
import { mockApi } from '@ensemble/shared-ui/testing';
import { currentUrl, fill, renderAt } from '../../test/render';

describe('new password', () => {
  it("says 'Both passwords must match' when the confirmation differs", async () => {
    const api = mockApi({});
    const { user } = renderAt('/new-password?token=tok');
    await fill(user, 'New password', 'Secret#123');
    await fill(user, 'Confirm password', 'Secret#124');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Both passwords must match')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/password-reset/confirm/')).toHaveLength(0);
  });

  it('applies the password rule', async () => {
    mockApi({});
    const { user } = renderAt('/new-password?token=tok');
    await fill(user, 'New password', 'short');
    await fill(user, 'Confirm password', 'short');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(messages.passwordRule)).toBeInTheDocument();
  });

  it("sends the token with the new password and says 'Password successfully changed'", async () => {
    const api = mockApi({
      'POST /auth/password-reset/confirm/': { body: { detail: messages.passwordSuccessfullyChanged } },
    });
    const { user } = renderAt('/new-password?token=tok-9');
    await fill(user, 'New password', 'Secret#123');
    await fill(user, 'Confirm password', 'Secret#123');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Password successfully changed')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/password-reset/confirm/')[0]?.body).toEqual({
      token: 'tok-9',
      password: 'Secret#123',
    });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(currentUrl()).toBe('/'));
  });

  it("shows the API's message for an invalid token", async () => {
    mockApi({
      'POST /auth/password-reset/confirm/': { status: 400, body: { detail: messages.resetLinkInvalid } },
    });
    const { user } = renderAt('/new-password?token=stale');
    await fill(user, 'New password', 'Secret#123');
    await fill(user, 'Confirm password', 'Secret#123');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(messages.resetLinkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });
});
