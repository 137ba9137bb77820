import { Button, Tag } from 'antd';
import dayjs from 'dayjs';
import {
  formatUsd,
  type PostcardOrder,
  type PostcardOrderStatus,
  postcardsConstants,
} from '@ensemble/contracts';
import { PagedTable, usePagedTableState } from '@ensemble/shared-ui';
import { usePostcardOrdersQuery, usePostcardTemplatesQuery } from '../../api/postcardsApi';

const statusColors: Record<PostcardOrderStatus, string> = {
  Pending: 'default',
  'Pending Payment': 'gold',
  Processing: 'blue',
  Mailing: 'cyan',
  Delivered: 'green',
  'Failed Payment': 'red',
  Undeliverable: 'volcano',
  Canceled: 'default',
  Failed: 'red',
};

/** Orders that can still be changed and paid. */
export const editableStatuses: PostcardOrderStatus[] = ['Pending', 'Pending Payment', 'Failed Payment'];

/** 'Existing orders': the organization's orders, newest first; an open one opens for editing and payment. */
export function ExistingOrdersTab(props: { organizationId: number; onOpen: (order: PostcardOrder) => void }) {
  const paging = usePagedTableState({ pageSize: postcardsConstants.defaultPageSize, debounceMs: 0 });
  const orders = usePostcardOrdersQuery({
    organizationId: props.organizationId,
    page: paging.page,
    perPage: paging.pageSize,
  });
  const templates = usePostcardTemplatesQuery(props.organizationId);
  const titleOf = (o: PostcardOrder) =>
    templates.data?.find((t) => t.id === o.template_id)?.title ?? o.designID;

  return (
    <PagedTable<PostcardOrder>
      data-testid="postcard-orders"
      rowKey="orderID"
      size="small"
      rows={orders.data?.results}
      total={orders.data?.pagination.totalResults ?? 0}
      query={orders}
      errorTitle="Post card orders could not be loaded"
      emptyText="No post card orders to display"
      state={paging}
      pageSizes={[5, 10, 25, 50]}
      mobileScrollX={760}
      columns={[
        { title: 'Order', dataIndex: 'orderID', render: (id: number) => `#${id}` },
        { title: 'Design', key: 'design', render: (_: unknown, o) => titleOf(o) },
        {
          title: 'Date',
          dataIndex: 'orderDate',
          render: (d: string) => dayjs(d).format('MM/DD/YYYY HH:mm'),
        },
        { title: 'Recipients', dataIndex: 'total_recipients' },
        { title: 'Mail class', dataIndex: 'mailClass' },
        { title: 'Total', dataIndex: 'total_price', render: (t: number) => formatUsd(t) },
        {
          title: 'Status',
          dataIndex: 'status',
          render: (s: PostcardOrderStatus) => <Tag color={statusColors[s]}>{s}</Tag>,
        },
        {
          title: 'Actions',
          key: 'actions',
          render: (_: unknown, o) =>
            editableStatuses.includes(o.status) ? (
              <Button size="small" onClick={() => props.onOpen(o)} aria-label={`Open order #${o.orderID}`}>
                {o.status === 'Pending' ? 'Open' : 'Open and pay'}
              </Button>
            ) : null,
        },
      ]}
    />
  );
}
