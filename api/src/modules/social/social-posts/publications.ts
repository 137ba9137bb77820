import { type EntityManager, In } from 'typeorm';
import { SocialPublicationRow } from '../social-data/social.entities';

/**
 * Cancels the publications of these posts that have not started (pending): a deleted post, or one that left its
 * schedule, is not published. One already being published (processing) finishes; its log says how it went.
 */
export async function cancelPendingPublications(
  manager: EntityManager,
  organizationId: number,
  postIds: number[],
): Promise<void> {
  if (postIds.length === 0) return;
  await manager
    .getRepository(SocialPublicationRow)
    .update({ organizationId, postId: In(postIds), status: 'pending' }, { status: 'cancelled' });
}
