import type { Invitation, OrganizationUser } from '@ensemble/contracts';

/** One line of the users table: a member (owner or accepted) or a pending invitation. */
export interface UserRow {
  key: string;
  kind: 'member' | 'invitation';
  /** The membership id (DELETE users/{id}) or the invitation id (DELETE invitations/{id}, resend). */
  id: number;
  name: string;
  email: string;
  dateAdded: string;
  status: OrganizationUser['status'];
}

/**
 * Members and pending invitations in one list: owner first, then members, then invitations, each by date.
 * A pending member row the users list may carry is dropped when its invitation is listed (the invitation row
 * carries the id that resend and delete need).
 */
export function userRows(members: OrganizationUser[], invitations: Invitation[]): UserRow[] {
  const invited = new Set(invitations.map((i) => i.email.toLowerCase()));
  const memberRows: UserRow[] = members
    .filter((m) => !(m.status === 'pending' && invited.has(m.email.toLowerCase())))
    .map((m) => ({
      key: `member-${m.id}`,
      kind: m.status === 'pending' ? 'invitation' : 'member',
      id: m.id,
      name: `${m.name.firstName} ${m.name.lastName}`.trim(),
      email: m.email,
      dateAdded: m.dateJoined,
      status: m.status,
    }));
  const invitationRows: UserRow[] = invitations.map((i) => ({
    key: `invitation-${i.id}`,
    kind: 'invitation',
    id: i.id,
    name: '',
    email: i.email,
    dateAdded: i.invited_at,
    status: 'pending',
  }));
  const rank = { owner: 0, accepted: 1, pending: 2 } as const;
  return [...memberRows, ...invitationRows].sort(
    (a, b) => rank[a.status] - rank[b.status] || a.dateAdded.localeCompare(b.dateAdded),
  );
}

/** Spec 1 §5: adding a user needs seat_number greater than used_seats. */
export function hasFreeSeat(organization: { seat_number: number; used_seats: number }): boolean {
  return organization.seat_number > organization.used_seats;
}
