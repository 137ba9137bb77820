import { screen, waitFor } from '@testing-library/react';
import { googleSignInMessages } from '@ensemble/contracts';
import { session } from '@ensemble/shared-ui';
import { mockApi } from '@ensemble/shared-ui/testing';
import { aUser, organizationsPage } from '../../test/fixtures';
import { currentUrl, renderAt } from '../../test/render';
import { readChallenge } from '../two-step-verification/challenge';
import { leaveForProvider, saveGoogleAttempt } from './googleAttempt';

jest.mock('./googleAttempt', () => ({
  ...jest.requireActual<typeof import('./googleAttempt')>('./googleAttempt'),
  leaveForProvider: jest.fn(),
}));

const tokens = { access: 'google-access', refresh: 'google-refresh' };
const enabled = { 'GET /auth/google/config/': { body: { enabled: true } } };
const providerUrl =
  'https://accounts.example.test/authorize?client_id=c&state=state-of-this-tab&nonce=n&code_challenge=x';

beforeEach(() => {
  jest.mocked(leaveForProvider).mockClear();
});

describe('Sign in with Google: the button', () => {
  it('is not offered when the API has no Google sign-in configured', async () => {
    const api = mockApi({ 'GET /auth/google/config/': { body: { enabled: false } } });
    renderAt('/');
    await waitFor(() => expect(api.callsTo('GET /auth/google/config/')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sign in with Google/ })).not.toBeInTheDocument();
  });

  it('asks for the Google login URL, keeps the state and where login was headed, and leaves for Google', async () => {
    const api = mockApi({ ...enabled, 'GET /auth/google/login-url/': { body: { url: providerUrl } } });
    const { user } = renderAt('/?next=%2Finvitation%3Ftoken%3Dabc');
    await user.click(await screen.findByRole('button', { name: /Sign in with Google/ }));
    await waitFor(() => expect(leaveForProvider).toHaveBeenCalledWith(providerUrl));
    expect(api.callsTo('GET /auth/google/login-url/')).toHaveLength(1);
    expect(JSON.parse(window.sessionStorage.getItem('ensemble.google-sign-in')!)).toEqual({
      state: 'state-of-this-tab',
      next: '/invitation?token=abc',
    });
  });

  it("shows the API's answer when the login URL cannot be had", async () => {
    mockApi({
      ...enabled,
      'GET /auth/google/login-url/': { status: 502, body: { detail: googleSignInMessages.failed } },
    });
    const { user } = renderAt('/');
    await user.click(await screen.findByRole('button', { name: /Sign in with Google/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(googleSignInMessages.failed);
    expect(leaveForProvider).not.toHaveBeenCalled();
  });
});

describe('Sign up with Google', () => {
  it('is offered once the terms are accepted, and keeps an invitation as where to go next', async () => {
    mockApi({ ...enabled, 'GET /auth/google/login-url/': { body: { url: providerUrl } } });
    const { user } = renderAt('/signup?invitation=inv-token');
    const button = await screen.findByRole('button', { name: /Sign up with Google/ });
    expect(button).toBeDisabled();
    await user.click(screen.getByRole('checkbox'));
    expect(button).toBeEnabled();
    await user.click(button);
    await waitFor(() => expect(leaveForProvider).toHaveBeenCalledWith(providerUrl));
    expect(JSON.parse(window.sessionStorage.getItem('ensemble.google-sign-in')!)).toEqual({
      state: 'state-of-this-tab',
      next: '/invitation?token=inv-token',
    });
  });
});

describe('Sign in with Google: back on the login page', () => {
  it('trades the one-time code with the kept state, stores the session and routes as a login does', async () => {
    saveGoogleAttempt({ state: 'state-of-this-tab', next: null });
    const api = mockApi({
      ...enabled,
      'POST /auth/google/exchange/': { body: { ...tokens, user: aUser({ provider: 'google' }) } },
      'GET /organization/': { body: organizationsPage([7]) },
    });
    renderAt('/?google_code=one-time-code');
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard/7'));
    expect(api.callsTo('POST /auth/google/exchange/')[0]?.body).toEqual({
      code: 'one-time-code',
      state: 'state-of-this-tab',
    });
    expect(session.get()).toMatchObject({ ...tokens, organizationId: 7, user: { provider: 'google' } });
    // The state is spent.
    expect(window.sessionStorage.getItem('ensemble.google-sign-in')).toBeNull();
  });

  it('goes where the login was headed before leaving for Google', async () => {
    saveGoogleAttempt({ state: 's', next: '/invitation?token=abc' });
    mockApi({
      ...enabled,
      'POST /auth/google/exchange/': { body: { ...tokens, user: aUser() } },
    });
    renderAt('/?google_code=one-time-code');
    await waitFor(() => expect(currentUrl()).toBe('/invitation?token=abc'));
  });

  it('sends an account with two-factor on to the two-step page, challenge in session storage', async () => {
    saveGoogleAttempt({ state: 's', next: null });
    mockApi({
      ...enabled,
      'POST /auth/google/exchange/': {
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
    renderAt('/?google_code=one-time-code');
    await waitFor(() => expect(currentUrl()).toContain('/two-step-verification?user_id=5&mode=otp'));
    expect(readChallenge(5)?.challenge).toBe('signed-challenge');
    expect(session.isAuthenticated()).toBe(false);
  });

  it('refuses a code this tab did not ask for (no kept state): no exchange, the failure banner', async () => {
    const api = mockApi({ ...enabled });
    renderAt('/?google_code=someone-elses-code');
    expect(await screen.findByRole('alert')).toHaveTextContent(googleSignInMessages.failed);
    expect(api.callsTo('POST /auth/google/exchange/')).toHaveLength(0);
    expect(currentUrl()).toBe('/');
    expect(session.isAuthenticated()).toBe(false);
  });

  it('shows why Google sign-in failed, and drops the query', async () => {
    mockApi({ ...enabled });
    renderAt('/?google_error=email_not_verified');
    expect(await screen.findByRole('alert')).toHaveTextContent(googleSignInMessages.email_not_verified);
    expect(currentUrl()).toBe('/');
  });

  it('shows the failure banner when the API refuses the code', async () => {
    saveGoogleAttempt({ state: 's', next: null });
    mockApi({
      ...enabled,
      'POST /auth/google/exchange/': { status: 400, body: { detail: googleSignInMessages.failed } },
    });
    renderAt('/?google_code=expired');
    expect(await screen.findByRole('alert')).toHaveTextContent(googleSignInMessages.failed);
    expect(session.isAuthenticated()).toBe(false);
  });
});
