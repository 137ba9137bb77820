import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  App,
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Flex,
  Image,
  Row,
  Skeleton,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import {
  ArrowLeftOutlined,
  BookOutlined,
  CalendarOutlined,
  CloseCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  SendOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { socialMessages, socialWeights, type SocialPost, socialNotices } from '@ensemble/contracts';
import {
  ConfirmModal,
  ErrorPanel,
  NotFound,
  PageHeader,
  apiErrorMessage,
  errorMessage,
  errorStatus,
  navigateTo,
  parseId,
  useNotify,
} from '@ensemble/shared-ui';
import {
  useAddSocialPostToLibraryMutation,
  useCancelSocialPostScheduleMutation,
  useDeleteSocialPostMutation,
  usePostSocialPostNowMutation,
  useQueueSocialPostMutation,
  useScheduleSocialPostMutation,
  useSocialPostQuery,
  useSocialProfileQuery,
  useUnqueueSocialPostMutation,
} from '../../api/socialApi';
import { socialPaths } from './paths';
import { CompleteTag, formatDateTime } from './postDisplay';
import { lifecycleBlocks } from './postLifecycle';
import { ScheduleModal } from './ScheduleModal';

/** Where the organization's social accounts are connected (mfe-tempo). */
export const socialSetupPath = (organizationId: number) => `/tempo/social-setup/${organizationId}`;

/**
 * After Post now, how often and how long the post is read again: publishing is the server's queued work, and the
 * post's last posting shows once it is done.
 */
export const PUBLISH_POLL_MS = 2000;
export const PUBLISH_WATCH_MS = 30_000;

/** A button that explains, in a tooltip, why it is disabled. */
function Guarded(props: { reason: string | null; children: ReactNode }) {
  if (!props.reason) return <>{props.children}</>;
  return (
    <Tooltip title={props.reason}>
      <span style={{ display: 'inline-block', cursor: 'not-allowed' }}>{props.children}</span>
    </Tooltip>
  );
}

function MediaPreview({ post }: { post: SocialPost }) {
  if (!post.image_url)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={socialMessages.mediaRequired} />;
  if (post.media_type === 'video')
    return (
      <video
        src={post.image_url}
        poster={post.thumbnail ?? undefined}
        controls
        preload="none"
        aria-label={`${post.title} video`}
        style={{ width: '100%', maxHeight: 480, borderRadius: 8, background: '#000' }}
      />
    );
  return (
    <Image
      src={post.image_url}
      alt={`${post.title} image`}
      style={{ width: '100%', maxHeight: 480, objectFit: 'contain', borderRadius: 8 }}
    />
  );
}

/**
 * /rhapsody/social/:organizationId/url/:urlId/post/:postId — one post (spec 3 §2) with its lifecycle (§4): Edit,
 * Post now, Add to / Remove from queue, Schedule / Cancel schedule, Delete, Add to library.
 */
export function PostDetailPage() {
  const params = useParams();
  const organizationId = parseId(params.organizationId);
  const urlId = parseId(params.urlId);
  const postId = parseId(params.postId);
  const navigate = useNavigate();
  const notify = useNotify();
  const { message } = App.useApp();
  const ids = { organizationId: organizationId ?? 0, urlId: urlId ?? 0, postId: postId ?? 0 };
  const skip = organizationId == null || urlId == null || postId == null;
  // Set by Post now: the last posting it was pressed after, watched until the post shows a newer one.
  const [publishing, setPublishing] = useState<{ since: string | null } | null>(null);
  const post = useSocialPostQuery(ids, { skip, pollingInterval: publishing ? PUBLISH_POLL_MS : 0 });
  // Read again on each visit: accounts are connected on another screen (the social setup).
  const profile = useSocialProfileQuery(ids.organizationId, { skip, refetchOnMountOrArgChange: true });
  const [postNow, postingNow] = usePostSocialPostNowMutation();
  const [queue, queueing] = useQueueSocialPostMutation();
  const [unqueue, unqueueing] = useUnqueueSocialPostMutation();
  const [schedule] = useScheduleSocialPostMutation();
  const [cancelSchedule, cancelling] = useCancelSocialPostScheduleMutation();
  const [remove] = useDeleteSocialPostMutation();
  const [addToLibrary, adding] = useAddSocialPostToLibraryMutation();
  const [scheduling, setScheduling] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [noAccount, setNoAccount] = useState(false);
  const lastPosted = post.data?.last_time_posted ?? null;
  useEffect(() => {
    if (publishing && lastPosted !== publishing.since) setPublishing(null);
  }, [publishing, lastPosted]);
  useEffect(() => {
    if (!publishing) return;
    const timer = setTimeout(() => setPublishing(null), PUBLISH_WATCH_MS);
    return () => clearTimeout(timer);
  }, [publishing]);

  if (organizationId == null || urlId == null || postId == null) return <NotFound />;
  if (post.isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (post.isError || !post.data) {
    const missing = errorStatus(post.error) === 404;
    return (
      <ErrorPanel
        title={missing ? 'This post no longer exists' : 'Unable to get the post'}
        description={missing ? undefined : apiErrorMessage(post.error)}
        onRetry={missing ? undefined : () => void post.refetch()}
      />
    );
  }
  const p = post.data;
  const blocks = lifecycleBlocks(p);
  const fail = (error: unknown, fallback: string) => notify.error(errorMessage(error, fallback));
  const weight = socialWeights.find((w) => w.value === p.weight)?.label ?? String(p.weight);
  const backToPosts = socialPaths.urlPosts(organizationId, urlId, p.url.title);

  const onPostNow = async () => {
    if (blocks.postNow) {
      notify.error(socialMessages.needsWork);
      return;
    }
    // With nowhere to publish, the post would only fail: say so first. An unknown profile leaves it to the server.
    if (profile.data && !profile.data.accounts.some((a) => a.status)) {
      setNoAccount(true);
      return;
    }
    try {
      await postNow(ids).unwrap();
      setPublishing({ since: p.last_time_posted });
      notify.success(socialMessages.postUploaded);
    } catch (error) {
      fail(error, socialMessages.unableToPost);
    }
  };
  const onQueue = async () => {
    try {
      if (p.in_queue) {
        const { warning } = await unqueue(ids).unwrap();
        if (warning) void message.warning(warning, 6.5);
        else notify.success(socialNotices.removedFromQueue);
      } else {
        await queue(ids).unwrap();
        notify.success(socialNotices.addedToQueue);
      }
    } catch (error) {
      fail(error, 'Unable to update the queue');
    }
  };

  return (
    <section aria-label="Post">
      <PageHeader
        title={p.title || '(untitled)'}
        subtitle={p.url.title}
        extra={
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(backToPosts)}>
            Back to posts
          </Button>
        }
      />
      {!p.complete ? (
        <Alert
          type="warning"
          showIcon
          title={socialMessages.needsWork}
          description="A post needs a title, content and an image or video before it can be posted, queued or scheduled."
          action={
            <Button size="small" onClick={() => navigate(socialPaths.edit(organizationId, urlId, postId))}>
              Edit
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Card style={{ marginBottom: 16 }}>
        <Flex gap={8} wrap role="toolbar" aria-label="Post actions">
          <Button
            icon={<EditOutlined />}
            onClick={() => navigate(socialPaths.edit(organizationId, urlId, postId))}
          >
            Edit
          </Button>
          {/* Disabled while incomplete, yet still answers a click with why (spec 3 §8 'needs some work'). */}
          <Tooltip title={blocks.postNow}>
            <Button
              type="primary"
              icon={<SendOutlined />}
              aria-disabled={!!blocks.postNow}
              style={blocks.postNow ? { opacity: 0.5, cursor: 'not-allowed' } : undefined}
              loading={postingNow.isLoading}
              onClick={() => void onPostNow()}
            >
              Post now
            </Button>
          </Tooltip>
          {p.in_queue ? (
            <Button
              icon={<UnorderedListOutlined />}
              loading={unqueueing.isLoading}
              onClick={() => void onQueue()}
            >
              Remove from queue
            </Button>
          ) : (
            <Guarded reason={blocks.queue}>
              <Button
                icon={<UnorderedListOutlined />}
                disabled={!!blocks.queue}
                loading={queueing.isLoading}
                onClick={() => void onQueue()}
              >
                Add to queue
              </Button>
            </Guarded>
          )}
          {p.scheduled ? (
            <Button
              icon={<CloseCircleOutlined />}
              loading={cancelling.isLoading}
              onClick={async () => {
                try {
                  await cancelSchedule(ids).unwrap();
                  notify.success(socialNotices.scheduleCancelled);
                } catch (error) {
                  fail(error, 'Unable to cancel the schedule');
                }
              }}
            >
              Cancel schedule
            </Button>
          ) : (
            <Guarded reason={blocks.schedule}>
              <Button
                icon={<CalendarOutlined />}
                disabled={!!blocks.schedule}
                onClick={() => setScheduling(true)}
              >
                Schedule
              </Button>
            </Guarded>
          )}
          <Button
            icon={<BookOutlined />}
            loading={adding.isLoading}
            onClick={async () => {
              try {
                await addToLibrary(ids).unwrap();
                notify.success(socialNotices.addedToLibrary);
              } catch (error) {
                fail(error, 'Unable to add to library');
              }
            }}
          >
            Add to library
          </Button>
          <Button danger icon={<DeleteOutlined />} onClick={() => setDeleting(true)}>
            Delete
          </Button>
        </Flex>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={10}>
          <Card title="Media">
            <MediaPreview post={p} />
          </Card>
        </Col>
        <Col xs={24} md={14}>
          <Card title="Post">
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label="Title">{p.title || '—'}</Descriptions.Item>
              <Descriptions.Item label="Description">
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                  {p.description || '—'}
                </Typography.Paragraph>
              </Descriptions.Item>
              <Descriptions.Item label="Weight">{weight}</Descriptions.Item>
              <Descriptions.Item label="Reels">
                {p.is_reels ? <Tag color="purple">Reels</Tag> : p.can_be_reels ? 'Eligible, not used' : 'No'}
              </Descriptions.Item>
              <Descriptions.Item label="State">
                <Flex gap={4} wrap>
                  <CompleteTag complete={p.complete} />
                  {p.in_queue ? <Tag color="blue">Queued</Tag> : null}
                  {p.scheduled ? <Tag color="geekblue">Scheduled</Tag> : null}
                  {p.last_time_posted ? <Tag color="green">Posted</Tag> : null}
                </Flex>
              </Descriptions.Item>
              <Descriptions.Item label="Scheduled for">
                {p.scheduled ? formatDateTime(p.scheduled_date) : '—'}
              </Descriptions.Item>
              <Descriptions.Item label="Last posted">{formatDateTime(p.last_time_posted)}</Descriptions.Item>
              <Descriptions.Item label="Created">
                {formatDateTime(p.created_at)}
                {p.created_by ? ` by ${p.created_by}` : ''}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
      <ScheduleModal
        open={scheduling}
        onClose={() => setScheduling(false)}
        onSchedule={async (at) => {
          try {
            await schedule({ ...ids, date: at.toISOString() }).unwrap();
          } catch (error) {
            throw new Error(errorMessage(error, socialMessages.unableToSchedule));
          }
          notify.success(socialNotices.postScheduled(at.format('MM/DD/YYYY hh:mm A')));
          setScheduling(false);
        }}
      />
      <ConfirmModal
        open={deleting}
        title="Delete post"
        text="The post is deleted and its scheduled publication cancelled. This cannot be undone."
        confirmLabel="Delete"
        danger
        onConfirm={async () => {
          try {
            await remove(ids).unwrap();
          } catch (error) {
            fail(error, 'Unable to delete the post');
            throw error;
          }
          notify.success(socialNotices.postDeleted);
          setDeleting(false);
          navigate(backToPosts);
        }}
        onCancel={() => setDeleting(false)}
      />
      <ConfirmModal
        open={noAccount}
        title={socialNotices.noConnectedAccount}
        text="Posts are published to your organization's connected social accounts, and none is connected yet. Connect one in the social setup, then post again."
        confirmLabel="Go to social setup"
        onConfirm={() => navigateTo(socialSetupPath(organizationId))}
        onCancel={() => setNoAccount(false)}
      />
    </section>
  );
}
