import { useState, type ReactNode } from 'react';
import { Button, Card, Flex, Input, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, SearchOutlined } from '@ant-design/icons';
import { socialConstants, socialMessages, socialNotices } from '@ensemble/contracts';
import { ConfirmModal, PagedTable, type PagedTableProps, useConfirmDelete } from '@ensemble/shared-ui';
import type { SocialUrl } from './types';

export const NO_URLS = socialMessages.noUrls;

// What deleting takes with it, said before it is done.
const DELETE_MANY_TEXT = 'Their posts are deleted too, and their scheduled publications cancelled.';
const DELETE_ONE_TEXT = 'Its posts are deleted too, and their scheduled publications cancelled.';

/**
 * The organization's social URLs (spec 3 §2): search, selection and bulk delete, 10 per page; each row can be
 * edited and deleted on its own. The search text is reported to the page, which fetches the list for it.
 */
export function UrlList(props: {
  urls: SocialUrl[];
  count: number;
  loading: boolean;
  /** The list's query: a failure (other than a page past the end) replaces the table, with Retry. */
  query?: PagedTableProps<SocialUrl>['query'];
  search: string;
  onSearchChange: (s: string) => void;
  page: number;
  onPageChange: (p: number) => void;
  onOpen: (u: SocialUrl) => void;
  /** Bulk delete; rejects with the API's error (the confirmation then stays open). */
  onDelete?: (ids: number[]) => Promise<unknown>;
  /** Opens the URL's edit form. */
  onEdit?: (u: SocialUrl) => void;
  /** Deletes one URL, once confirmed here; rejects with the API's error (the confirmation then stays open). */
  onDeleteOne?: (u: SocialUrl) => Promise<unknown>;
  /** Buttons on the card's header (Add URL, Import, Create new post). */
  actions?: ReactNode;
}) {
  const [selected, setSelected] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  const { onEdit, onDeleteOne } = props;
  const confirmDeleteOne = useConfirmDelete<SocialUrl>({
    title: (u) => `Delete ${u.title}?`,
    text: () => DELETE_ONE_TEXT,
    confirmLabel: 'Delete',
    remove: async (u) => {
      await onDeleteOne?.(u);
      // A deleted URL no longer counts in the bulk selection.
      setSelected((s) => s.filter((id) => id !== u.id));
    },
    deleted: socialNotices.urlsDeleted(1),
    failed: socialNotices.urlDeleteFailed,
  });

  const columns: TableColumnsType<SocialUrl> = [
    {
      title: 'Title',
      dataIndex: 'title',
      key: 'title',
      render: (title: string, u) => (
        <Button type="link" onClick={() => props.onOpen(u)} style={{ padding: 0, height: 'auto' }}>
          {title}
        </Button>
      ),
    },
    {
      title: 'URL',
      dataIndex: 'url',
      key: 'url',
      ellipsis: true,
      render: (url: string) => (
        <Typography.Link href={url} target="_blank" rel="noopener noreferrer">
          {url}
        </Typography.Link>
      ),
    },
    { title: 'Posts', dataIndex: 'posts_count', key: 'posts', width: 90, align: 'right' },
    { title: 'Complete', dataIndex: 'complete_count', key: 'complete', width: 110, align: 'right' },
    { title: 'Incomplete', dataIndex: 'incomplete_count', key: 'incomplete', width: 120, align: 'right' },
  ];
  if (onEdit || onDeleteOne)
    columns.push({
      title: 'Actions',
      key: 'actions',
      width: 150,
      render: (_: unknown, u) => (
        <Flex gap={4}>
          {onEdit ? (
            <Button size="small" aria-label={`Edit ${u.title}`} onClick={() => onEdit(u)}>
              Edit
            </Button>
          ) : null}
          {onDeleteOne ? (
            <Button
              size="small"
              danger
              aria-label={`Delete ${u.title}`}
              onClick={() => confirmDeleteOne.ask(u)}
            >
              Delete
            </Button>
          ) : null}
        </Flex>
      ),
    });

  const n = selected.length;
  return (
    <Card
      title="URLs"
      data-testid="social-urls"
      extra={
        <Flex gap={8} wrap justify="flex-end">
          {props.actions}
        </Flex>
      }
    >
      <Flex gap={8} wrap justify="space-between" style={{ marginBottom: 16 }}>
        <Input
          aria-label="Search URLs"
          placeholder="Search URLs"
          allowClear
          prefix={<SearchOutlined />}
          value={props.search}
          onChange={(e) => props.onSearchChange(e.target.value)}
          style={{ maxWidth: 360 }}
        />
        {props.onDelete ? (
          <Button danger icon={<DeleteOutlined />} disabled={n === 0} onClick={() => setConfirming(true)}>
            Delete selected{n > 0 ? ` (${n})` : ''}
          </Button>
        ) : null}
      </Flex>
      <PagedTable<SocialUrl>
        rowKey="id"
        columns={columns}
        rows={props.urls}
        total={props.count}
        loading={props.loading}
        query={props.query}
        errorTitle="Unable to get URLs"
        scroll={{ x: 640 }}
        rowSelection={
          props.onDelete
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }
            : undefined
        }
        emptyText={NO_URLS}
        state={{
          page: props.page,
          pageSize: socialConstants.urlsPageSize,
          onTableChange: (pagination) => props.onPageChange(pagination.current ?? 1),
        }}
        pagination={{ hideOnSinglePage: true, showSizeChanger: false }}
      />
      <ConfirmModal
        open={confirming}
        title={`Delete ${n} URL${n === 1 ? '' : 's'}?`}
        text={DELETE_MANY_TEXT}
        confirmLabel="Delete"
        danger
        onConfirm={async () => {
          await props.onDelete?.(selected);
          setSelected([]);
          setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
      />
      {confirmDeleteOne.modal}
    </Card>
  );
}
