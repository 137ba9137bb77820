import { useState } from 'react';
import { Button, Table, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { type AutomationHoliday, type HolidayUpdate, settingsMessages } from '@ensemble/contracts';
import { EmptyState, QueryStates, useConfirmDelete, useIsMobile } from '@ensemble/shared-ui';
import {
  useDeleteHolidayMutation,
  useHolidaysQuery,
  useUpdateHolidayMutation,
} from '../../../api/automationsApi';
import { deleteAction, RowActions } from '../../organization-settings/shared/RowActions';
import { type TemplatedChange, type TemplatedRow, useTemplatedColumns } from '../shared/templatedColumns';
import { DATE_FORMAT } from '../shared/format';
import { AddHolidayModal } from './AddHolidayModal';

interface HolidayRow extends TemplatedRow {
  holiday: AutomationHoliday;
}

const rowOf = (h: AutomationHoliday): HolidayRow => ({
  key: h.id,
  name: h.name,
  email: h.bee_free_template,
  text: h.text_template,
  subject: h.subject,
  active: h.active,
  holiday: h,
});

/** The PUT body of one change (spec 3 §7 holiday payload). */
export function holidayBody(change: TemplatedChange): HolidayUpdate {
  if ('email' in change) return { bee_free_template: change.email };
  if ('text' in change) return { text_template: change.text };
  if ('subject' in change) return { subject: change.subject };
  return { active: change.active };
}

/**
 * Global automations (spec 3 §2, §3 Holiday automation): the holiday emails, each sent at 12 PM in the
 * organization's zone on its day once it has a template and is active; the usual US holidays and the
 * organization's own, which it adds and deletes.
 */
export function GlobalAutomationsTab({ organizationId }: { organizationId: number }) {
  const q = useHolidaysQuery(organizationId);
  const [update] = useUpdateHolidayMutation();
  const [remove] = useDeleteHolidayMutation();
  const [adding, setAdding] = useState(false);
  const mobile = useIsMobile();
  const confirmDelete = useConfirmDelete<AutomationHoliday>({
    title: (h) => `Delete ${h.name}`,
    remove: (h) => remove({ organizationId, id: h.id }).unwrap(),
    deleted: settingsMessages.deletedSuccessfully,
  });
  const templated = useTemplatedColumns<HolidayRow>(organizationId, (row, change) =>
    update({ organizationId, id: row.holiday.id, body: holidayBody(change) }),
  );

  const columns: TableColumnsType<HolidayRow> = [
    { title: 'Name', dataIndex: 'name', key: 'name', width: 200, fixed: mobile ? undefined : 'left' },
    {
      title: 'Date',
      key: 'date',
      width: 120,
      render: (_, r) => dayjs(r.holiday.date).format(DATE_FORMAT),
    },
    ...templated,
    {
      title: 'Actions',
      key: 'actions',
      width: 80,
      // The suite's holidays stay; the organization's own may go.
      render: (_, r) =>
        r.holiday.is_seeded ? null : (
          <RowActions actions={[deleteAction(`Delete ${r.name}`, () => confirmDelete.ask(r.holiday))]} />
        ),
    },
  ];

  const addButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
      Add holiday
    </Button>
  );
  const rows = (q.data?.results ?? []).map(rowOf);
  return (
    <section aria-label="Global automations">
      <Typography.Paragraph type="secondary">
        Holiday emails go to your contacts at 12 PM on the day. Assign a template, write the subject, then
        switch the email on.
      </Typography.Paragraph>
      <QueryStates query={q} errorTitle="Unable to get the holiday emails" skeletonRows={6}>
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>{addButton}</div>
        <Table<HolidayRow>
          data-testid="holidays-table"
          rowKey="key"
          columns={columns}
          dataSource={rows}
          loading={q.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <EmptyState description="No holiday emails yet: add your own holiday." action={addButton} />
            ),
          }}
        />
      </QueryStates>
      <AddHolidayModal organizationId={organizationId} open={adding} onClose={() => setAdding(false)} />
      {confirmDelete.modal}
    </section>
  );
}
