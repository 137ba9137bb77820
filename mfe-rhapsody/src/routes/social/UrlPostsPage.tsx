import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button, Card, Flex, Input, Tag, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { socialConstants, type SocialPost } from '@ensemble/contracts';
import {
  EmptyState,
  NotFound,
  PageHeader,
  PagedTable,
  parseId,
  useDebouncedValue,
} from '@ensemble/shared-ui';
import { useSocialPostsQuery, useSocialUrlQuery } from '../../api/socialApi';
import { socialPaths } from './paths';
import { CompleteTag, MediaThumb, formatDateTime } from './postDisplay';
import { isInvalidPage, useInvalidPageBack } from './useInvalidPageBack';

export const NO_POSTS = 'No posts yet. Create the first post for this URL.';

/** /rhapsody/social/:organizationId/posts/:urlId?title= — a URL's posts (spec 3 §2), 10 a page, searchable. */
export function UrlPostsPage() {
  const params = useParams();
  const organizationId = parseId(params.organizationId);
  const urlId = parseId(params.urlId);
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim());
  const skip = organizationId == null || urlId == null;
  const args = { organizationId: organizationId ?? 0, urlId: urlId ?? 0 };
  const posts = useSocialPostsQuery({ ...args, page, search: debounced }, { skip });
  // The title comes with the link; opened from elsewhere (a bookmark), the URL itself gives it.
  const titleParam = query.get('title');
  const url = useSocialUrlQuery(args, { skip: skip || !!titleParam });
  useInvalidPageBack(posts.error, page, setPage);

  if (organizationId == null || urlId == null) return <NotFound />;
  const title = titleParam || url.data?.title || 'Posts';

  const open = (p: SocialPost) => navigate(socialPaths.post(organizationId, urlId, p.id));
  const columns: TableColumnsType<SocialPost> = [
    {
      title: 'Media',
      key: 'media',
      width: 80,
      render: (_: unknown, p) => <MediaThumb post={p} />,
    },
    {
      title: 'Title',
      dataIndex: 'title',
      key: 'title',
      render: (t: string, p) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
          onClick={(e) => {
            e.stopPropagation();
            open(p);
          }}
        >
          {t || '(untitled)'}
        </Button>
      ),
    },
    {
      title: 'Status',
      key: 'complete',
      width: 120,
      render: (_: unknown, p) => <CompleteTag complete={p.complete} />,
    },
    {
      title: 'Queued',
      dataIndex: 'in_queue',
      key: 'queued',
      width: 100,
      render: (q: boolean) => (q ? <Tag color="blue">Queued</Tag> : <Tag>No</Tag>),
    },
    {
      title: 'Scheduled',
      dataIndex: 'scheduled_date',
      key: 'scheduled',
      width: 180,
      render: (d: string | null, p) => (p.scheduled ? formatDateTime(d) : '—'),
    },
    {
      title: 'Last posted',
      dataIndex: 'last_time_posted',
      key: 'posted',
      width: 180,
      render: (d: string | null) => formatDateTime(d),
    },
  ];

  const create = (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      onClick={() => navigate(socialPaths.create(organizationId, urlId))}
    >
      Create new post
    </Button>
  );
  return (
    <section aria-label="URL posts">
      <PageHeader
        title={title}
        subtitle="Posts"
        extra={
          <>
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(socialPaths.home(organizationId))}>
              Back
            </Button>
            {create}
          </>
        }
      />
      <Card>
        <Flex style={{ marginBottom: 16 }}>
          <Input
            aria-label="Search posts"
            placeholder="Search posts"
            allowClear
            prefix={<SearchOutlined />}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            style={{ maxWidth: 360 }}
          />
        </Flex>
        <PagedTable<SocialPost>
          rowKey="id"
          columns={columns}
          rows={posts.data?.results ?? []}
          total={posts.data?.count ?? 0}
          loading={posts.isFetching}
          query={posts.isError && !isInvalidPage(posts.error) ? posts : undefined}
          errorTitle="Unable to get posts"
          emptyText={
            debounced ? 'No posts match this search' : <EmptyState description={NO_POSTS} action={create} />
          }
          scroll={{ x: 800 }}
          onRow={(p) => ({ onClick: () => open(p), style: { cursor: 'pointer' } })}
          state={{
            page,
            pageSize: socialConstants.postsPageSize,
            onTableChange: (pagination) => setPage(pagination.current ?? 1),
          }}
          pagination={{ hideOnSinglePage: true, showSizeChanger: false }}
        />
      </Card>
    </section>
  );
}
