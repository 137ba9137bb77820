import { Image, Tag } from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { SocialPost } from '@ensemble/contracts';

export const DATE_TIME = 'MM/DD/YYYY hh:mm A';

/** A date-time as the suite shows it (spec 3 §9), or a dash. */
export function formatDateTime(value: string | null): string {
  return value ? dayjs(value).format(DATE_TIME) : '—';
}

export function CompleteTag({ complete }: { complete: boolean }) {
  return complete ? <Tag color="green">Complete</Tag> : <Tag color="orange">Incomplete</Tag>;
}

/** The post's media as a small thumbnail: the image, or the video's poster with a play mark. */
export function MediaThumb({ post, size = 56 }: { post: SocialPost; size?: number }) {
  const src = post.media_type === 'video' ? post.thumbnail : (post.thumbnail ?? post.image_url);
  if (!src) return <Tag>No media</Tag>;
  return (
    <span style={{ position: 'relative', display: 'inline-block' }}>
      <Image
        src={src}
        alt={`${post.title} ${post.media_type === 'video' ? 'video' : 'image'}`}
        width={size}
        height={size}
        style={{ objectFit: 'cover', borderRadius: 4 }}
        preview={false}
      />
      {post.media_type === 'video' ? (
        <PlayCircleOutlined
          aria-hidden
          style={{ position: 'absolute', inset: 0, margin: 'auto', fontSize: 20, color: '#fff', height: 20 }}
        />
      ) : null}
    </span>
  );
}
