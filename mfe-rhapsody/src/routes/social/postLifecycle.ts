import { socialMessages, type SocialPost } from '@ensemble/contracts';

type Lifecycle = Pick<SocialPost, 'complete' | 'in_queue' | 'scheduled'>;

/**
 * Which lifecycle actions a post allows (spec 3 §4), each with the reason it does not (shown as the button's
 * tooltip), or null when it does: Post now needs a complete post; the queue is closed to a scheduled post;
 * scheduling needs a complete post that is not queued.
 */
export function lifecycleBlocks(post: Lifecycle): {
  postNow: string | null;
  queue: string | null;
  schedule: string | null;
} {
  return {
    postNow: post.complete ? null : socialMessages.needsWork,
    queue: post.scheduled ? 'A scheduled post cannot be queued: cancel its schedule first' : null,
    schedule: !post.complete
      ? socialMessages.needsWork
      : post.in_queue
        ? 'A queued post cannot be scheduled: remove it from the queue first'
        : null,
  };
}
