import * as path from 'node:path';
import { socialConstants, socialMessages } from '@ensemble/contracts';
import { ApiError } from '../../../engine/http/api-error';
import { FileUpload } from '../../../engine/http/file-upload';
import { MediaRejectedError } from '../../../engine/media';

/** The screens send every post medium in the form field `image`, a video too (spec 3 §7). */
export const MEDIA_FIELD = 'image';

/** Where uploaded videos wait for their job, under DATA_DIR (the workers read them from there). */
export const videoUploadDir = (dataDir: string) => path.join(dataDir, 'tmp', 'social-video');
/** Where a job writes its transcoded video before storing it. */
export const videoOutputDir = (dataDir: string) => path.join(dataDir, 'tmp', 'social-video-out');

const tooLarge = () => ApiError.field(MEDIA_FIELD, socialMessages.mediaTooLarge);

/** An image is re-encoded whole by sharp anyway: it is received into memory. */
export const ImageUpload = FileUpload({
  field: MEDIA_FIELD,
  maxBytes: socialConstants.mediaMaxBytes,
  tooLarge,
  into: 'memory',
});

/** A video is streamed to disk: ffmpeg reads it from there, and 70 MB is not held in memory. */
export const VideoUpload = FileUpload({
  field: MEDIA_FIELD,
  maxBytes: socialConstants.mediaMaxBytes,
  tooLarge,
  into: (config) => videoUploadDir(config.dataDir),
});

/** A refusal of the medium in the form's words (`{ image: [message] }`); any other error passes through. */
export function mediaRefusal(err: unknown): unknown {
  return err instanceof MediaRejectedError ? ApiError.field(MEDIA_FIELD, err.message) : err;
}

/** The OpenAPI description of the media form. */
export const mediaFormSchema = (what: string) => ({
  schema: {
    type: 'object',
    required: [MEDIA_FIELD],
    properties: {
      [MEDIA_FIELD]: {
        type: 'string',
        format: 'binary',
        description: `${what}, at most ${socialConstants.mediaMaxBytes} bytes`,
      },
    },
  },
});
