import { useState } from 'react';
import { Button, Flex, Modal, Typography } from 'antd';
import type { ProviderProduct } from '@ensemble/contracts';
import { PagedTable, apiErrorMessage, useNotify } from '@ensemble/shared-ui';
import { useGetProviderProductsQuery, useImportFromProviderMutation } from '../../../api/settingsApi';
import { formatServicePrice } from './serviceForm';

export interface ImportServicesModalProps {
  organizationId: number;
  open: boolean;
  onClose: () => void;
}

const importedText = (n: number) => (n === 1 ? '1 service imported' : `${n} services imported`);

/** Lists the payments provider's products not imported yet; imports the selected ones, or all of them. */
export function ImportServicesModal({ organizationId, open, onClose }: ImportServicesModalProps) {
  const notify = useNotify();
  const [selected, setSelected] = useState<string[]>([]);
  const q = useGetProviderProductsQuery(organizationId, { skip: !open, refetchOnMountOrArgChange: true });
  const [importProducts, state] = useImportFromProviderMutation();

  const run = async (productIds?: string[]) => {
    const result = await importProducts({
      organizationId,
      body: productIds ? { product_ids: productIds } : {},
    });
    if (result.error) {
      notify.error(apiErrorMessage(result.error));
      return;
    }
    notify.success(importedText(result.data.imported));
    setSelected([]);
    onClose();
  };

  const products = q.data ?? [];
  return (
    <Modal open={open} title="Import from payments provider" onCancel={onClose} footer={null} width={680}>
      <Typography.Paragraph type="secondary">
        Products in your payments provider that are not services here yet.
      </Typography.Paragraph>
      <PagedTable<ProviderProduct>
        data-testid="provider-products"
        rowKey="id"
        size="small"
        rows={products}
        query={q}
        errorTitle="Products could not be loaded"
        emptyText="No products to import"
        pagination={false}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(String)),
        }}
        columns={[
          { title: 'Name', dataIndex: 'name', key: 'name' },
          {
            title: 'Description',
            dataIndex: 'description',
            key: 'description',
            render: (v: string | null) => v ?? '',
          },
          {
            title: 'Price',
            dataIndex: 'unit_amount',
            key: 'price',
            render: (v: number | null) =>
              formatServicePrice({ price: v, price_type: 'one_time', billing_period: null }).replace(
                ' one time',
                '',
              ),
          },
        ]}
      />
      <Flex justify="flex-end" gap={8} style={{ marginTop: 16 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          disabled={products.length === 0}
          loading={state.isLoading && selected.length === 0}
          onClick={() => void run()}
        >
          Import all
        </Button>
        <Button
          type="primary"
          disabled={selected.length === 0}
          loading={state.isLoading && selected.length > 0}
          onClick={() => void run(selected)}
        >
          Import selected
        </Button>
      </Flex>
    </Modal>
  );
}
