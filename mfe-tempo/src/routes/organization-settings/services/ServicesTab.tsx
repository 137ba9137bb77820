import { useState } from 'react';
import { Button, Flex, Space, Switch, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { CloudDownloadOutlined, CloudUploadOutlined, PlusOutlined } from '@ant-design/icons';
import { settingsConstants, settingsMessages, type Service, sortableColumn } from '@ensemble/contracts';
import { PagedTable, apiErrorMessage, useConfirmDelete, useItemModal, useNotify } from '@ensemble/shared-ui';
import {
  useDeleteServiceMutation,
  useGetOrganizationSettingsQuery,
  useGetServicesQuery,
  usePushToProviderMutation,
  useUpdateOrganizationSettingsMutation,
} from '../../../api/settingsApi';
import { deleteAction, editAction } from '../shared/RowActions';
import { actionsColumn } from '../shared/SettingsTable';
import { listArgs, stepBackAfterDelete, useListState } from '../shared/useListState';
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
  const list = useListState(settingsConstants.servicesPageSize);
  const [selected, setSelected] = useState<number[]>([]);
  const modal = useItemModal<Service>();
  const [importOpen, setImportOpen] = useState(false);

  const q = useGetServicesQuery({ organizationId, ...listArgs(list) });
  const settings = useGetOrganizationSettingsQuery(organizationId);
  const [updateSettings, settingsState] = useUpdateOrganizationSettingsMutation();
  const [remove] = useDeleteServiceMutation();
  const [push, pushState] = usePushToProviderMutation();

  const confirmDelete = useConfirmDelete<Service>({
    title: 'Delete service',
    remove: async (s) => {
      await remove({ organizationId, id: s.id }).unwrap();
      setSelected((ids) => ids.filter((id) => id !== s.id));
      stepBackAfterDelete(list, q.data?.results.length ?? 0);
    },
    deleted: settingsMessages.deletedSuccessfully,
  });

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
      ...sortableColumn('services', 'name', list.ordering),
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
      ...sortableColumn('services', 'description', list.ordering),
      render: (v: string | null) => v ?? '',
    },
    {
      title: 'Price',
      ...sortableColumn('services', 'price', list.ordering),
      render: (_: unknown, s) => formatServicePrice(s),
    },
    // The default set belongs to no organization, so it is read-only here.
    actionsColumn(
      (s) =>
        s.is_default
          ? null
          : [
              editAction(`Edit ${s.name}`, () => modal.edit(s), 'Edit'),
              deleteAction(`Delete ${s.name}`, () => confirmDelete.ask(s), 'Delete'),
            ],
      { text: true, width: 110 },
    ),
  ];

  return (
    <section aria-label="Services" data-testid="services-tab">
      <PagedTable<Service>
        data-testid="services-table"
        rowKey="id"
        columns={columns}
        query={q}
        errorTitle="Services could not be loaded"
        emptyText="No services to display"
        state={list}
        pageSizes={SERVICES_PAGE_SIZES}
        search={{ placeholder: 'Search services', maxWidth: 280 }}
        toolbar={
          <>
            <Button icon={<PlusOutlined />} type="primary" onClick={modal.create}>
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
          </>
        }
        beforeTable={
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
        }
        scroll={{ x: 'max-content' }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
          getCheckboxProps: (s) => ({ disabled: s.is_default, 'aria-label': `Select ${s.name}` }),
        }}
      />
      <ServiceModal
        open={modal.open}
        organizationId={organizationId}
        service={modal.item}
        onClose={modal.close}
      />
      <ImportServicesModal
        organizationId={organizationId}
        open={importOpen}
        onClose={() => setImportOpen(false)}
      />
      {confirmDelete.modal}
    </section>
  );
}
