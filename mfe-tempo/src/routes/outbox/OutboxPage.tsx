import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button, Card, Segmented, Tag, type TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { pageSizes, type OutboxChannel, type OutboxMessage } from '@ensemble/contracts';
import {
  ErrorPanel,
  NotFound,
  PageHeader,
  PagedTable,
  apiErrorMessage,
  errorStatus,
  parseId,
  useIsMobile,
  usePagedTableState,
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
  const list = usePagedTableState({ pageSize: pageSizes.outbox, debounceMs: 0 });
  const [channel, setChannel] = useState<ChannelFilter>('all');
  const [open, setOpen] = useState<OutboxMessage | null>(null);

  const q = useOutboxQuery(
    {
      organizationId: organizationId ?? 0,
      page: list.page,
      perPage: list.pageSize,
      channel: channel === 'all' ? null : channel,
    },
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
            list.setPage(1);
          }}
          options={[
            { label: 'All', value: 'all' },
            { label: 'Email', value: 'email' },
            { label: 'SMS', value: 'sms' },
          ]}
          style={{ marginBottom: 16 }}
        />
        <PagedTable<OutboxMessage>
          data-testid="outbox-table"
          rowKey="id"
          size={isMobile ? 'small' : 'middle'}
          columns={isMobile ? columns.filter((c) => c.key !== 'channel') : columns}
          rows={q.data?.results}
          total={q.data?.count ?? 0}
          query={q}
          emptyText={q.isLoading ? ' ' : 'No messages yet'}
          plainEmpty={q.isLoading}
          state={list}
          pageSizes={OUTBOX_PAGE_SIZES}
          pagination={{
            hideOnSinglePage: false,
            showTotal: (total) => `${total} message${total === 1 ? '' : 's'}`,
          }}
          mobileScrollX={560}
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
        />
      </Card>
      <MessageDrawer organizationId={organizationId} message={open} onClose={() => setOpen(null)} />
    </section>
  );
}
