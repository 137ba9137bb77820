import { screen, waitFor, within } from '@testing-library/react';
import { accountMessages, messages, type User } from '@ensemble/contracts';
import { session } from '@ensemble/shared-ui';
import { mockApi, type MockAnswer } from '@ensemble/shared-ui/testing';
import { aUser } from '../../test/fixtures';
import { fill, renderAt } from '../../test/render';

const ME = 'GET /auth/me/';

/** jsdom's Blob has no text(); FileReader reads it. */
function blobText(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('no blob'));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}
const SIGNATURE = 'GET /organization/3/email-signature/';

function open(user: User, routes: Record<string, MockAnswer | ((c: { body: unknown }) => MockAnswer)> = {}) {
  const api = mockApi({
    [ME]: { body: user },
    [SIGNATURE]: { body: { html: '<p>Ada</p>', use_company_number: false } },
    ...routes,
  });
  const view = renderAt('/account-settings/3', { loggedIn: true, organizationId: 3 });
  return { api, ...view };
}

describe('account settings: profile', () => {
  it('shows the profile, the masked password and a pending email change', async () => {
    open(
      aUser({
        city: 'London',
        email_change_new_email: 'ada.new@example.com',
        email_change_token_expiration: '2030-01-02T10:00:00.000Z',
      }),
    );
    expect(await screen.findByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('City')).toHaveValue('London');
    expect(screen.getByText('••••••••')).toBeInTheDocument();
    expect(
      screen.getByText('Pending change to ada.new@example.com — confirm from that inbox'),
    ).toBeInTheDocument();
    expect(screen.getByText(/The link expires on Jan 2, 2030/)).toBeInTheDocument();
  });

  it('checks names and the phone, then saves with the phone in E.164', async () => {
    const { api, user } = open(aUser(), {
      'PATCH /auth/me/': (call) => ({
        body: aUser({ ...(call.body as Partial<User>) }),
      }),
    });
    const first = await screen.findByLabelText('First name');
    await user.clear(first);
    await fill(user, 'Cell phone', '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText(messages.phoneInvalid)).toBeInTheDocument();
    expect(api.callsTo('PATCH /auth/me/')).toHaveLength(0);

    await fill(user, 'First name', 'Augusta');
    await user.clear(screen.getByLabelText('Cell phone'));
    await fill(user, 'Cell phone', '(201) 555-0123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(accountMessages.profileUpdated)).toBeInTheDocument();
    expect(api.callsTo('PATCH /auth/me/')[0]?.body).toMatchObject({
      first_name: 'Augusta',
      cell_phone: '+12015550123',
      city: null,
    });
    expect(session.get().user?.first_name).toBe('Augusta');
  });

  it('changes the password with the password rule and the confirmation checked', async () => {
    const { api, user } = open(aUser(), {
      'POST /auth/password/change/': {
        body: { detail: messages.passwordChanged, access: 'access-2', refresh: 'refresh-2' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, 'Old password', 'Harmony#2026');
    await fill(user, 'New password', 'weak');
    await fill(user, 'Confirm password', 'different');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText(messages.passwordRule)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.passwordsMustMatch)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password'));
    await fill(user, 'New password', 'Harmony#2027');
    await user.clear(screen.getByLabelText('Confirm password'));
    await fill(user, 'Confirm password', 'Harmony#2027');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(messages.passwordChanged)).toBeInTheDocument();
    expect(api.callsTo('POST /auth/password/change/')[0]?.body).toEqual({
      old_password: 'Harmony#2026',
      new_password: 'Harmony#2027',
    });
    // Every other session was revoked: this one continues with the new pair.
    expect(session.get()).toMatchObject({ access: 'access-2', refresh: 'refresh-2' });
  });

  it('requests an email change with the password and shows the pending change', async () => {
    const { api, user } = open(aUser(), {
      'POST /auth/email-change/': {
        body: aUser({ email_change_new_email: 'ada.new@example.com', email_change_token_expiration: null }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Change email' }));
    await screen.findByRole('dialog');
    await fill(user, 'New email', 'ada.new@example.com');
    await fill(user, 'Password', 'Harmony#2026');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(accountMessages.emailChangeSent)).toBeInTheDocument();
    expect(api.callsTo('POST /auth/email-change/')[0]?.body).toEqual({
      new_email: 'ada.new@example.com',
      password: 'Harmony#2026',
    });
    await waitFor(() => expect(session.get().user?.email_change_new_email).toBe('ada.new@example.com'));
  });

  it('lets a Google account without a password set one, with no old password asked', async () => {
    const google = { provider: 'google', has_password: false };
    let passwordSet = false;
    const { api, user } = open(aUser(google), {
      [ME]: () => ({ body: aUser({ ...google, has_password: passwordSet }) }),
      'POST /auth/password/change/': () => {
        passwordSet = true;
        return { body: { detail: messages.passwordChanged, access: 'access-2', refresh: 'refresh-2' } };
      },
    });
    expect(await screen.findByText('Not set')).toBeInTheDocument();
    expect(screen.queryByText('••••••••')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(dialog).getByText(accountMessages.noPasswordYet)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Old password')).not.toBeInTheDocument();
    await fill(user, 'New password', 'Harmony#2027');
    await fill(user, 'Confirm password', 'Harmony#2027');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(messages.passwordChanged)).toBeInTheDocument();
    expect(api.callsTo('POST /auth/password/change/')[0]?.body).toEqual({ new_password: 'Harmony#2027' });
    expect(session.get()).toMatchObject({ access: 'access-2', refresh: 'refresh-2' });
    // The profile asks again, with the new pair, and now shows a password to change.
    await waitFor(() => expect(api.callsTo(ME).at(-1)?.authorization).toBe('Bearer access-2'));
    expect(await screen.findByText('••••••••')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
  });

  it('asks a Google account without a password to set one before changing its email', async () => {
    const { api, user } = open(aUser({ provider: 'google', has_password: false }));
    await user.click(await screen.findByRole('button', { name: 'Change email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change email' });
    expect(within(dialog).getByText(accountMessages.setPasswordFirst)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('New email')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    const next = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(next).getByText(accountMessages.noPasswordYet)).toBeInTheDocument();
    expect(api.callsTo('POST /auth/email-change/')).toHaveLength(0);
  });

  it('edits the email signature with a live preview', async () => {
    const { api, user } = open(aUser(), {
      'PUT /organization/3/email-signature/': (call) => ({ body: call.body }),
    });
    const html = await screen.findByLabelText('Signature HTML');
    expect(html).toHaveValue('<p>Ada</p>');
    expect(screen.getByTitle('Signature preview')).toHaveAttribute('sandbox', '');
    await user.clear(html);
    await fill(user, 'Signature HTML', '<b>Ada L.</b>');
    expect(screen.getByTitle('Signature preview')).toHaveAttribute('srcdoc', '<b>Ada L.</b>');
    await user.click(screen.getByLabelText('Use company number'));
    await user.click(screen.getByRole('button', { name: 'Save signature' }));
    expect(await screen.findByText(accountMessages.signatureSaved)).toBeInTheDocument();
    expect(api.callsTo('PUT /organization/3/email-signature/')[0]?.body).toEqual({
      html: '<b>Ada L.</b>',
      use_company_number: true,
    });
  });
});

describe('account settings: two-step verification', () => {
  it('is hidden for accounts that sign in with another provider', async () => {
    open(aUser({ provider: 'google' }));
    expect(await screen.findByLabelText('First name')).toBeInTheDocument();
    expect(screen.queryByTestId('two-factor-settings')).not.toBeInTheDocument();
    expect(screen.queryByText('SMS verification')).not.toBeInTheDocument();
  });

  it('enables SMS verification: phone (required, valid) and current password, code, Verified', async () => {
    const { api, user } = open(aUser(), {
      'POST /auth/2fa/sms/setup/': { body: { detail: accountMessages.smsCodeSent } },
      'POST /auth/2fa/sms/enable/': { body: aUser({ is_2fa_enabled: true, cell_phone: '+12015550123' }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Enable SMS verification' }));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(messages.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.fieldRequired('Password'))).toBeInTheDocument();
    await fill(user, 'Current password', 'Harmony#2026');
    await fill(user, 'Phone number', '555');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(messages.phoneInvalid)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Phone number'));
    await fill(user, 'Phone number', '201 555 0123');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(accountMessages.waitBeforeNewCode(30))).toBeInTheDocument();
    expect(api.callsTo('POST /auth/2fa/sms/setup/')[0]?.body).toEqual({
      phone_number: '+12015550123',
      password: 'Harmony#2026',
    });

    await fill(user, 'Verification code', '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/2fa/sms/enable/')[0]?.body).toEqual({ token: '123456' });
    expect(session.get().user?.is_2fa_enabled).toBe(true);
  });

  it("shows 'An error ocurred during token verification' for a wrong code", async () => {
    const { user } = open(aUser(), {
      'POST /auth/2fa/sms/setup/': { body: { detail: accountMessages.smsCodeSent } },
      'POST /auth/2fa/sms/enable/': { status: 400, body: { detail: messages.tokenVerificationFailed } },
    });
    await user.click(await screen.findByRole('button', { name: 'Enable SMS verification' }));
    await fill(user, 'Phone number', '201 555 0123');
    await fill(user, 'Current password', 'Harmony#2026');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('Verification code');
    await fill(user, 'Verification code', '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.tokenVerificationFailed);
  });

  it('puts a wrong current password on its field and sends no code', async () => {
    const { api, user } = open(aUser(), {
      'POST /auth/2fa/sms/setup/': { status: 400, body: { password: [accountMessages.passwordWrong] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Enable SMS verification' }));
    await fill(user, 'Phone number', '201 555 0123');
    await fill(user, 'Current password', 'Wrong#2026');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const error = await screen.findByText(accountMessages.passwordWrong);
    expect(error.closest('.ant-form-item')).toContainElement(screen.getByLabelText('Current password'));
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    expect(api.callsTo('POST /auth/2fa/sms/setup/')).toHaveLength(1);
  });

  it('blocks disabling SMS while the authenticator is on', async () => {
    const { api, user } = open(aUser({ is_2fa_enabled: true, is_otp_enabled: true }));
    await user.click(await screen.findByRole('button', { name: 'Disable SMS verification' }));
    expect(await screen.findByText(accountMessages.smsDisableBlockedByOtp)).toBeInTheDocument();
    expect(api.callsTo('POST /auth/2fa/sms/disable/send/')).toHaveLength(0);
  });

  it('disables SMS with a code when the authenticator is off', async () => {
    const { api, user } = open(aUser({ is_2fa_enabled: true }), {
      'POST /auth/2fa/sms/disable/send/': { body: { detail: accountMessages.smsCodeSent } },
      'POST /auth/2fa/sms/disable/': { body: aUser({ is_2fa_enabled: false }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Disable SMS verification' }));
    await screen.findByLabelText('Verification code');
    await fill(user, 'Verification code', '654321');
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText(accountMessages.twoFactorDisabled)).toBeInTheDocument();
    expect(api.callsTo('POST /auth/2fa/sms/disable/')[0]?.body).toEqual({ token: '654321' });
  });

  it('sets up the authenticator: QR, secret in groups of 4, code, backup codes saved as codes.txt', async () => {
    let enabled = false;
    const codes = ['a1b2c3', 'd4e5f6'];
    const { api, user } = open(aUser(), {
      [ME]: () => ({ body: aUser({ is_otp_enabled: enabled }) }),
      'POST /auth/2fa/otp/device/': {
        body: { urlLink: 'otpauth://totp/Ensemble:ada?secret=JBSWY3DPEHPK3PXP', secret: 'JBSWY3DPEHPK3PXP' },
      },
      'POST /auth/2fa/otp/enable/': () => {
        enabled = true;
        return { body: { codes } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Set up Google Authenticator' }));
    await fill(user, 'Current password', 'Harmony#2026');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('img', { name: 'Authenticator QR code' })).toBeInTheDocument();
    expect(api.callsTo('POST /auth/2fa/otp/device/')[0]?.body).toEqual({ password: 'Harmony#2026' });
    expect(screen.getByTestId('otp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await fill(user, 'Verification code', '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    const panel = screen.getByTestId('backup-codes');
    expect(within(panel).getByText('a1b2c3')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/2fa/otp/enable/')[0]?.body).toEqual({ token: '123456' });
    await waitFor(() => expect(session.get().user?.is_otp_enabled).toBe(true));

    const created: Blob[] = [];
    const downloads: string[] = [];
    URL.createObjectURL = jest.fn((b: Blob) => {
      created.push(b);
      return 'blob:codes';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    await user.click(within(panel).getByRole('button', { name: /Download/ }));
    expect(downloads).toEqual(['codes.txt']);
    expect(await blobText(created[0])).toBe('a1b2c3\nd4e5f6\n');
    click.mockRestore();
  });

  it('offers backup codes only while the authenticator is on', async () => {
    const { user } = open(aUser({ is_otp_enabled: true }), {
      'POST /auth/2fa/otp/backup-codes/': { body: { codes: ['zz11yy'] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Regenerate backup codes' }));
    expect(screen.getByLabelText('Verification code')).toHaveAttribute(
      'placeholder',
      '6-digit-code or backup code',
    );
    await fill(user, 'Verification code', '123456');
    await user.click(screen.getByRole('button', { name: 'Regenerate backup codes' }));
    expect(await screen.findByText('zz11yy')).toBeInTheDocument();
  });

  it('has no backup codes when the authenticator is off', async () => {
    open(aUser({ is_otp_enabled: false }));
    expect(await screen.findByRole('button', { name: 'Set up Google Authenticator' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Regenerate backup codes' })).not.toBeInTheDocument();
  });
});
