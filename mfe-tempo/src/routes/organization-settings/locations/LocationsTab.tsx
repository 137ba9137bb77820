import { useState } from 'react';
import { Button, Flex, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { settingsConstants, settingsMessages, type Location } from '@ensemble/contracts';
import { ConfirmModal, EmptyState, ErrorPanel, apiErrorMessage, useNotify } from '@ensemble/shared-ui';
import { useDeleteLocationMutation, useGetLocationsQuery } from '../../../api/settingsApi';
import { LocationModal } from './LocationModal';
import { timeZoneLabel } from './locationForm';

/** Organization settings → Locations (spec 2 §2 'Locations table'): name, description, Timezone, main flag. */
export function LocationsTab({ organizationId }: { organizationId: number }) {
  const notify = useNotify();
  const [page, setPage] = useState(1);
  const pageSize = settingsConstants.locationsPageSize;
  const [editing, setEditing] = useState<Location | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [deleting, setDeleting] = useState<Location | null>(null);
  const q = useGetLocationsQuery({ organizationId, page, pageSize });
  const [remove] = useDeleteLocationMutation();

  const openAdd = () => {
    setEditing(null);
    setModalOpen(true);
  };
  const openEdit = (l: Location) => {
    setEditing(l);
    setModalOpen(true);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await remove({ organizationId, id: deleting.id });
    if (result.error) {
      notify.error(apiErrorMessage(result.error));
      throw result.error;
    }
    notify.success(settingsMessages.deletedSuccessfully);
    setDeleting(null);
    // The last row of a page is gone: step back instead of showing an empty page.
    if (page > 1 && (q.data?.results.length ?? 0) <= 1) setPage(page - 1);
  };

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
    {
      title: 'Actions',
      key: 'actions',
      width: 110,
      render: (_: unknown, l) => (
        <Space>
          <Tooltip title="Edit">
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`Edit ${l.name}`}
              onClick={() => openEdit(l)}
            />
          </Tooltip>
          <Tooltip title="Delete">
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete ${l.name}`}
              onClick={() => setDeleting(l)}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  const count = q.data?.count ?? 0;
  return (
    <section aria-label="Locations" data-testid="locations-tab">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">
          Your business locations. The main location&apos;s time zone is used for scheduled messages.
        </Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={openAdd}>
          Add location
        </Button>
      </Flex>
      {q.isError ? (
        <ErrorPanel
          title="Locations could not be loaded"
          description={apiErrorMessage(q.error)}
          onRetry={() => void q.refetch()}
        />
      ) : (
        <Table<Location>
          data-testid="locations-table"
          rowKey="id"
          columns={columns}
          dataSource={q.data?.results ?? []}
          loading={q.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <EmptyState description="No locations to display" /> }}
          pagination={{
            current: page,
            pageSize,
            total: count,
            showSizeChanger: false,
            hideOnSinglePage: false,
            onChange: (p) => setPage(p),
          }}
        />
      )}
      <LocationModal
        open={modalOpen}
        organizationId={organizationId}
        location={editing}
        firstLocation={count === 0}
        onClose={() => setModalOpen(false)}
      />
      <ConfirmModal
        open={deleting != null}
        title="Delete location"
        text={settingsMessages.deleteConfirmText}
        confirmLabel={settingsMessages.yesDelete}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
