import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Input, Tag, Tooltip, Typography, type TableProps } from 'antd';
import { DeleteOutlined, MailOutlined, UserAddOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useFormik } from 'formik';
import {
  accountMessages,
  invitationSchema,
  limits,
  messages,
  pageSizes,
  type Organization,
} from '@ensemble/contracts';
import {
  ErrorPanel,
  FormField,
  PagedTable,
  session,
  submitErrorBanner,
  useConfirmDelete,
  useIsMobile,
  useNotify,
  useSession,
  SubmitButton,
  errorMessage,
  FormFrame,
} from '@ensemble/shared-ui';
import {
  useDeleteInvitationMutation,
  useDeleteMemberMutation,
  useGetInvitationsQuery,
  useGetOrganizationUsersQuery,
  useInviteUserMutation,
  useResendInvitationMutation,
} from '../../../api/manageOrganizationApi';
import { hasFreeSeat, userRows, type UserRow } from './user-rows';

const statusColor: Record<UserRow['status'], string> = {
  owner: 'gold',
  accepted: 'green',
  pending: 'orange',
};

function InviteForm({ organization }: { organization: Organization }) {
  const [invite] = useInviteUserMutation();
  const notify = useNotify();
  const [banner, setBanner] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: invitationSchema,
    onSubmit: async (values, helpers) => {
      setBanner(null);
      // Spec 1 §5: checked here first; the API refuses the same way when the seats changed meanwhile.
      if (!hasFreeSeat(organization)) {
        setBanner(accountMessages.notEnoughSeats);
        return;
      }
      const result = await invite({ id: organization.id, email: values.email.trim() });
      if (result.error) {
        setBanner(
          submitErrorBanner(result.error, (e) => helpers.setErrors(e), accountMessages.unableToAddUser),
        );
        return;
      }
      notify.success(accountMessages.invitationSuccessfullySent);
      helpers.resetForm();
    },
  });
  return (
    <FormFrame formik={formik} aria-label="Invite a user">
      <Flex gap={8} align="flex-start" wrap>
        <div style={{ flex: '1 1 260px', minWidth: 0 }}>
          <FormField formik={formik} name="email" label="Invite by email" id="invite-email">
            <Input
              id="invite-email"
              name="email"
              type="email"
              autoComplete="off"
              placeholder="name@example.com"
              value={formik.values.email}
              onChange={(e) => {
                setBanner(null);
                formik.handleChange(e);
              }}
              onBlur={formik.handleBlur}
              disabled={formik.isSubmitting}
            />
          </FormField>
        </div>
        <SubmitButton formik={formik} icon={<UserAddOutlined />} style={{ marginTop: 30 }}>
          Invite
        </SubmitButton>
      </Flex>
      <Typography.Text type="secondary">
        Seats used: {organization.used_seats} of {organization.seat_number}
      </Typography.Text>
      {banner ? <Alert type="error" showIcon title={banner} role="alert" style={{ marginTop: 12 }} /> : null}
    </FormFrame>
  );
}

/** Spec 1 §6: resend is disabled for 3 s after a click. */
function ResendButton({ organizationId, invitationId }: { organizationId: number; invitationId: number }) {
  const [resend] = useResendInvitationMutation();
  const notify = useNotify();
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const onClick = async () => {
    setLocked(true);
    timer.current = setTimeout(() => setLocked(false), limits.invitationResendLockMs);
    const result = await resend({ id: organizationId, invitationId });
    if (result.error) notify.error(errorMessage(result.error, messages.somethingWentWrong));
    else notify.success(accountMessages.invitationSent);
  };
  return (
    <Tooltip title="Resend invitation">
      <Button
        size="small"
        icon={<MailOutlined />}
        disabled={locked}
        aria-label="Resend invitation"
        onClick={() => void onClick()}
      >
        Resend
      </Button>
    </Tooltip>
  );
}

export function UsersTab({ organization }: { organization: Organization }) {
  const { user } = useSession();
  const isMobile = useIsMobile();
  const members = useGetOrganizationUsersQuery(organization.id);
  const invitations = useGetInvitationsQuery(organization.id, { skip: !organization.is_owner });
  const [deleteMember] = useDeleteMemberMutation();
  const [deleteInvitation] = useDeleteInvitationMutation();
  const owner = organization.is_owner;
  const isMe = (row: UserRow) =>
    row.kind === 'member' && !!user && row.email.toLowerCase() === user.email.toLowerCase();
  const confirmDelete = useConfirmDelete<UserRow>({
    title: (row) => (row.kind === 'invitation' ? 'Delete invitation' : 'Delete user'),
    text: (row) =>
      row.kind === 'invitation'
        ? `The invitation sent to ${row.email} will no longer work.`
        : isMe(row)
          ? 'You will lose access to this organization and be logged out.'
          : `${row.name || row.email} will lose access to this organization.`,
    confirmLabel: 'Delete',
    remove: async (row) => {
      await (
        row.kind === 'invitation'
          ? deleteInvitation({ id: organization.id, invitationId: row.id })
          : deleteMember({ id: organization.id, memberId: row.id })
      ).unwrap();
      // Spec 1 §6: deleting yourself logs you out.
      if (isMe(row)) session.logout('user');
    },
    failed: (error, row) =>
      row.kind === 'invitation'
        ? errorMessage(error, messages.somethingWentWrong)
        : accountMessages.unableToDeleteUser,
  });

  if (members.error) {
    return <ErrorPanel title="Unable to get users" onRetry={() => void members.refetch()} />;
  }

  const rows = userRows(members.data ?? [], invitations.data ?? []);

  const columns: TableProps<UserRow>['columns'] = [
    {
      title: 'Name',
      key: 'name',
      render: (_, row) => row.name || <Typography.Text type="secondary">—</Typography.Text>,
    },
    { title: 'Email', dataIndex: 'email', key: 'email', ellipsis: true },
    {
      title: 'Date added',
      key: 'dateAdded',
      render: (_, row) => <time dateTime={row.dateAdded}>{dayjs(row.dateAdded).format('MMM D, YYYY')}</time>,
    },
    {
      title: 'Status',
      key: 'status',
      // The words are the spec's (owner, accepted, pending); capitalised on screen only.
      render: (_, row) => (
        <Tag color={statusColor[row.status]} style={{ textTransform: 'capitalize' }}>
          {row.status}
        </Tag>
      ),
    },
  ];
  if (owner || rows.some(isMe)) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      align: 'right',
      // The owner manages everyone but the owner row; a member may only leave (delete their own row).
      render: (_, row) =>
        row.status === 'owner' || (!owner && !isMe(row)) ? null : (
          <Flex gap={8} justify="flex-end" wrap>
            {owner && row.status === 'pending' && row.kind === 'invitation' ? (
              <ResendButton organizationId={organization.id} invitationId={row.id} />
            ) : null}
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete ${row.email}`}
              onClick={() => confirmDelete.ask(row)}
            >
              {isMobile ? null : 'Delete'}
            </Button>
          </Flex>
        ),
    });
  }

  return (
    <Flex vertical gap={16}>
      {owner ? <InviteForm organization={organization} /> : null}
      <PagedTable<UserRow>
        data-testid="users-table"
        rowKey="key"
        size="middle"
        loading={members.isLoading || invitations.isLoading}
        columns={columns}
        rows={rows}
        emptyText="No users yet"
        plainEmpty
        pagination={{ pageSize: pageSizes.usersTable, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: true }}
      />
      {confirmDelete.modal}
    </Flex>
  );
}
