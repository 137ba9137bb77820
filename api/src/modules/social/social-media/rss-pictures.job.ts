import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, type Repository } from 'typeorm';
import type { Tx } from '../../../engine/database/transaction.service';
import { WorkEngine } from '../../../engine/work';
import { SocialPostRow } from '../social-data/social.entities';
import { SocialImagesService } from './social-images.service';

/** The job that takes in a feed's draft pictures, queued after each read of the feed. */
export const RSS_PICTURES = 'social-rss-pictures';

/**
 * A feed item's picture is a third party's address when its draft is made. Fetching it inside the read's
 * transaction would hold the transaction for as many fetches as the feed has items, so each read queues this job
 * once committed: every draft of the feed still showing a picture of its own (no thumbnail: not one of ours) gets it
 * fetched through the SSRF guard, processed and stored as an upload is (SocialImagesService.adopt), under the
 * organization's prefix. A picture that cannot be fetched or breaks a rule (under 320 px, not an image, a private
 * address) is dropped, and the draft is incomplete until someone adds one, as a page import's is. Each draft is
 * changed only while it still has the picture the job fetched, so an edit made meanwhile wins (and the copy is
 * deleted); the job can run twice (a redelivery, two reads) without harm.
 */
@Injectable()
export class RssPicturesJob {
  constructor(
    private readonly engine: WorkEngine,
    @InjectRepository(SocialPostRow) private readonly posts: Repository<SocialPostRow>,
    private readonly images: SocialImagesService,
  ) {
    engine.defineJob(RSS_PICTURES, async (data) => {
      await this.adopt(Number(data.organizationId), Number(data.feedId));
    });
  }

  /** Queues the feed's pictures once `tx` has committed its drafts. */
  enqueueAfterCommit(tx: Pick<Tx, 'afterCommit'>, organizationId: number, feedId: number): void {
    tx.afterCommit(() => this.engine.enqueue(RSS_PICTURES, { organizationId, feedId }));
  }

  /** Takes in the feed's outside pictures, one at a time; how many were fetched and stored (the rest dropped). */
  async adopt(organizationId: number, feedId: number): Promise<number> {
    const drafts = await this.posts.find({
      select: { id: true, imageUrl: true },
      where: {
        organizationId,
        rssFeedId: feedId,
        source: 'rss',
        imageUrl: Not(IsNull()),
        thumbnail: IsNull(),
      },
      order: { id: 'ASC' },
    });
    let stored = 0;
    for (const draft of drafts) {
      const address = draft.imageUrl!;
      const image = await this.images.adopt({ organizationId }, address);
      if (image) stored += 1;
      const changed = await this.posts.update(
        { id: draft.id, organizationId, imageUrl: address, thumbnail: IsNull() },
        image
          ? { imageUrl: image.url, thumbnail: image.thumbnail, mediaType: 'image' }
          : { imageUrl: null, thumbnail: null, mediaType: null, complete: false },
      );
      // Edited or deleted meanwhile: the copy is nobody's.
      if (image && !changed.affected) await this.images.discard(image);
    }
    return stored;
  }
}
