import { type BulkQueued, leadsMessages } from '@ensemble/contracts';
import { useConfirmDelete, useNotify } from '@ensemble/shared-ui';
import { isQueued } from '../api/leadsApi';

export interface BulkDeleteOptions {
  /** The confirmation's text for this many ticked contacts. */
  text: (count: number) => string;
  /** Sends the bulk delete; rejects with the API's error (an RTK Query `.unwrap()`). */
  remove: () => Promise<unknown>;
  /** A delete too large to answer at once runs as a job: its progress is followed (and reported) there. */
  onQueued: (job: BulkQueued, count: number) => void;
  /** The contacts are gone: the selection is cleared. */
  onDeleted: () => void;
}

/**
 * The bulk delete of the ticked contacts, asked in the one delete confirmation ('Delete contacts'): 'Deleted
 * successfully!' when done at once, 'Something went wrong!' on failure (spec 2 §8). Open it with `ask(count)`.
 */
export function useConfirmBulkDelete(options: BulkDeleteOptions) {
  const notify = useNotify();
  return useConfirmDelete<number>({
    title: 'Delete contacts',
    text: options.text,
    remove: async (count) => {
      const result = await options.remove();
      if (isQueued(result)) {
        options.onQueued(result, count);
        return;
      }
      notify.success(leadsMessages.deletedSuccessfully);
      options.onDeleted();
    },
    failed: () => leadsMessages.bulkDeleteFailed,
  });
}
