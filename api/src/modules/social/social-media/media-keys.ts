import { randomBytes } from 'node:crypto';

/**
 * Storage keys of post media. They are public (the networks fetch a post's media without a session; see
 * isPublicKey) and unguessable: an image is kept under its uploader's prefix (the upload names no organization) or,
 * taken from a feed, its organization's; a video under its organization's, so deleting the organization deletes its
 * videos.
 */
export const socialImageKeys = (owner: ImageOwner, extension: 'jpg' | 'png') => {
  const id = randomBytes(16).toString('hex');
  const prefix = 'userId' in owner ? `u${owner.userId}` : `o${owner.organizationId}`;
  return { image: `${prefix}-social-${id}.${extension}`, thumbnail: `${prefix}-social-${id}-thumb.jpg` };
};

/** Whose prefix an image is kept under: its uploader's, or its organization's when no one uploaded it (a feed's). */
export type ImageOwner = { userId: number } | { organizationId: number };

/** A video job's keys follow its job key: a retried job overwrites its own files instead of leaving copies. */
export const socialVideoKeys = (organizationId: number, jobKey: string) => ({
  video: `o${organizationId}-social-${jobKey}.mp4`,
  thumbnail: `o${organizationId}-social-${jobKey}-thumb.jpg`,
});

/** A video job's public id: 32 hex digits, what the screen polls and the video's key is made of. */
export const newVideoJobKey = () => randomBytes(16).toString('hex');
