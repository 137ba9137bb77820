import { useRef, useState, type DragEvent } from 'react';
import { Button, Flex, Form, Image, Progress, Spin, Tag, Typography } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { socialNotices, type SocialVideoJob } from '@ensemble/contracts';
import { ConfirmModal, apiErrorMessage, errorBody } from '@ensemble/shared-ui';
import {
  useCompleteSocialVideoJobMutation,
  useProcessSocialVideoMutation,
  useUploadSocialImageMutation,
} from '../../../api/socialApi';
import { checkMediaFile, formatPercent, mediaAccept, videoDurationVerdict, type MediaKind } from './media';
import { useVideoJob } from './useVideoJob';
import { readVideoMetadata } from './videoMetadata';

/** The media part of a post as the form holds it. */
export interface PostMedia {
  image_url: string;
  thumbnail: string | null;
  media_type: MediaKind;
  can_be_reels: boolean;
}

export interface MediaUploadProps {
  organizationId: number;
  value: PostMedia | null;
  /** null: the preview was cleared. */
  onChange: (media: PostMedia | null) => void;
  /** The form's error for the media (required, or the server's on save). */
  error?: string;
  /** True while a file is being checked, uploaded or processed: the post cannot be saved meanwhile. */
  onBusyChange: (busy: boolean) => void;
}

type Phase =
  | { step: 'idle' }
  | { step: 'checking' }
  | { step: 'confirm'; file: File; message: string }
  | { step: 'uploading'; kind: MediaKind }
  | { step: 'processing'; jobId: string };

const STATUS_LABELS: Record<SocialVideoJob['status'], string> = socialNotices.videoJobStatus;

/** The first words the server gave about the file (`image`), else a general sentence. */
function uploadError(error: unknown): string {
  const body = errorBody(error) as Record<string, unknown> | undefined;
  const field = body?.image ?? body?.file;
  if (Array.isArray(field) && typeof field[0] === 'string') return field[0];
  return apiErrorMessage(error as Parameters<typeof apiErrorMessage>[0]);
}

/**
 * The post's image or video (spec 3 §4 Media upload): checked in the browser (type, 70 MB, video length), then an
 * image is uploaded and previewed, a video goes through a processing job whose progress is shown until its
 * thumbnail can be previewed.
 */
export function MediaUpload({ organizationId, value, onChange, error, onBusyChange }: MediaUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhaseState] = useState<Phase>({ step: 'idle' });
  const [localError, setLocalError] = useState<string | null>(null);
  const [uploadImage] = useUploadSocialImageMutation();
  const [processVideo] = useProcessSocialVideoMutation();
  const [completeJob] = useCompleteSocialVideoJobMutation();

  const setPhase = (next: Phase) => {
    setPhaseState(next);
    onBusyChange(next.step !== 'idle' && next.step !== 'confirm');
  };
  const fail = (message: string) => {
    setLocalError(message);
    setPhase({ step: 'idle' });
  };

  const job = useVideoJob(organizationId, phase.step === 'processing' ? phase.jobId : null, {
    onDone: (done) => {
      onChange({
        image_url: done.response ?? '',
        thumbnail: done.thumbnail,
        media_type: 'video',
        can_be_reels: done.can_be_reels,
      });
      setPhase({ step: 'idle' });
      // Only lets the server drop the job's working files: nothing to tell the user if it fails.
      void completeJob({ organizationId, jobId: done.id });
    },
    onFail: fail,
  });

  const upload = async (file: File, kind: MediaKind) => {
    setPhase({ step: 'uploading', kind });
    try {
      if (kind === 'image') {
        const image = await uploadImage({ file }).unwrap();
        onChange({
          image_url: image.url,
          thumbnail: image.thumbnail || image.url,
          media_type: 'image',
          can_be_reels: false,
        });
        setPhase({ step: 'idle' });
      } else {
        const { job: started } = await processVideo({ organizationId, file }).unwrap();
        setPhase({ step: 'processing', jobId: started.id });
      }
    } catch (e) {
      fail(uploadError(e));
    }
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setLocalError(null);
    const checked = checkMediaFile(file);
    if ('error' in checked) return fail(checked.error);
    if (checked.kind === 'image') return upload(file, 'image');
    setPhase({ step: 'checking' });
    const meta = await readVideoMetadata(file);
    const verdict = videoDurationVerdict(meta?.duration ?? null);
    if (verdict.action === 'refuse') return fail(verdict.message);
    if (verdict.action === 'confirm') return setPhase({ step: 'confirm', file, message: verdict.message });
    return upload(file, 'video');
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (phase.step === 'idle') void choose(event.dataTransfer.files[0]);
  };

  const clear = () => {
    setLocalError(null);
    onChange(null);
  };

  const shownError = localError ?? error;
  const busy = phase.step !== 'idle' && phase.step !== 'confirm';

  return (
    <Form.Item
      label="Image or video"
      htmlFor="post-media-input"
      required
      validateStatus={shownError ? 'error' : undefined}
      help={shownError}
      extra={
        shownError ? undefined : 'jpg, jpeg, svg, png, mp4 or mov, up to 70 MB; videos up to 60 seconds.'
      }
    >
      <div
        data-testid="post-media"
        onDragOver={(e) => e.preventDefault()}
        onDrop={onDrop}
        style={{ border: '1px dashed #d9d9d9', borderRadius: 8, padding: 16 }}
      >
        <input
          ref={input}
          id="post-media-input"
          type="file"
          accept={mediaAccept}
          hidden
          aria-label="Image or video file"
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            // The same file can be chosen again after a refusal.
            e.target.value = '';
          }}
        />
        {/* A file on its way (a first one or a replacement) shows its progress in place of any preview. */}
        {phase.step === 'processing' ? (
          <JobProgress job={job} />
        ) : busy ? (
          <Flex gap={8} align="center" role="status">
            <Spin size="small" />
            <Typography.Text>
              {phase.step === 'checking' ? 'Reading the video…' : 'Uploading…'}
            </Typography.Text>
          </Flex>
        ) : value ? (
          <Flex vertical gap={8} align="flex-start">
            <Flex gap={8} align="center">
              <Tag>{value.media_type === 'video' ? 'Video' : 'Image'}</Tag>
              {value.can_be_reels ? <Tag color="purple">Reels-ready</Tag> : null}
            </Flex>
            <Image
              src={value.thumbnail ?? value.image_url}
              alt={value.media_type === 'video' ? 'Video thumbnail' : 'Post image'}
              style={{ maxWidth: '100%', maxHeight: 280, objectFit: 'contain' }}
            />
            <Flex gap={8} wrap>
              <Button icon={<UploadOutlined />} onClick={() => input.current?.click()}>
                Replace
              </Button>
              <Button icon={<DeleteOutlined />} onClick={clear}>
                Clear media
              </Button>
            </Flex>
          </Flex>
        ) : (
          <Flex vertical gap={8} align="center">
            <Typography.Text type="secondary">Drop a file here or</Typography.Text>
            <Button icon={<UploadOutlined />} onClick={() => input.current?.click()}>
              Upload image or video
            </Button>
          </Flex>
        )}
      </div>
      <ConfirmModal
        open={phase.step === 'confirm'}
        title="Long video"
        text={phase.step === 'confirm' ? phase.message : ''}
        confirmLabel="Upload anyway"
        onConfirm={() => {
          if (phase.step === 'confirm') void upload(phase.file, 'video');
        }}
        onCancel={() => setPhase({ step: 'idle' })}
      />
    </Form.Item>
  );
}

/** The job's status and its two percentages (2 decimals). */
function JobProgress({ job }: { job: SocialVideoJob | null }) {
  return (
    <Flex vertical gap={4} role="status" aria-live="polite" data-testid="video-job">
      <Typography.Text strong>{job ? STATUS_LABELS[job.status] : 'Starting…'}</Typography.Text>
      <Typography.Text type="secondary">Processing</Typography.Text>
      <Progress
        percent={job?.percentage_video ?? 0}
        format={(p) => formatPercent(p ?? 0)}
        aria-label="Video processed"
      />
      <Typography.Text type="secondary">Uploading</Typography.Text>
      <Progress
        percent={job?.percentage_uploaded ?? 0}
        format={(p) => formatPercent(p ?? 0)}
        aria-label="Video uploaded"
      />
    </Flex>
  );
}
