import { useState } from 'react';
import { Button, Card, Flex, Input, Popconfirm, type TableColumnsType } from 'antd';
import { DeleteOutlined, SearchOutlined } from '@ant-design/icons';
import { PagedTable } from '@ensemble/shared-ui';
import type { SocialUrl } from './types';

export const NO_URLS = 'No urls to display';

/**
 * The organization's social URLs (spec 3 §2): search, selection and bulk delete, 10 per page. The search text
 * is reported to the page, which fetches the list for it.
 */
export function UrlList(props: {
  urls: SocialUrl[];
  count: number;
  loading: boolean;
  search: string;
  onSearchChange: (s: string) => void;
  page: number;
  onPageChange: (p: number) => void;
  onOpen: (u: SocialUrl) => void;
  /** Bulk delete; without it (no delete endpoint yet) the list offers no selection. */
  onDelete?: (ids: number[]) => void;
}) {
  const [selected, setSelected] = useState<number[]>([]);

  const columns: TableColumnsType<SocialUrl> = [
    {
      title: 'Title',
      dataIndex: 'title',
      key: 'title',
      render: (title: string, u) => (
        <Button type="link" onClick={() => props.onOpen(u)} style={{ padding: 0 }}>
          {title}
        </Button>
      ),
    },
    { title: 'URL', dataIndex: 'url', key: 'url', ellipsis: true },
    { title: 'Posts', dataIndex: 'posts_count', key: 'posts', width: 90, align: 'right' },
    { title: 'Complete', dataIndex: 'complete_count', key: 'complete', width: 110, align: 'right' },
    { title: 'Incomplete', dataIndex: 'incomplete_count', key: 'incomplete', width: 120, align: 'right' },
  ];

  return (
    <Card
      title="URLs"
      data-testid="social-urls"
      extra={
        props.onDelete ? (
          <Popconfirm
            title={`Delete ${selected.length} URL${selected.length === 1 ? '' : 's'} and their posts?`}
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={() => {
              props.onDelete?.(selected);
              setSelected([]);
            }}
            disabled={selected.length === 0}
          >
            <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0}>
              Delete selected
            </Button>
          </Popconfirm>
        ) : undefined
      }
    >
      <Flex style={{ marginBottom: 16 }}>
        <Input
          aria-label="Search URLs"
          placeholder="Search URLs"
          allowClear
          prefix={<SearchOutlined />}
          value={props.search}
          onChange={(e) => props.onSearchChange(e.target.value)}
          style={{ maxWidth: 360 }}
        />
      </Flex>
      <PagedTable<SocialUrl>
        rowKey="id"
        columns={columns}
        rows={props.urls}
        total={props.count}
        loading={props.loading}
        scroll={{ x: 640 }}
        rowSelection={
          props.onDelete
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }
            : undefined
        }
        emptyText={NO_URLS}
        state={{
          page: props.page,
          pageSize: 10,
          onTableChange: (pagination) => props.onPageChange(pagination.current ?? 1),
        }}
        pagination={{ hideOnSinglePage: true }}
      />
    </Card>
  );
}
