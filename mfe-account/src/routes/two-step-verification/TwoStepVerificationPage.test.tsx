import { screen, waitFor } from '@testing-library/react';
import { accountMessages, messages } from '@ensemble/contracts';
import { session } from '@ensemble/shared-ui';
import { mockApi } from '@ensemble/shared-ui/testing';
import { aUser, organizationsPage } from '../../test/fixtures';
import { currentUrl, fill, renderAt } from '../../test/render';
import { readChallenge, saveChallenge } from './challenge';

const SEND = 'POST /auth/2fa/login/send-sms/';
const VERIFY = 'POST /auth/2fa/login/verify/';

function url(mode: 'sms' | 'otp' | null, is2fa: boolean, isOtp: boolean): string {
  const q = new URLSearchParams({ user_id: '5' });
  if (mode) q.set('mode', mode);
  q.set('is_2fa_enabled', String(is2fa));
  q.set('is_otp_enabled', String(isOtp));
  return `/two-step-verification?${q.toString()}`;
}

function storeChallenge(is2fa = true, isOtp = false) {
  saveChallenge({
    two_factor_required: true,
    user_id: 5,
    is_2fa_enabled: is2fa,
    is_otp_enabled: isOtp,
    challenge: 'signed-challenge',
    phone_hint: '•••• 4567',
  });
}

beforeEach(() => window.sessionStorage.clear());

describe('two-step verification', () => {
  it('sends a code on arrival in sms mode (default) and locks the resend, counting down', async () => {
    storeChallenge(true, false);
    const api = mockApi({ [SEND]: { body: { detail: accountMessages.smsCodeSent } } });
    renderAt(url(null, true, false));
    expect(await screen.findByText(accountMessages.waitBeforeNewCode(30))).toBeInTheDocument();
    expect(api.callsTo(SEND)).toHaveLength(1);
    expect(api.callsTo(SEND)[0]?.body).toEqual({ challenge: 'signed-challenge' });
    expect(screen.getByRole('button', { name: 'Resend the code' })).toBeDisabled();
    expect(
      await screen.findByText(accountMessages.waitBeforeNewCode(29), undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/•••• 4567/)).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveAttribute('placeholder', '6-digit-code');
    expect(screen.getByLabelText('Verification code')).toHaveAttribute('maxlength', '6');
    // No authenticator: no link to it.
    expect(screen.queryByRole('link', { name: 'Verify with Google Authenticator' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Verify with SMS' })).not.toBeInTheDocument();
  });

  it("shows the API's wait message when a code was sent less than 30 s ago", async () => {
    storeChallenge(true, false);
    mockApi({ [SEND]: { status: 429, body: { detail: accountMessages.waitBeforeNewCode(12) } } });
    renderAt(url('sms', true, false));
    expect(await screen.findByText(accountMessages.waitBeforeNewCode(12))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend the code' })).toBeDisabled();
  });

  it("says 'An error ocurred during SMS token creation' when the code cannot be sent", async () => {
    storeChallenge(true, false);
    mockApi({ [SEND]: { status: 500, body: { detail: 'boom' } } });
    renderAt(url('sms', true, false));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.smsTokenCreationFailed);
    expect(screen.getByRole('button', { name: 'Resend the code' })).toBeEnabled();
  });

  it('offers the authenticator in sms mode when it is on, and switches the URL to otp mode', async () => {
    storeChallenge(true, true);
    const api = mockApi({ [SEND]: { body: { detail: accountMessages.smsCodeSent } } });
    const { user } = renderAt(url('sms', true, true));
    expect(screen.getByLabelText('Verification code')).toHaveAttribute(
      'placeholder',
      '6-digit-code or backup code',
    );
    await user.click(screen.getByRole('link', { name: 'Verify with Google Authenticator' }));
    await waitFor(() => expect(currentUrl()).toContain('mode=otp'));
    expect(screen.queryByRole('button', { name: 'Resend the code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Verify with Google Authenticator' })).not.toBeInTheDocument();
    expect(api.callsTo(SEND)).toHaveLength(1);

    // Back to SMS sends a new code.
    await user.click(screen.getByRole('link', { name: 'Verify with SMS' }));
    await waitFor(() => expect(currentUrl()).toContain('mode=sms'));
    await waitFor(() => expect(api.callsTo(SEND)).toHaveLength(2));
  });

  it('in otp mode sends nothing and hides Verify with SMS when SMS is off', async () => {
    storeChallenge(false, true);
    const api = mockApi({});
    renderAt(url('otp', false, true));
    expect(await screen.findByLabelText('Verification code')).toHaveAttribute(
      'placeholder',
      '6-digit-code or backup code',
    );
    expect(screen.queryByRole('link', { name: 'Verify with SMS' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend the code' })).not.toBeInTheDocument();
    expect(api.callsTo(SEND)).toHaveLength(0);
  });

  it("says 'An error ocurred during token verification' on a bad code", async () => {
    storeChallenge(false, true);
    mockApi({ [VERIFY]: { status: 400, body: { detail: messages.tokenVerificationFailed } } });
    const { user } = renderAt(url('otp', false, true));
    await fill(user, 'Verification code', '000000');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.tokenVerificationFailed);
    expect(session.isAuthenticated()).toBe(false);
  });

  it('stores the session and routes by organizations after a good code', async () => {
    storeChallenge(false, true);
    let release: () => void = () => undefined;
    const api = mockApi({
      [VERIFY]: { body: { access: 'a-2', refresh: 'r-2', user: aUser({ id: 5, is_otp_enabled: true }) } },
      'GET /organization/': () =>
        new Promise((resolve) => {
          release = () => resolve({ body: organizationsPage([9]) });
        }),
    });
    const { user } = renderAt(url('otp', false, true));
    await fill(user, 'Verification code', 'ab12cd');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    // The organization fetch is pending: the inputs wait with it.
    await waitFor(() => expect(screen.getByLabelText('Verification code')).toBeDisabled());
    release();
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard/9'));
    expect(api.callsTo(VERIFY)[0]?.body).toEqual({ challenge: 'signed-challenge', token: 'ab12cd' });
    expect(session.get()).toMatchObject({ access: 'a-2', refresh: 'r-2', organizationId: 9 });
    expect(readChallenge(5)).toBeNull();
  });

  it('sends an expired challenge back to login', async () => {
    storeChallenge(false, true);
    mockApi({ [VERIFY]: { status: 401, body: { detail: accountMessages.challengeExpired } } });
    const { user } = renderAt(url('otp', false, true));
    await fill(user, 'Verification code', '123456');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(currentUrl()).toBe('/'));
    expect(await screen.findByText(accountMessages.challengeExpired)).toBeInTheDocument();
    expect(readChallenge(5)).toBeNull();
  });

  it('asks to log in again when no challenge is stored', async () => {
    mockApi({});
    const { user } = renderAt(url('sms', true, false));
    expect(screen.getByText(accountMessages.challengeExpired)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    await waitFor(() => expect(currentUrl()).toBe('/'));
  });

  it('Logout returns to / and forgets the challenge', async () => {
    storeChallenge(false, true);
    mockApi({});
    const { user } = renderAt(url('otp', false, true));
    await user.click(screen.getByRole('link', { name: 'Logout' }));
    await waitFor(() => expect(currentUrl()).toBe('/'));
    expect(readChallenge(5)).toBeNull();
  });
});
