import { useState } from 'react';
import { Flex, Modal, Switch, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useFormik } from 'formik';
import {
  repTitles,
  settingsConstants,
  settingsMessages,
  type RepTitle,
  type Representative,
  type SortKey,
  sortableColumn,
} from '@ensemble/contracts';
import { SelectField, SubmitButton, useNotify, FormFrame } from '@ensemble/shared-ui';
import {
  useGetRepresentativeLeadsQuery,
  useGetRepresentativesQuery,
  useUpdateRepresentativeMutation,
} from '../../../api/settingsApi';
import { LeadsDrawer } from '../shared/LeadsDrawer';
import { editAction, viewAction } from '../shared/RowActions';
import { SettingsTable, actionsColumn } from '../shared/SettingsTable';
import { listArgs, useListState } from '../shared/useListState';

/** Spec 2 §2: a representative with managed contacts cannot be edited. */
export const canEditRepresentative = (r: Pick<Representative, 'managed_contacts'>) => !r.managed_contacts;
/** Spec 2 §2: one with no managed contacts cannot be opened. */
export const canOpenRepresentative = (r: Pick<Representative, 'managed_contacts'>) => r.managed_contacts > 0;
/** Spec 2 §6: only users with a phone number can get SMS notifications. */
export const canToggleSms = (r: Pick<Representative, 'cell_phone'>) => !!r.cell_phone?.trim();

function EditRepresentativeModal(props: {
  organizationId: number;
  representative: Representative | null;
  onClose: () => void;
}) {
  const { organizationId, representative } = props;
  const [update] = useUpdateRepresentativeMutation();
  const notify = useNotify();
  const formik = useFormik<{ role_title: RepTitle }>({
    initialValues: { role_title: representative?.role_title ?? 'None' },
    enableReinitialize: true,
    onSubmit: async (values) => {
      if (!representative) return;
      const result = await update({
        organizationId,
        body: { user_id: representative.user_id, role_title: values.role_title },
      });
      if (result.error) {
        notify.error(settingsMessages.representativeUpdateFailed);
        return;
      }
      notify.success(settingsMessages.representativeUpdated);
      props.onClose();
    },
  });
  return (
    <Modal
      open={!!representative}
      title={representative ? `Edit ${representative.name || representative.email}` : ''}
      onCancel={props.onClose}
      footer={null}
      destroyOnHidden
    >
      <FormFrame formik={formik} aria-label="Edit representative">
        <SelectField<{ role_title: RepTitle }, RepTitle>
          formik={formik}
          name="role_title"
          id="rep-title"
          label="Rep Title"
          options={repTitles.map((t) => ({ value: t, label: t }))}
        />
        <Flex justify="flex-end">
          <SubmitButton formik={formik}>Save</SubmitButton>
        </Flex>
      </FormFrame>
    </Modal>
  );
}

function SmsSwitch({
  organizationId,
  representative,
}: {
  organizationId: number;
  representative: Representative;
}) {
  const [update, { isLoading }] = useUpdateRepresentativeMutation();
  const notify = useNotify();
  const enabled = canToggleSms(representative);
  const toggle = async (checked: boolean) => {
    const result = await update({
      organizationId,
      body: { user_id: representative.user_id, sms_notif: checked },
    });
    if (result.error) notify.error(settingsMessages.representativeUpdateFailed);
    else notify.success(settingsMessages.representativeUpdated);
  };
  const control = (
    <Switch
      size="small"
      checked={representative.sms_notif}
      disabled={!enabled}
      loading={isLoading}
      aria-label={`SMS notifications for ${representative.name || representative.email}`}
      onChange={(checked) => void toggle(checked)}
    />
  );
  // A disabled control gets no pointer events; the wrapper carries the tooltip.
  return enabled ? (
    control
  ) : (
    <Tooltip title={settingsMessages.userHasNoPhone}>
      <span data-testid={`sms-disabled-${representative.id}`}>{control}</span>
    </Tooltip>
  );
}

/** Spec 2 §2 'Representatives table', §6, §7 'Representatives' (page size 25, ordering -id by default). */
export function RepresentativesTab({ organizationId }: { organizationId: number }) {
  const list = useListState(settingsConstants.representativesPageSize);
  const q = useGetRepresentativesQuery({ organizationId, ...listArgs(list) });
  const notify = useNotify();
  const [editing, setEditing] = useState<Representative | null>(null);
  const [viewing, setViewing] = useState<Representative | null>(null);

  const startEdit = (r: Representative) => {
    if (!canEditRepresentative(r)) {
      notify.error(settingsMessages.representativeHasContacts);
      return;
    }
    setEditing(r);
  };

  const sortable = (key: SortKey<'representatives'>) => sortableColumn('representatives', key, list.ordering);
  const columns: TableColumnsType<Representative> = [
    { title: 'ID', dataIndex: 'id', ...sortable('id') },
    { title: 'Name', dataIndex: 'name', ...sortable('name') },
    { title: 'Email', dataIndex: 'email', ellipsis: true, ...sortable('email') },
    { title: 'Rep Title', dataIndex: 'role_title', ...sortable('role_title') },
    { title: 'Managed contacts', dataIndex: 'managed_contacts', ...sortable('managed_contacts') },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (s: string) => (
        <Tag color={s === 'accepted' ? 'green' : 'orange'} style={{ textTransform: 'capitalize' }}>
          {s}
        </Tag>
      ),
    },
    {
      title: 'SMS notification',
      key: 'sms_notif',
      render: (_, r) => <SmsSwitch organizationId={organizationId} representative={r} />,
    },
    actionsColumn((r) => [
      viewAction(
        `Open ${r.name || r.email}`,
        () => setViewing(r),
        canOpenRepresentative(r) ? 'Managed contacts' : 'No managed contacts',
        !canOpenRepresentative(r),
      ),
      editAction(`Edit ${r.name || r.email}`, () => startEdit(r)),
    ]),
  ];

  return (
    <section aria-label="Representatives">
      <SettingsTable<Representative>
        columns={columns}
        query={q}
        items="representatives"
        state={list}
        searchable
      />
      <EditRepresentativeModal
        organizationId={organizationId}
        representative={editing}
        onClose={() => setEditing(null)}
      />
      <LeadsDrawer
        key={viewing?.id ?? 0}
        organizationId={organizationId}
        id={viewing?.id ?? null}
        title={viewing ? `Contacts managed by ${viewing.name || viewing.email}` : ''}
        onClose={() => setViewing(null)}
        useLeads={useGetRepresentativeLeadsQuery}
        testId="representative-leads"
      />
    </section>
  );
}
