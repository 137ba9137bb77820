import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountMessages, limits, messages } from '@ensemble/contracts';
import { AppProviders } from '../AppProviders';
import { ChangeEmailModal } from './ChangeEmailModal';
import { ChangePasswordModal } from './ChangePasswordModal';
import { ConfirmModal } from './ConfirmModal';
import { SuccessModal } from './SuccessModal';

async function paste(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

/**
 * A new password that breaks the rule and a confirmation that does not match are refused without a call;
 * corrected, the form submits and says the password changed.
 */
async function refusesThenAcceptsNewPassword(
  user: ReturnType<typeof userEvent.setup>,
  submit: jest.Mock,
  submitLabel: string,
) {
  await paste(user, 'New password', 'short');
  await paste(user, 'Confirm password', 'other');
  await user.click(screen.getByRole('button', { name: submitLabel }));
  expect(await screen.findByText(messages.passwordRule)).toBeInTheDocument();
  expect(screen.getByText(messages.passwordsMustMatch)).toBeInTheDocument();
  expect(submit).not.toHaveBeenCalled();

  await user.clear(screen.getByLabelText('New password'));
  await paste(user, 'New password', 'Harmony#2027');
  await user.clear(screen.getByLabelText('Confirm password'));
  await paste(user, 'Confirm password', 'Harmony#2027');
  await user.click(screen.getByRole('button', { name: submitLabel }));
  expect(await screen.findByText(messages.passwordChanged)).toBeInTheDocument();
}

describe('ChangePasswordModal', () => {
  it('checks the rule and the confirmation, then shows Password changed! and closes by itself', async () => {
    const submit = jest.fn().mockResolvedValue({});
    const onClose = jest.fn();
    render(
      <AppProviders>
        <ChangePasswordModal open onClose={onClose} submit={submit} />
      </AppProviders>,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Old password is required')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();

    await paste(user, 'Old password', 'Old#pass1');
    await refusesThenAcceptsNewPassword(user, submit, 'Change password');
    expect(submit).toHaveBeenCalledWith({ old_password: 'Old#pass1', new_password: 'Harmony#2027' });
    // The close timer is modalCloseDelayMs; the shared 15 s ceiling covers it on busy CI cores, where a 2 s margin
    // once did not.
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("puts the API's field error on its field", async () => {
    const submit = jest
      .fn()
      .mockRejectedValue({ status: 400, data: { old_password: [accountMessages.oldPasswordWrong] } });
    render(
      <AppProviders>
        <ChangePasswordModal open onClose={jest.fn()} submit={submit} />
      </AppProviders>,
    );
    const user = userEvent.setup({ delay: null });
    await paste(user, 'Old password', 'Wrong#pass1');
    await paste(user, 'New password', 'Harmony#2027');
    await paste(user, 'Confirm password', 'Harmony#2027');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(accountMessages.oldPasswordWrong)).toBeInTheDocument();
    expect(screen.queryByText(messages.passwordChanged)).not.toBeInTheDocument();
  });

  it('lets an account without a password set one: it says so and asks for no old password', async () => {
    const submit = jest.fn().mockResolvedValue({});
    render(
      <AppProviders>
        <ChangePasswordModal open onClose={jest.fn()} submit={submit} hasPassword={false} />
      </AppProviders>,
    );
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByText(accountMessages.noPasswordYet)).toBeInTheDocument();
    expect(screen.queryByLabelText('Old password')).not.toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await refusesThenAcceptsNewPassword(user, submit, 'Set password');
    expect(submit).toHaveBeenCalledWith({ new_password: 'Harmony#2027' });
  });
});

describe('ChangeEmailModal', () => {
  it('sends the new email and password and says a link was sent', async () => {
    const submit = jest.fn().mockResolvedValue({});
    render(
      <AppProviders>
        <ChangeEmailModal open onClose={jest.fn()} submit={submit} currentEmail="ada@example.com" />
      </AppProviders>,
    );
    const user = userEvent.setup({ delay: null });
    await paste(user, 'New email', 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(messages.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New email'));
    await paste(user, 'New email', 'ada.new@example.com');
    await paste(user, 'Password', 'Harmony#2026');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(accountMessages.emailChangeSent)).toBeInTheDocument();
    expect(submit).toHaveBeenCalledWith({ new_email: 'ada.new@example.com', password: 'Harmony#2026' });
  });

  it('asks an account without a password to set one first, instead of the form', async () => {
    const submit = jest.fn();
    const setPassword = jest.fn();
    render(
      <AppProviders>
        <ChangeEmailModal open onClose={jest.fn()} submit={submit} setPasswordFirst={setPassword} />
      </AppProviders>,
    );
    expect(screen.getByText(accountMessages.setPasswordFirst)).toBeInTheDocument();
    expect(screen.queryByLabelText('New email')).not.toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Set password' }));
    expect(setPassword).toHaveBeenCalled();
    expect(submit).not.toHaveBeenCalled();
  });

  it('asks only for the email when no password is required (organization email)', async () => {
    const submit = jest.fn().mockRejectedValue({ status: 400, data: { detail: 'Taken' } });
    render(
      <AppProviders>
        <ChangeEmailModal open onClose={jest.fn()} submit={submit} requirePassword={false} />
      </AppProviders>,
    );
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await paste(user, 'New email', 'org@example.com');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Taken');
    expect(submit).toHaveBeenCalledWith({ new_email: 'org@example.com' });
  });
});

describe('ConfirmModal and SuccessModal', () => {
  it('shows loading while the confirm runs', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = jest.fn(() => new Promise<void>((r) => (finish = r)));
    render(
      <AppProviders>
        <ConfirmModal
          open
          title="Delete organization"
          text="Are you sure?"
          confirmLabel="Delete"
          danger
          onConfirm={onConfirm}
          onCancel={jest.fn()}
        />
      </AppProviders>,
    );
    const user = userEvent.setup({ delay: null });
    expect(screen.getByText('Are you sure?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Delete/ })).toHaveClass('ant-btn-loading'),
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    act(() => finish());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Delete/ })).not.toHaveClass('ant-btn-loading'),
    );
  });

  it('closes the success modal by itself after the close delay', async () => {
    jest.useFakeTimers();
    try {
      const onClose = jest.fn();
      render(
        <AppProviders>
          <SuccessModal open message="Saved!" onClose={onClose} />
        </AppProviders>,
      );
      expect(screen.getByText('Saved!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(limits.modalCloseDelayMs - 100));
      expect(onClose).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(200));
      expect(onClose).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
