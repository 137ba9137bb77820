import { screen, waitFor } from '@testing-library/react';
import { messages } from '@ensemble/contracts';
import { session } from '@ensemble/shared-ui';
import { mockApi } from '@ensemble/shared-ui/testing';
import { aUser, organizationsPage } from '../../test/fixtures';
import { currentUrl, fill, renderAt, type RenderedAccount } from '../../test/render';
import { readChallenge } from '../two-step-verification/challenge';

const tokens = { access: 'new-access', refresh: 'new-refresh' };

async function logIn(user: RenderedAccount['user'], email = 'ada@example.com') {
  await fill(user, 'Email', email);
  await fill(user, 'Password', 'Secret#123');
  await user.keyboard('{Enter}');
}

describe('login', () => {
  it('says which fields are missing or malformed, in the contract words', async () => {
    const api = mockApi({});
    const { user } = renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await fill(user, 'Email', 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(messages.emailInvalid)).toBeInTheDocument();
    expect(api.callsTo('POST /auth/login/')).toHaveLength(0);
  });

  it('shows the login banner when the API answers 400', async () => {
    mockApi({ 'POST /auth/login/': { status: 400, body: { non_field_errors: ['Invalid credentials'] } } });
    const { user } = renderAt('/');
    await logIn(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.loginFailed);
    expect(currentUrl()).toBe('/');
    expect(session.isAuthenticated()).toBe(false);
  });

  it("sends an unverified account to email verification ('Account not verified.')", async () => {
    mockApi({ 'POST /auth/login/': { status: 403, body: { detail: messages.accountNotVerified } } });
    const { user } = renderAt('/');
    await logIn(user, 'new+1@example.com');
    await waitFor(() => expect(currentUrl()).toBe('/email-verification/?email=new%2B1@example.com'));
    expect(await screen.findByText('new+1@example.com')).toBeInTheDocument();
  });

  it('sends a user with only the authenticator on to two-step verification in otp mode', async () => {
    mockApi({
      'POST /auth/login/': {
        body: {
          two_factor_required: true,
          user_id: 5,
          is_2fa_enabled: false,
          is_otp_enabled: true,
          challenge: 'signed-challenge',
          phone_hint: null,
        },
      },
    });
    const { user } = renderAt('/');
    await logIn(user);
    await waitFor(() =>
      expect(currentUrl()).toBe(
        '/two-step-verification?user_id=5&mode=otp&is_2fa_enabled=false&is_otp_enabled=true',
      ),
    );
    expect(session.isAuthenticated()).toBe(false);
    // The challenge waits in session storage for the two-step page, never in the URL.
    expect(readChallenge(5)).toEqual({
      user_id: 5,
      challenge: 'signed-challenge',
      phone_hint: null,
      next: null,
    });
  });

  it('keeps where the login was headed with the challenge, so two-step verification does not lose it', async () => {
    mockApi({
      'POST /auth/login/': {
        body: {
          two_factor_required: true,
          user_id: 5,
          is_2fa_enabled: true,
          is_otp_enabled: false,
          challenge: 'signed-challenge',
          phone_hint: '•••• 4567',
        },
      },
    });
    const { user } = renderAt('/?next=%2Finvitation%3Ftoken%3Dabc');
    await logIn(user);
    await waitFor(() => expect(currentUrl()).toContain('/two-step-verification?'));
    expect(readChallenge(5)?.next).toBe('/invitation?token=abc');
  });

  it('uses sms mode when SMS two-factor is on', async () => {
    mockApi({
      'POST /auth/login/': {
        body: { two_factor_required: true, user_id: 5, is_2fa_enabled: true, is_otp_enabled: true },
      },
    });
    const { user } = renderAt('/');
    await logIn(user);
    await waitFor(() => expect(currentUrl()).toContain('mode=sms'));
  });

  it.each([
    { name: 'no organization', ids: [], count: 0, edition: 'full', target: '/company-details', orgId: null },
    { name: 'one organization', ids: [7], count: 1, edition: 'full', target: '/dashboard/7', orgId: 7 },
    {
      name: 'one organization (social edition)',
      ids: [7],
      count: 1,
      edition: 'social',
      target: '/rhapsody/social/7',
      orgId: 7,
    },
    {
      name: 'several organizations',
      ids: [7, 8, 9, 10, 11],
      count: 12,
      edition: 'full',
      target: '/select-organization',
      orgId: null,
    },
  ] as const)(
    'with $name, stores the session and routes to $target',
    async ({ ids, count, edition, target, orgId }) => {
      const api = mockApi({
        'POST /auth/login/': { body: { ...tokens, user: aUser() } },
        'GET /organization/': { body: organizationsPage([...ids], count) },
      });
      const { user } = renderAt('/', { edition });
      await logIn(user);
      await waitFor(() => expect(window.location.pathname).toBe(target));
      expect(session.get()).toMatchObject({
        ...tokens,
        organizationId: orgId,
        user: { email: 'ada@example.com' },
      });
      expect(api.callsTo('POST /auth/login/')[0]?.body).toEqual({
        email: 'ada@example.com',
        password: 'Secret#123',
      });
      const orgCall = api.callsTo('GET /organization/')[0];
      expect(orgCall?.query).toEqual({ page: '1', per_page: '5' });
      expect(orgCall?.authorization).toBe('Bearer new-access');
    },
  );

  it("says 'Unable to get organizations' when they cannot be fetched", async () => {
    mockApi({
      'POST /auth/login/': { body: { ...tokens, user: aUser() } },
      'GET /organization/': { status: 500, body: { detail: 'boom' } },
    });
    const { user } = renderAt('/');
    await logIn(user);
    expect(await screen.findByText(messages.unableToGetOrganizations)).toBeInTheDocument();
    expect(currentUrl()).toBe('/');
  });

  it('routes a user who is already logged in without asking again', async () => {
    const api = mockApi({ 'GET /organization/': { body: organizationsPage([3]) } });
    renderAt('/', { loggedIn: true });
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard/3'));
    expect(api.callsTo('POST /auth/login/')).toHaveLength(0);
  });

  it('links to sign-up and password reset', () => {
    mockApi({});
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/reset-password');
  });

  it('disables the fields and shows the button loading while the login is pending', async () => {
    let release: () => void = () => undefined;
    mockApi({
      'POST /auth/login/': () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 400, body: {} });
        }),
    });
    const { user } = renderAt('/');
    await logIn(user);
    await waitFor(() => expect(screen.getByLabelText('Email')).toBeDisabled());
    expect(screen.getByLabelText('Password')).toBeDisabled();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Log in/ })).toHaveClass('ant-btn-loading'),
    );
    release();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeEnabled();
  });
});
