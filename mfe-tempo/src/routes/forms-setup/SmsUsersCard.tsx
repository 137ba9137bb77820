import { Card, Switch, Tooltip, type TableColumnsType } from 'antd';
import {
  formatPhoneNumber,
  type Representative,
  settingsConstants,
  settingsMessages,
  sortableColumn,
  type SortKey,
} from '@ensemble/contracts';
import { errorMessage, useNotify } from '@ensemble/shared-ui';
import { useGetRepresentativesQuery, useUpdateRepresentativeMutation } from '../../api/settingsApi';
import { canToggleSms } from '../organization-settings/representatives/RepresentativesTab';
import { SettingsTable } from '../organization-settings/shared/SettingsTable';
import { listArgs, useListState } from '../organization-settings/shared/useListState';

const nameOf = (r: Representative) => r.name || r.email;

function SmsSwitch({ organizationId, user }: { organizationId: number; user: Representative }) {
  const [update, { isLoading }] = useUpdateRepresentativeMutation();
  const notify = useNotify();
  const enabled = canToggleSms(user);
  const toggle = async (checked: boolean) => {
    const result = await update({ organizationId, body: { user_id: user.user_id, sms_notif: checked } });
    // The API's words when it refuses (the phone was removed meanwhile: 'User has no phone number').
    if (result.error) notify.error(errorMessage(result.error, settingsMessages.representativeUpdateFailed));
    else notify.success(settingsMessages.userUpdated);
  };
  const control = (
    <Switch
      size="small"
      checked={user.sms_notif}
      disabled={!enabled}
      loading={isLoading}
      aria-label={`SMS for ${nameOf(user)}`}
      onChange={(checked) => void toggle(checked)}
    />
  );
  // A disabled control gets no pointer events; the wrapper carries the tooltip.
  return enabled ? (
    control
  ) : (
    <Tooltip title={settingsMessages.userHasNoPhone}>
      <span data-testid={`sms-disabled-${user.id}`}>{control}</span>
    </Tooltip>
  );
}

/**
 * Spec 3 §2 'Users that should receive SMS', §7 representatives (page_size 25, ordering -id by default): each member
 * with a cell phone may be texted about every new web-form lead.
 */
export function SmsUsersCard({ organizationId }: { organizationId: number }) {
  const list = useListState(settingsConstants.representativesPageSize);
  const q = useGetRepresentativesQuery({ organizationId, ...listArgs(list) });
  const sortable = (key: SortKey<'representatives'>) => sortableColumn('representatives', key, list.ordering);
  const columns: TableColumnsType<Representative> = [
    { title: 'Name', dataIndex: 'name', ...sortable('name') },
    { title: 'Email', dataIndex: 'email', ellipsis: true, ...sortable('email') },
    {
      title: 'Cell phone',
      dataIndex: 'cell_phone',
      key: 'cell_phone',
      render: (phone: string | null) => (phone ? formatPhoneNumber(phone) : '—'),
    },
    {
      title: 'SMS',
      key: 'sms_notif',
      render: (_, r) => <SmsSwitch organizationId={organizationId} user={r} />,
    },
  ];
  return (
    <Card title="Users that should receive SMS" data-testid="forms-setup-sms">
      <SettingsTable<Representative>
        columns={columns}
        query={q}
        items="users"
        state={list}
        searchable
        mobileScrollX={560}
      />
    </Card>
  );
}
