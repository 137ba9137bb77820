/**
 * A file the social media upload refuses (spec 3 §5 Post, §9). The message is the spec's sentence, shown to the
 * member as is; callers turn it into their own 400 answer or failed job.
 */
export class MediaRejectedError extends Error {
  override readonly name = 'MediaRejectedError';

  constructor(message: string) {
    super(message);
  }
}
