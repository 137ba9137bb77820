import { Button, Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { settingsConstants, settingsMessages, type Location } from '@ensemble/contracts';
import { PagedTable, useConfirmDelete, useItemModal, usePagedTableState } from '@ensemble/shared-ui';
import { useDeleteLocationMutation, useGetLocationsQuery } from '../../../api/settingsApi';
import { deleteAction, editAction } from '../shared/RowActions';
import { actionsColumn } from '../shared/SettingsTable';
import { stepBackAfterDelete } from '../shared/useListState';
import { LocationModal } from './LocationModal';
import { timeZoneLabel } from './locationForm';

/** Organization settings → Locations (spec 2 §2 'Locations table'): name, description, Timezone, main flag. */
export function LocationsTab({ organizationId }: { organizationId: number }) {
  const list = usePagedTableState({ pageSize: settingsConstants.locationsPageSize, debounceMs: 0 });
  const modal = useItemModal<Location>();
  const q = useGetLocationsQuery({ organizationId, page: list.page, pageSize: list.pageSize });
  const [remove] = useDeleteLocationMutation();
  const confirmDelete = useConfirmDelete<Location>({
    title: 'Delete location',
    remove: async (l) => {
      await remove({ organizationId, id: l.id }).unwrap();
      stepBackAfterDelete(list, q.data?.results.length ?? 0);
    },
    deleted: settingsMessages.deletedSuccessfully,
  });

  const columns: TableColumnsType<Location> = [
    { title: 'Name', dataIndex: 'name', key: 'name' },
    {
      title: 'Description',
      dataIndex: 'description',
      key: 'description',
      render: (v: string | null) => v ?? '',
    },
    { title: 'Timezone', dataIndex: 'timezone', key: 'timezone', render: (v: string) => timeZoneLabel(v) },
    {
      title: 'Main',
      dataIndex: 'is_main',
      key: 'is_main',
      width: 90,
      render: (v: boolean) => (v ? <Tag color="blue">Main</Tag> : null),
    },
    actionsColumn(
      (l) => [
        editAction(`Edit ${l.name}`, () => modal.edit(l), 'Edit'),
        deleteAction(`Delete ${l.name}`, () => confirmDelete.ask(l), 'Delete'),
      ],
      { text: true, width: 110 },
    ),
  ];

  const count = q.data?.count ?? 0;
  return (
    <section aria-label="Locations" data-testid="locations-tab">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">
          Your business locations. The main location&apos;s time zone is used for scheduled messages.
        </Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={modal.create}>
          Add location
        </Button>
      </Flex>
      <PagedTable<Location>
        data-testid="locations-table"
        rowKey="id"
        columns={columns}
        query={q}
        errorTitle="Locations could not be loaded"
        emptyText="No locations to display"
        state={list}
        pagination={{ showSizeChanger: false, hideOnSinglePage: false }}
        scroll={{ x: 'max-content' }}
      />
      <LocationModal
        open={modal.open}
        organizationId={organizationId}
        location={modal.item}
        firstLocation={count === 0}
        onClose={modal.close}
      />
      {confirmDelete.modal}
    </section>
  );
}
