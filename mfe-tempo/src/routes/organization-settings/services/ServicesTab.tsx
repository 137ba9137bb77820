import { useState } from 'react';
import {
  Button,
  Flex,
  Input,
  Space,
  Switch,
  Table,
  Tag,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd';
import {
  CloudDownloadOutlined,
  CloudUploadOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { settingsConstants, settingsMessages, type Service, sortableColumn } from '@ensemble/contracts';
import {
  ConfirmModal,
  EmptyState,
  ErrorPanel,
  apiErrorMessage,
  orderingFor,
  useDebouncedValue,
  useNotify,
} from '@ensemble/shared-ui';
import {
  useDeleteServiceMutation,
  useGetOrganizationSettingsQuery,
  useGetServicesQuery,
  usePushToProviderMutation,
  useUpdateOrganizationSettingsMutation,
} from '../../../api/settingsApi';
import { ImportServicesModal } from './ImportServicesModal';
import { ServiceModal } from './ServiceModal';
import { formatServicePrice } from './serviceForm';

export const SERVICES_PAGE_SIZES = [5, 10, settingsConstants.servicesPageSize, 50];

const pushedText = (n: number) =>
  n === 1 ? '1 service pushed to the payments provider' : `${n} services pushed to the payments provider`;

/**
 * Organization settings → Services (spec 2 §2 'Services table'). The provider actions say "payments provider":
 * the same buttons drive Stripe or the local provider, whichever the deployment uses.
 */
export function ServicesTab({ organizationId }: { organizationId: number }) {
  const notify = useNotify();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(settingsConstants.servicesPageSize);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), settingsConstants.searchDebounceMs);
  const [ordering, setOrdering] = useState<string | undefined>(undefined);
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<Service | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [deleting, setDeleting] = useState<Service | null>(null);

  const q = useGetServicesQuery({ organizationId, page, pageSize, search: debounced, ordering });
  const settings = useGetOrganizationSettingsQuery(organizationId);
  const [updateSettings, settingsState] = useUpdateOrganizationSettingsMutation();
  const [remove] = useDeleteServiceMutation();
  const [push, pushState] = usePushToProviderMutation();

  const openAdd = () => {
    setEditing(null);
    setModalOpen(true);
  };
  const openEdit = (s: Service) => {
    setEditing(s);
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
    setSelected((ids) => ids.filter((id) => id !== deleting.id));
    setDeleting(null);
    if (page > 1 && (q.data?.results.length ?? 0) <= 1) setPage(page - 1);
  };

  const pushSelected = async () => {
    const result = await push({ organizationId, body: { service_ids: selected } });
    if (result.error) {
      notify.error(apiErrorMessage(result.error));
      return;
    }
    notify.success(pushedText(result.data.pushed));
    setSelected([]);
  };

  const toggleDefaults = async (checked: boolean) => {
    const result = await updateSettings({ organizationId, body: { show_default_services: checked ? 1 : 0 } });
    if (result.error) notify.error(apiErrorMessage(result.error));
    else notify.success(settingsMessages.updatedSuccessfully);
  };

  const columns: TableColumnsType<Service> = [
    {
      title: 'Service name',
      dataIndex: 'name',
      ...sortableColumn('services', 'name', ordering),
      render: (name: string, s) => (
        <Space size={4}>
          {name}
          {s.is_default ? <Tag>Default</Tag> : null}
          {s.product_id ? (
            <Tooltip title={`Payments provider product ${s.product_id}`}>
              <Tag color="green">Synced</Tag>
            </Tooltip>
          ) : null}
        </Space>
      ),
    },
    {
      title: 'Description',
      dataIndex: 'description',
      ...sortableColumn('services', 'description', ordering),
      render: (v: string | null) => v ?? '',
    },
    {
      title: 'Price',
      ...sortableColumn('services', 'price', ordering),
      render: (_: unknown, s) => formatServicePrice(s),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 110,
      // The default set belongs to no organization, so it is read-only here.
      render: (_: unknown, s) =>
        s.is_default ? null : (
          <Space>
            <Tooltip title="Edit">
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={`Edit ${s.name}`}
                onClick={() => openEdit(s)}
              />
            </Tooltip>
            <Tooltip title="Delete">
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Delete ${s.name}`}
                onClick={() => setDeleting(s)}
              />
            </Tooltip>
          </Space>
        ),
    },
  ];

  return (
    <section aria-label="Services" data-testid="services-tab">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Input.Search
          placeholder="Search services"
          aria-label="Search services"
          allowClear
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          style={{ maxWidth: 280 }}
        />
        <Flex gap={8} wrap>
          <Button icon={<PlusOutlined />} type="primary" onClick={openAdd}>
            Add service
          </Button>
          <Button
            icon={<CloudUploadOutlined />}
            disabled={selected.length === 0}
            loading={pushState.isLoading}
            onClick={() => void pushSelected()}
          >
            Push to payments provider
          </Button>
          <Button icon={<CloudDownloadOutlined />} onClick={() => setImportOpen(true)}>
            Import from payments provider
          </Button>
        </Flex>
      </Flex>
      <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
        <Switch
          id="show-default-services"
          checked={settings.data?.show_default_services === 1}
          loading={settings.isLoading || settingsState.isLoading}
          disabled={settings.isError}
          onChange={(checked) => void toggleDefaults(checked)}
        />
        <Typography.Text>
          <label htmlFor="show-default-services">Show default services</label>
        </Typography.Text>
      </Flex>
      {q.isError ? (
        <ErrorPanel
          title="Services could not be loaded"
          description={apiErrorMessage(q.error)}
          onRetry={() => void q.refetch()}
        />
      ) : (
        <Table<Service>
          data-testid="services-table"
          rowKey="id"
          columns={columns}
          dataSource={q.data?.results ?? []}
          loading={q.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <EmptyState description="No services to display" /> }}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(Number)),
            getCheckboxProps: (s) => ({ disabled: s.is_default, 'aria-label': `Select ${s.name}` }),
          }}
          onChange={(pagination, _filters, sorter) => {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            const next = orderingFor(s?.columnKey, s?.order);
            const size = pagination.pageSize ?? pageSize;
            if (next !== ordering || size !== pageSize) {
              setOrdering(next);
              setPageSize(size);
              setPage(1);
            } else {
              setPage(pagination.current ?? 1);
            }
          }}
          pagination={{
            current: page,
            pageSize,
            total: q.data?.count ?? 0,
            showSizeChanger: true,
            pageSizeOptions: SERVICES_PAGE_SIZES,
          }}
        />
      )}
      <ServiceModal
        open={modalOpen}
        organizationId={organizationId}
        service={editing}
        onClose={() => setModalOpen(false)}
      />
      <ImportServicesModal
        organizationId={organizationId}
        open={importOpen}
        onClose={() => setImportOpen(false)}
      />
      <ConfirmModal
        open={deleting != null}
        title="Delete service"
        text={settingsMessages.deleteConfirmText}
        confirmLabel={settingsMessages.yesDelete}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
