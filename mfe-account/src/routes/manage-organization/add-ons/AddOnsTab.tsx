import { useState } from 'react';
import { Button, Card, Flex, Skeleton, Typography } from 'antd';
import {
  billingConstants,
  billingMessages,
  type BillingProduct,
  type AddonPurchase,
  type CouponResult,
} from '@ensemble/contracts';
import { EmptyState, ErrorPanel, PagedTable, useNotify, usePagedTableState } from '@ensemble/shared-ui';
import {
  useBuyAddonMutation,
  useGetAddonProductsQuery,
  useGetAddonPurchasesQuery,
} from '../../../api/billingApi';
import { CouponModal } from '../../../billing/CouponModal';
import { wholeDollars } from '../../../billing/format';

function addonPrice(product: BillingProduct) {
  return product.prices[0];
}

/** Add-on products with their whole-dollar price and a Buy (optional coupon), then the purchases made. */
export function AddOnsPanel({ organizationId }: { organizationId: number }) {
  const notify = useNotify();
  const products = useGetAddonProductsQuery(organizationId);
  const paging = usePagedTableState({ pageSize: billingConstants.addonPurchasesPageSize, debounceMs: 0 });
  const purchases = useGetAddonPurchasesQuery({
    orgId: organizationId,
    page: paging.page,
    per_page: paging.pageSize,
  });
  const [buy, buyState] = useBuyAddonMutation();
  const [buying, setBuying] = useState<BillingProduct | null>(null);

  const onProceed = async (coupon: CouponResult | null) => {
    if (!buying) return;
    const result = await buy({
      orgId: organizationId,
      body: { product_id: buying.id, ...(coupon ? { coupon_id: coupon.coupon.id } : {}) },
    });
    setBuying(null);
    if (result.error) notify.error(billingMessages.unableToBuyAddon);
    else notify.success(billingMessages.addonBought);
  };

  let list;
  if (products.isLoading) list = <Skeleton active />;
  else if (products.error || !products.data)
    list = <ErrorPanel title="Unable to load add-ons" onRetry={() => void products.refetch()} />;
  else if (products.data.length === 0) list = <EmptyState description="No add-ons available" />;
  else
    list = (
      <Flex gap={16} wrap>
        {products.data.map((p) => (
          <Card key={p.id} style={{ width: 260 }} data-testid={`addon-${p.id}`}>
            <Flex vertical gap={8}>
              <Typography.Title level={5} style={{ margin: 0 }}>
                {p.name}
              </Typography.Title>
              {p.description ? <Typography.Text type="secondary">{p.description}</Typography.Text> : null}
              <Typography.Text strong style={{ fontSize: 18 }}>
                {wholeDollars(addonPrice(p))}
              </Typography.Text>
              <Button type="primary" onClick={() => setBuying(p)} disabled={!addonPrice(p)}>
                Buy
              </Button>
            </Flex>
          </Card>
        ))}
      </Flex>
    );

  return (
    <Flex vertical gap={24}>
      {list}
      <div>
        <Typography.Title level={5}>Purchases</Typography.Title>
        <PagedTable<AddonPurchase>
          data-testid="addon-purchases"
          rowKey="id"
          query={purchases}
          emptyText="No purchases yet"
          plainEmpty
          state={paging}
          pagination={{ hideOnSinglePage: true }}
          columns={[
            { title: 'Product', key: 'product', render: (_, r) => r.product.name },
            {
              title: 'Time',
              key: 'time',
              render: (_, r) => new Date(r.time).toLocaleString('en-US'),
            },
          ]}
        />
      </div>
      {buying ? (
        <CouponModal
          open
          productId={buying.id}
          priceCents={addonPrice(buying)?.unit_amount}
          formatPrice={(cents) => `$${Math.round(cents / 100)}`}
          busy={buyState.isLoading}
          onCancel={() => setBuying(null)}
          onProceed={(c) => void onProceed(c)}
        />
      ) : null}
    </Flex>
  );
}

export function AddOnsTab({ organizationId }: { organizationId: number }) {
  return <AddOnsPanel organizationId={organizationId} />;
}
