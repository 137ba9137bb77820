import { useState } from 'react';
import { Alert, Card, Flex, Segmented, Tag, type TableColumnsType } from 'antd';
import {
  publishStatus,
  socialAccountNetworkLabels,
  socialConstants,
  socialMessages as M,
  type SocialAccountNetwork,
  type SocialPostLog,
} from '@ensemble/contracts';
import { PagedTable } from '@ensemble/shared-ui';
import { type PostLogFilter, usePostLogsQuery } from '../../api/socialSetupApi';
import { formatDateTime } from './format';

const FILTERS: { value: PostLogFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'success', label: 'Success' },
  { value: 'error', label: 'Error' },
];

/** The networks a log's publication went to, each once. */
const networksOf = (log: SocialPostLog): SocialAccountNetwork[] => [
  ...new Set(log.results.flatMap((r) => r.payload.platforms)),
];

const columns: TableColumnsType<SocialPostLog> = [
  {
    title: 'Date',
    dataIndex: 'created_at',
    key: 'created_at',
    width: 180,
    render: (at: string) => formatDateTime(at),
  },
  {
    title: 'Post title',
    key: 'post',
    ellipsis: true,
    render: (_, log) => log.post?.title ?? 'Deleted post',
  },
  {
    title: 'Networks',
    key: 'networks',
    render: (_, log) => (
      <Flex gap={4} wrap>
        {networksOf(log).map((n) => (
          <Tag key={n}>{socialAccountNetworkLabels[n]}</Tag>
        ))}
      </Flex>
    ),
  },
  {
    title: 'Success',
    dataIndex: 'all_success',
    key: 'all_success',
    width: 100,
    render: (ok: boolean) => <Tag color={ok ? 'green' : 'red'}>{ok ? 'Yes' : 'No'}</Tag>,
  },
];

/**
 * Spec 3 §2 Post logs: filter all, success (the default) or error; the logs newest first, 10 a page; and the publish
 * status line of what is shown (spec 3 §8: all good, a problem, or a server error when the logs cannot be read).
 */
export function PostLogsCard({ organizationId }: { organizationId: number }) {
  const [filter, setFilter] = useState<PostLogFilter>('success');
  const [page, setPage] = useState(1);
  const logs = usePostLogsQuery({ organizationId, page, filter });

  const status = logs.isError ? publishStatus(null) : logs.data ? publishStatus(logs.data.results) : null;
  const statusType =
    status === M.publishAllGood ? 'success' : status === M.publishProblem ? 'warning' : 'error';

  return (
    <Card title="Post logs" data-testid="social-post-logs">
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Segmented<PostLogFilter>
            aria-label="Show post logs"
            options={FILTERS}
            value={filter}
            onChange={(v) => {
              setFilter(v);
              setPage(1);
            }}
          />
          {status ? <Alert type={statusType} showIcon title={status} data-testid="publish-status" /> : null}
        </Flex>
        <PagedTable<SocialPostLog>
          rowKey="id"
          columns={columns}
          query={logs}
          errorTitle="Unable to get post logs"
          emptyText={M.noPostLogs}
          mobileScrollX={640}
          pagination={{
            current: page,
            pageSize: socialConstants.postLogsPageSize,
            total: logs.data?.count ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
        />
      </Flex>
    </Card>
  );
}
