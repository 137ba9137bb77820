import { screen, waitFor } from '@testing-library/react';
import { messages } from '@ensemble/contracts';
import { mockApi } from '@ensemble/shared-ui/testing';
import { currentUrl, fill, renderAt } from '../../test/render';

describe('reset password', () => {
  it('validates the email with the contract message', async () => {
    const api = mockApi({});
    const { user } = renderAt('/reset-password');
    await fill(user, 'Email', 'nope');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(messages.emailInvalid)).toBeInTheDocument();
    expect(api.callsTo('POST /auth/password-reset/')).toHaveLength(0);
  });

  it('asks for instructions and opens the check-email page', async () => {
    const api = mockApi({
      'POST /auth/password-reset/': { body: { detail: messages.resetInstructionsSent } },
    });
    const { user } = renderAt('/reset-password');
    await fill(user, 'Email', 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send instructions' }));
    await waitFor(() => expect(currentUrl()).toBe('/check-email?email=ada@example.com'));
    expect(api.callsTo('POST /auth/password-reset/')[0]?.body).toEqual({ email: 'ada@example.com' });
    expect(await screen.findByText(/check your spam folder/i)).toBeInTheDocument();
  });

  it("shows the API's message when the request is refused", async () => {
    mockApi({ 'POST /auth/password-reset/': { status: 429, body: { detail: messages.tooManyRequests } } });
    const { user } = renderAt('/reset-password');
    await fill(user, 'Email', 'ada@example.com');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(messages.tooManyRequests)).toBeInTheDocument();
    expect(currentUrl()).toBe('/reset-password');
  });
});
