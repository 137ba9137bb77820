import { act, screen, waitFor, within } from '@testing-library/react';
import { accountMessages, type Invitation, type OrganizationUser } from '@ensemble/contracts';
import { session } from '@ensemble/shared-ui';
import { mockApi } from '@ensemble/shared-ui/testing';
import { anOrganization } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';

// antd screens on a busy two-core machine can take a few seconds to settle.

function member(id: number, overrides: Partial<OrganizationUser> = {}): OrganizationUser {
  return {
    id,
    name: { firstName: 'Member', lastName: String(id) },
    email: `member${id}@example.com`,
    dateJoined: `2025-02-${String(10 + (id % 18)).padStart(2, '0')}T10:00:00.000Z`,
    is_owner: false,
    status: 'accepted',
    invited: true,
    ...overrides,
  };
}

const owner = member(1, {
  name: { firstName: 'Ada', lastName: 'Lovelace' },
  email: 'ada@example.com',
  is_owner: true,
  status: 'owner',
  invited: false,
  dateJoined: '2025-01-01T10:00:00.000Z',
});

function invitation(id: number, email: string): Invitation {
  return {
    id,
    email,
    status: 'pending',
    invited_at: '2025-03-01T10:00:00.000Z',
    invited_by: 'ada@example.com',
  };
}

function usersApi(opts: {
  members?: OrganizationUser[];
  invitations?: Invitation[];
  seats?: { seat_number: number; used_seats: number };
  isOwner?: boolean;
  extra?: Parameters<typeof mockApi>[0];
}) {
  const org = anOrganization(7, {
    is_owner: opts.isOwner ?? true,
    seat_number: 5,
    used_seats: 2,
    ...opts.seats,
  });
  return mockApi({
    'GET /organization/7/': { body: org },
    'GET /organization/7/users/': { body: { results: opts.members ?? [owner], count: 1 } },
    'GET /organization/7/invitations/': { body: { results: opts.invitations ?? [], count: 0 } },
    ...opts.extra,
  });
}

const open = () => renderAt('/manage-organization/edit/7?tab=users', { loggedIn: true, organizationId: 7 });
const table = () => screen.getByTestId('users-table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('users tab', () => {
  it('lists Name, Email, Date added and Status, ten per page on the client', async () => {
    const members = [owner, ...Array.from({ length: 11 }, (_, i) => member(i + 2))];
    const api = usersApi({ members });
    const { user } = open();
    await screen.findByText('member2@example.com');
    for (const title of ['Name', 'Email', 'Date added', 'Status']) {
      expect(within(table()).getByRole('columnheader', { name: title })).toBeInTheDocument();
    }
    expect(bodyRows()).toHaveLength(10);
    expect(within(bodyRows()[0]!).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByText('owner')).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByText('Jan 1, 2025')).toBeInTheDocument();

    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    // One call for all the members: the paging is the client's.
    expect(api.callsTo('GET /organization/7/users/')).toHaveLength(1);
  });

  it('gives the owner row no delete action, members a delete, and pending invitations resend and delete', async () => {
    usersApi({ members: [owner, member(2)], invitations: [invitation(30, 'new@example.com')] });
    open();
    await screen.findByText('new@example.com');
    const [ownerRow, memberRow, pendingRow] = bodyRows();
    expect(within(ownerRow!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(memberRow!).getByRole('button', { name: /Delete/ })).toBeInTheDocument();
    expect(within(memberRow!).queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
    expect(within(pendingRow!).getByText('pending')).toBeInTheDocument();
    expect(within(pendingRow!).getByRole('button', { name: /Resend/ })).toBeInTheDocument();
    expect(within(pendingRow!).getByRole('button', { name: /Delete/ })).toBeInTheDocument();
  });

  it('locks resend for 3 seconds after a click', async () => {
    const api = usersApi({
      members: [owner],
      invitations: [invitation(30, 'new@example.com')],
      extra: { 'POST /organization/7/invitations/30/resend/': { body: { detail: 'ok' } } },
    });
    const { user } = open();
    const resend = await screen.findByRole('button', { name: /Resend/ });
    jest.useFakeTimers({ advanceTimers: true });
    try {
      await user.click(resend);
      expect(resend).toBeDisabled();
      expect(await screen.findByText(accountMessages.invitationSent)).toBeInTheDocument();
      expect(api.callsTo('POST /organization/7/invitations/30/resend/')).toHaveLength(1);
      await act(async () => {
        jest.advanceTimersByTime(2500);
      });
      expect(resend).toBeDisabled();
      await act(async () => {
        jest.advanceTimersByTime(600);
      });
      expect(resend).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows only the owner the invite form and the delete controls; a member may only remove themselves', async () => {
    usersApi({ members: [owner, member(2), member(3, { email: 'ada@example.com' })], isOwner: false });
    open();
    await screen.findByText('member2@example.com');
    expect(screen.queryByLabelText('Invite by email')).not.toBeInTheDocument();
    expect(within(table()).getAllByRole('button')).toHaveLength(1);
    expect(within(table()).getByRole('button', { name: 'Delete ada@example.com' })).toBeInTheDocument();
  });

  it("says 'Email invalid' inline for a bad address", async () => {
    const api = usersApi({});
    const { user } = open();
    await user.click(await screen.findByLabelText('Invite by email'));
    await user.paste('not-an-email');
    await user.click(screen.getByRole('button', { name: /Invite/ }));
    expect(await screen.findByText('Email invalid')).toBeInTheDocument();
    expect(api.callsTo('POST /organization/7/users/')).toHaveLength(0);
  });

  it("says 'Not enough seats' before sending when every seat is used", async () => {
    const api = usersApi({ seats: { seat_number: 2, used_seats: 2 } });
    const { user } = open();
    await user.click(await screen.findByLabelText('Invite by email'));
    await user.paste('grace@example.com');
    await user.click(screen.getByRole('button', { name: /Invite/ }));
    expect(await screen.findByText('Not enough seats')).toBeInTheDocument();
    expect(api.callsTo('POST /organization/7/users/')).toHaveLength(0);
  });

  it("shows the API's 'Not enough seats' refusal, and 'Invitation successfully sent' on success", async () => {
    let refuse = true;
    const api = usersApi({
      extra: {
        'POST /organization/7/users/': () =>
          refuse
            ? { status: 400, body: { detail: accountMessages.notEnoughSeats } }
            : { status: 201, body: invitation(31, 'grace@example.com') },
      },
    });
    const { user } = open();
    await user.click(await screen.findByLabelText('Invite by email'));
    await user.paste('grace@example.com');
    await user.click(screen.getByRole('button', { name: /Invite/ }));
    expect(await screen.findByText('Not enough seats')).toBeInTheDocument();

    refuse = false;
    await user.click(screen.getByRole('button', { name: /Invite/ }));
    expect(await screen.findByText('Invitation successfully sent')).toBeInTheDocument();
    expect(api.callsTo('POST /organization/7/users/').at(-1)?.body).toEqual({ email: 'grace@example.com' });
  });

  it("says 'Unable to add a user' when the API fails without a reason", async () => {
    usersApi({ extra: { 'POST /organization/7/users/': { status: 500, body: {} } } });
    const { user } = open();
    await user.click(await screen.findByLabelText('Invite by email'));
    await user.paste('grace@example.com');
    await user.click(screen.getByRole('button', { name: /Invite/ }));
    expect(await screen.findByText('Unable to add a user')).toBeInTheDocument();
  });

  it("deletes a member after confirming, and says 'Unable to delete user' when that fails", async () => {
    let fail = true;
    const api = usersApi({
      members: [owner, member(2)],
      extra: {
        'DELETE /organization/7/users/2/': () => (fail ? { status: 500, body: {} } : { status: 204 }),
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Delete member2@example.com' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Unable to delete user')).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Delete member2@example.com' }));
    const dialogs = await screen.findAllByRole('dialog');
    await user.click(within(dialogs.at(-1)!).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /organization/7/users/2/')).toHaveLength(2));
    expect(session.get().access).not.toBeNull();
  });

  it('logs out a user who deletes their own membership', async () => {
    // A member leaves the organization; the signed-in user is ada@example.com.
    usersApi({
      members: [
        member(1, { status: 'owner', is_owner: true, email: 'boss@example.com' }),
        member(2, { email: 'ada@example.com' }),
      ],
      isOwner: false,
      extra: { 'DELETE /organization/7/users/2/': { status: 204 } },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Delete ada@example.com' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(session.get().access).toBeNull());
    expect(window.location.pathname).toBe('/');
  });
});
