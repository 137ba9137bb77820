import { screen, waitFor } from '@testing-library/react';
import { messages } from '@ensemble/contracts';
import { session } from '@ensemble/shared-ui';
import { mockApi } from '@ensemble/shared-ui/testing';
import { aUser, organizationsPage } from '../../test/fixtures';
import { currentUrl, fill, renderAt, type RenderedAccount } from '../../test/render';

async function fillIn(user: RenderedAccount['user'], password = 'Secret#123') {
  await fill(user, 'First name', 'Ada');
  await fill(user, 'Last name', 'Lovelace');
  await fill(user, 'Email', 'ada@example.com');
  await fill(user, 'Password', password);
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('signup', () => {
  it('keeps Continue disabled until the terms and privacy checkbox is ticked', async () => {
    mockApi({});
    const { user } = renderAt('/signup');
    await fillIn(user);
    expect(continueButton()).toBeDisabled();
    await user.click(screen.getByRole('checkbox'));
    expect(continueButton()).toBeEnabled();
    await user.click(screen.getByRole('checkbox'));
    expect(continueButton()).toBeDisabled();
  });

  it('links the terms to the terms of service page', () => {
    mockApi({});
    renderAt('/signup');
    expect(screen.getByRole('link', { name: 'Terms of Service and Privacy Policy' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
  });

  it('shows the contract messages for missing fields and a weak password', async () => {
    const api = mockApi({});
    const { user } = renderAt('/signup');
    await user.click(screen.getByRole('checkbox'));
    await user.click(continueButton());
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await fill(user, 'Password', 'password');
    expect(
      await screen.findByText(
        'Password must be at least 8 characters long, with 1 uppercase, 1 number and 1 symbol',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /auth/signup/')).toHaveLength(0);
  });

  it('prefills the email from the query', () => {
    mockApi({});
    renderAt('/signup?email=grace%40example.com');
    expect(screen.getByLabelText('Email')).toHaveValue('grace@example.com');
  });

  it("puts the API's field errors on their fields", async () => {
    mockApi({ 'POST /auth/signup/': { status: 400, body: { email: [messages.emailAlreadyRegistered] } } });
    const { user } = renderAt('/signup');
    await fillIn(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(continueButton());
    const error = await screen.findByText(messages.emailAlreadyRegistered);
    expect(error.closest('.ant-form-item')).toContainElement(screen.getByLabelText('Email'));
    expect(currentUrl()).toBe('/signup');
  });

  it('sends an account that still needs verifying to email verification', async () => {
    const api = mockApi({
      'POST /auth/signup/': {
        status: 201,
        body: { user: aUser({ is_verified: false }), is_verified: false },
      },
    });
    const { user } = renderAt('/signup');
    await fillIn(user);
    await user.click(screen.getByRole('checkbox'));
    // Enter in a text field submits the form.
    await user.click(screen.getByLabelText('Last name'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/email-verification/?email=ada@example.com'));
    expect(api.callsTo('POST /auth/signup/')[0]?.body).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      password: 'Secret#123',
    });
    expect(session.isAuthenticated()).toBe(false);
  });

  it.each([
    { edition: 'full', target: '/dashboard/4' },
    { edition: 'social', target: '/tempo/social-setup/4' },
  ] as const)(
    'logs a verified account in and goes to the dashboard, or social setup ($edition edition)',
    async ({ edition, target }) => {
      mockApi({
        'POST /auth/signup/': {
          status: 201,
          body: { user: aUser(), is_verified: true, tokens: { access: 'a1', refresh: 'r1' } },
        },
        'GET /organization/': { body: organizationsPage([4]) },
      });
      const { user } = renderAt('/signup', { edition });
      await fillIn(user);
      await user.click(screen.getByRole('checkbox'));
      await user.click(continueButton());
      await waitFor(() => expect(window.location.pathname).toBe(target));
      expect(session.get()).toMatchObject({ access: 'a1', refresh: 'r1', organizationId: 4 });
    },
  );

  it('sends a verified account without an organization to company details first', async () => {
    mockApi({
      'POST /auth/signup/': {
        status: 201,
        body: { user: aUser(), is_verified: true, tokens: { access: 'a1', refresh: 'r1' } },
      },
      'GET /organization/': { body: organizationsPage([]) },
    });
    const { user } = renderAt('/signup', { edition: 'social' });
    await fillIn(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(continueButton());
    await waitFor(() => expect(window.location.pathname).toBe('/company-details'));
  });
});
