import { Button, Card, Flex, Image, Modal, Tag, Typography } from 'antd';
import { socialWeights, socialNotices } from '@ensemble/contracts';
import { apiErrorMessage, useNotify } from '@ensemble/shared-ui';
import { useAddSocialPostToLibraryMutation } from '../../../api/socialApi';

export interface PostPreviewModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  mediaUrl: string | null;
  isVideo: boolean;
  weight: number;
  isReels: boolean;
  /** The saved post, when there is one: only a saved post can be added to the library. */
  saved: { organizationId: number; urlId: number; postId: number } | null;
}

/** How the post will read once published, with 'Add to library' for a saved post (spec 3 §2). */
export function PostPreviewModal(props: PostPreviewModalProps) {
  const notify = useNotify();
  const [addToLibrary, adding] = useAddSocialPostToLibraryMutation();
  const weight = socialWeights.find((w) => w.value === props.weight)?.label;

  const add = async () => {
    if (!props.saved) return;
    try {
      await addToLibrary(props.saved).unwrap();
      notify.success(socialNotices.addedToLibrary);
    } catch (error) {
      notify.error(apiErrorMessage(error as Parameters<typeof apiErrorMessage>[0]));
    }
  };

  return (
    <Modal
      open={props.open}
      title="Post preview"
      onCancel={props.onClose}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8} wrap>
          {props.saved ? (
            <Button onClick={() => void add()} loading={adding.isLoading}>
              Add to library
            </Button>
          ) : null}
          <Button type="primary" onClick={props.onClose}>
            Close
          </Button>
        </Flex>
      }
    >
      <Card
        size="small"
        cover={
          props.mediaUrl ? (
            <Image src={props.mediaUrl} alt={props.isVideo ? 'Video thumbnail' : 'Post image'} />
          ) : undefined
        }
      >
        <Flex gap={4} wrap style={{ marginBottom: 8 }}>
          {weight ? <Tag>Weight: {weight}</Tag> : null}
          {props.isReels ? <Tag color="purple">Reels</Tag> : null}
        </Flex>
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {props.title || 'Untitled post'}
        </Typography.Title>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
          {props.description || <Typography.Text type="secondary">No content yet.</Typography.Text>}
        </Typography.Paragraph>
        {props.saved ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Add to library keeps the saved version of this post as a template.
          </Typography.Text>
        ) : null}
      </Card>
    </Modal>
  );
}
