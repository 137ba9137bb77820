export {
  IMAGE_MAX_SIDE,
  IMAGE_THUMBNAIL_SIDE,
  imageThumbnail,
  type ProcessedImage,
  processImage,
} from './image-media';
export { checkMediaSize, extensionOf, mediaKindOf } from './media-kind';
export { MediaRejectedError } from './media-rejected-error';
export { ToolFailedError } from './run-tool';
export {
  canBeReels,
  checkVideo,
  probeVideo,
  transcodeVideo,
  VIDEO_MAX_LONG_SIDE,
  VIDEO_PROBE_TIMEOUT_MS,
  VIDEO_TRANSCODE_TIMEOUT_MS,
  type VideoCheck,
  type VideoFacts,
  videoThumbnail,
} from './video-media';
