import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { emailMessages, type EmailSuppression } from '@ensemble/contracts';
import { page } from '@ensemble/shared-ui/testing';
import { mockEmailApi, O, renderEmailing } from '../email.fixtures';

const suppression = (id: number, email: string, reason: EmailSuppression['reason']): EmailSuppression => ({
  id,
  email,
  reason,
  created_at: '2026-11-02T10:00:00.000Z',
});

const open = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribed and bounced addresses' }));
  return screen.findByRole('dialog', { name: 'Unsubscribed and bounced addresses' });
};

describe('Suppression list', () => {
  it('lists the addresses left out with their reason, searches, and emails one again after asking', async () => {
    let rows = [
      suppression(1, 'gone@example.test', 'bounced'),
      suppression(2, 'no@example.test', 'unsubscribed'),
      suppression(3, 'angry@example.test', 'spam_reported'),
    ];
    const api = mockEmailApi({
      [`GET ${O}/email-suppressions/`]: (call) => ({
        body: page(rows.filter((r) => r.email.includes(String(call.query.search ?? '')))),
      }),
      [`DELETE ${O}/email-suppressions/2/`]: () => {
        rows = rows.filter((r) => r.id !== 2);
        return { status: 204, body: null };
      },
    });
    renderEmailing('?tab=0');
    const drawer = await open();
    const table = await within(drawer).findByRole('table', { name: 'Suppressed addresses' });
    expect(await within(table).findByText('gone@example.test')).toBeInTheDocument();
    expect(within(table).getByText('Bounced')).toBeInTheDocument();
    expect(within(table).getByText('Unsubscribed')).toBeInTheDocument();
    expect(within(table).getByText('Reported as spam')).toBeInTheDocument();
    expect(within(table).getAllByText('11/02/2026')).toHaveLength(3);

    fireEvent.change(within(drawer).getByLabelText('Search addresses'), { target: { value: 'gone' } });
    await waitFor(() => expect(within(table).queryByText('no@example.test')).not.toBeInTheDocument());
    expect(api.callsTo(`GET ${O}/email-suppressions/`).at(-1)?.query).toMatchObject({ search: 'gone' });
    fireEvent.change(within(drawer).getByLabelText('Search addresses'), { target: { value: '' } });

    fireEvent.click(await within(drawer).findByRole('button', { name: 'Email no@example.test again' }));
    // jsdom names every antd dialog after the first one's title (one test id): found by its words instead.
    const words = await screen.findByText(emailMessages.suppressionRemoveConfirm('no@example.test'));
    const confirm = words.closest<HTMLElement>('[role="dialog"]')!;
    expect(within(confirm).getByText('Email this address again')).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Email again' }));
    expect(await screen.findByText(emailMessages.suppressionRemoved)).toBeInTheDocument();
    expect(api.callsTo(`DELETE ${O}/email-suppressions/2/`)).toHaveLength(1);
    await waitFor(() => expect(within(table).queryByText('no@example.test')).not.toBeInTheDocument());
  });

  it('says when no address is left out', async () => {
    mockEmailApi({ [`GET ${O}/email-suppressions/`]: { body: page([]) } });
    renderEmailing('?tab=0');
    const drawer = await open();
    expect(await within(drawer).findByText(emailMessages.noSuppressions)).toBeInTheDocument();
  });
});
