import { useState } from 'react';
import { Button, Card, Flex, Input, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { CaretRightOutlined, CheckOutlined, DeleteOutlined, PauseOutlined } from '@ant-design/icons';
import { useFormik } from 'formik';
import {
  socialConstants,
  socialLimits,
  socialMessages as M,
  socialRssFeedSchema,
  type SocialRssFeed,
  socialNotices,
} from '@ensemble/contracts';
import {
  errorMessage,
  PagedTable,
  submitErrorBanner,
  useConfirmDelete,
  useNotify,
  visibleError,
} from '@ensemble/shared-ui';
import {
  useAddRssFeedMutation,
  useClearRssDraftsMutation,
  useDeleteRssFeedMutation,
  useRssFeedsQuery,
  useRssUnreadQuery,
  useSetRssFeedStatusMutation,
} from '../../api/socialSetupApi';
import { formatDate } from './format';

/** Adds a feed; the API's refusals (not fetchable, not a feed) show under the field. */
function AddFeedForm({ organizationId, onAdded }: { organizationId: number; onAdded: () => void }) {
  const [add] = useAddRssFeedMutation();
  const notify = useNotify();
  const formik = useFormik({
    initialValues: { feed_url: '' },
    validationSchema: socialRssFeedSchema,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      const feed_url = values.feed_url.trim();
      const result = await add({ organizationId, feed_url });
      if (result.error) {
        const banner = submitErrorBanner(result.error, helpers.setErrors, 'Unable to add the feed');
        if (banner) helpers.setErrors({ feed_url: banner });
        return;
      }
      helpers.resetForm();
      notify.success(socialNotices.rssFeedAdded);
      onAdded();
    },
  });
  const error = visibleError(formik, 'feed_url');
  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Add an RSS feed">
      <Flex gap={8} align="flex-start" wrap>
        <Flex vertical style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Input
            name="feed_url"
            type="url"
            aria-label="RSS url"
            placeholder="https://example.com/feed.xml"
            value={formik.values.feed_url}
            maxLength={socialLimits.rssUrlMaxLength}
            status={error ? 'error' : undefined}
            aria-invalid={!!error}
            aria-describedby={error ? 'rss-url-error' : undefined}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
          {error ? (
            <Typography.Text type="danger" id="rss-url-error" role="alert">
              {error}
            </Typography.Text>
          ) : null}
        </Flex>
        <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
          Add feed
        </Button>
      </Flex>
    </form>
  );
}

/**
 * Spec 3 §2 RSS feeds: add a feed, then a table (RSS url's, Last Updated, Actions: pause or resume, delete) paged by
 * 10, with the refresh footer. Ours (spec 3 §7 get-read/ and clear): how many of the feeds' drafts nobody opened yet,
 * in all and per feed, and a feed's new drafts marked read at once. The API's cancel (the feed's next read skipped)
 * has no button: the screen shows no next read to skip, and Pause already stops the reads.
 */
export function RssFeedsCard({ organizationId }: { organizationId: number }) {
  const [page, setPage] = useState(1);
  const feeds = useRssFeedsQuery({ organizationId, page });
  const [setStatus, { isLoading: switching, originalArgs }] = useSetRssFeedStatusMutation();
  const [remove] = useDeleteRssFeedMutation();
  const unread = useRssUnreadQuery(organizationId).data?.unread ?? 0;
  const [clearDrafts, { isLoading: clearing, originalArgs: clearArgs }] = useClearRssDraftsMutation();
  const notify = useNotify();
  const confirmDelete = useConfirmDelete<SocialRssFeed>({
    title: 'Delete RSS feed',
    text: (f) => `Delete the feed ${f.feed_url}? The draft posts it made stay.`,
    remove: (f) => remove({ organizationId, id: f.id }).unwrap(),
    deleted: socialNotices.rssFeedDeleted,
    failed: socialNotices.rssFeedDeleteFailed,
  });

  // The last row of a page deleted: show the page before rather than an empty one.
  const results = feeds.data?.results;
  if (page > 1 && results && results.length === 0 && !feeds.isFetching) setPage(page - 1);

  const toggle = async (feed: SocialRssFeed) => {
    const result = await setStatus({ organizationId, id: feed.id, status: !feed.status });
    if (result.error) notify.error(errorMessage(result.error, socialNotices.rssFeedUpdateFailed));
  };

  const markRead = async (feed: SocialRssFeed) => {
    const result = await clearDrafts({ organizationId, id: feed.id });
    if (result.error) notify.error(errorMessage(result.error, socialNotices.rssFeedUpdateFailed));
    else notify.success(socialNotices.rssDraftsCleared);
  };

  const columns: TableColumnsType<SocialRssFeed> = [
    {
      title: "RSS url's",
      dataIndex: 'feed_url',
      key: 'feed_url',
      ellipsis: true,
      render: (url: string, f) => (
        <Flex vertical>
          <a href={url} target="_blank" rel="noopener noreferrer">
            {url}
          </a>
          {f.unread > 0 ? (
            <Typography.Text strong>{socialNotices.newDrafts(f.unread)}</Typography.Text>
          ) : null}
          {f.status ? null : <Typography.Text type="secondary">Paused</Typography.Text>}
        </Flex>
      ),
    },
    {
      title: 'Last Updated',
      dataIndex: 'last_scraped',
      key: 'last_scraped',
      width: 140,
      render: (at: string | null) => (at ? formatDate(at) : 'Not read yet'),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 150,
      render: (_, f) => {
        const label = f.status ? 'Pause feed' : 'Resume feed';
        return (
          <Flex gap={4}>
            {f.unread > 0 ? (
              <Tooltip title="Mark new drafts read">
                <Button
                  type="text"
                  aria-label={`Mark the new drafts of ${f.feed_url} read`}
                  icon={<CheckOutlined />}
                  loading={clearing && clearArgs?.id === f.id}
                  onClick={() => void markRead(f)}
                />
              </Tooltip>
            ) : null}
            <Tooltip title={label}>
              <Button
                type="text"
                aria-label={`${label} ${f.feed_url}`}
                icon={f.status ? <PauseOutlined /> : <CaretRightOutlined />}
                loading={switching && originalArgs?.id === f.id}
                onClick={() => void toggle(f)}
              />
            </Tooltip>
            <Tooltip title="Delete feed">
              <Button
                type="text"
                danger
                aria-label={`Delete feed ${f.feed_url}`}
                icon={<DeleteOutlined />}
                onClick={() => confirmDelete.ask(f)}
              />
            </Tooltip>
          </Flex>
        );
      },
    },
  ];

  return (
    <Card
      title="RSS feeds"
      data-testid="social-rss"
      extra={
        unread > 0 ? (
          <Tag color="blue" data-testid="rss-unread">
            {socialNotices.newDrafts(unread)}
          </Tag>
        ) : null
      }
    >
      <Flex vertical gap={12}>
        <AddFeedForm organizationId={organizationId} onAdded={() => setPage(1)} />
        <PagedTable<SocialRssFeed>
          rowKey="id"
          columns={columns}
          query={feeds}
          errorTitle="Unable to get RSS feeds"
          emptyText={M.noRssFeeds}
          mobileScrollX={520}
          pagination={{
            current: page,
            pageSize: socialConstants.rssPageSize,
            total: feeds.data?.count ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
        />
        <Typography.Text type="secondary">{M.rssFooter}</Typography.Text>
      </Flex>
      {confirmDelete.modal}
    </Card>
  );
}
