import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button, Card, Segmented, Table, Tag, type TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { pageSizes, type OutboxChannel, type OutboxMessage } from '@ensemble/contracts';
import {
  EmptyState,
  ErrorPanel,
  NotFound,
  PageHeader,
  apiErrorMessage,
  errorStatus,
  parseId,
  useIsMobile,
} from '@ensemble/shared-ui';
import { useOutboxQuery } from '../../api/outboxApi';
import { MessageDrawer } from './MessageDrawer';
import { formatDate, preview } from './format';

export const OUTBOX_PAGE_SIZES = [5, 10, pageSizes.outbox, 25, 50];

type ChannelFilter = 'all' | OutboxChannel;

/**
 * /tempo/outbox/:organizationId — every email and text message the suite would have sent for the organization
 * (ARCHITECTURE.md, providers). Owners only; the API answers 403 to other members.
 */
export function OutboxPage() {
  const organizationId = parseId(useParams().organizationId);
  const isMobile = useIsMobile();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(pageSizes.outbox);
  const [channel, setChannel] = useState<ChannelFilter>('all');
  const [open, setOpen] = useState<OutboxMessage | null>(null);

  const q = useOutboxQuery(
    { organizationId: organizationId ?? 0, page, perPage, channel: channel === 'all' ? null : channel },
    { skip: organizationId == null },
  );

  if (organizationId == null) return <NotFound />;

  const header = (
    <PageHeader
      title="Outbox"
      subtitle="Every email and text message Ensemble would have sent for this organization."
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void q.refetch()} loading={q.isFetching}>
          Refresh
        </Button>
      }
    />
  );

  if (q.isError) {
    const status = errorStatus(q.error);
    return (
      <section aria-label="Outbox">
        {header}
        {status === 403 ? (
          <ErrorPanel title="Only owners can read the outbox" />
        ) : (
          <ErrorPanel
            title="The outbox could not be loaded"
            description={apiErrorMessage(q.error)}
            onRetry={() => void q.refetch()}
          />
        )}
      </section>
    );
  }

  const columns: TableColumnsType<OutboxMessage> = [
    { title: 'Date', dataIndex: 'created_at', key: 'date', width: 170, render: (v: string) => formatDate(v) },
    {
      title: 'Channel',
      dataIndex: 'channel',
      key: 'channel',
      width: 100,
      render: (c: OutboxChannel) => (
        <Tag color={c === 'email' ? 'blue' : 'green'}>{c === 'email' ? 'Email' : 'SMS'}</Tag>
      ),
    },
    { title: 'To', dataIndex: 'to', key: 'to', ellipsis: true },
    {
      title: 'Subject / Text',
      key: 'preview',
      ellipsis: true,
      render: (_: unknown, m: OutboxMessage) => preview(m.subject, m.text),
    },
  ];

  return (
    <section aria-label="Outbox">
      {header}
      <Card>
        <Segmented<ChannelFilter>
          aria-label="Channel"
          value={channel}
          onChange={(v) => {
            setChannel(v);
            setPage(1);
          }}
          options={[
            { label: 'All', value: 'all' },
            { label: 'Email', value: 'email' },
            { label: 'SMS', value: 'sms' },
          ]}
          style={{ marginBottom: 16 }}
        />
        <Table<OutboxMessage>
          data-testid="outbox-table"
          rowKey="id"
          size={isMobile ? 'small' : 'middle'}
          columns={isMobile ? columns.filter((c) => c.key !== 'channel') : columns}
          dataSource={q.data?.results ?? []}
          loading={q.isFetching}
          scroll={{ x: isMobile ? 560 : undefined }}
          locale={{ emptyText: q.isLoading ? ' ' : <EmptyState description="No messages yet" /> }}
          onRow={(m) => ({
            onClick: () => setOpen(m),
            onKeyDown: (e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                setOpen(m);
              }
            },
            tabIndex: 0,
            role: 'button',
            'aria-label': `Open message to ${m.to}`,
            style: { cursor: 'pointer' },
          })}
          pagination={{
            current: page,
            pageSize: perPage,
            total: q.data?.count ?? 0,
            showSizeChanger: true,
            pageSizeOptions: OUTBOX_PAGE_SIZES,
            hideOnSinglePage: false,
            showTotal: (total) => `${total} message${total === 1 ? '' : 's'}`,
            onChange: (p, size) => {
              if (size !== perPage) {
                setPerPage(size);
                setPage(1);
              } else setPage(p);
            },
          }}
        />
      </Card>
      <MessageDrawer message={open} onClose={() => setOpen(null)} />
    </section>
  );
}
