import { useEffect } from 'react';
import { socialMessages } from '@ensemble/contracts';
import { errorMessage } from '@ensemble/shared-ui';

/** Whether a list call failed because its page is past the last one (the API's 'Invalid page.'). */
export function isInvalidPage(error: unknown): boolean {
  return error != null && errorMessage(error, '') === socialMessages.invalidPage;
}

/**
 * Spec 3 §4: when the server answers 'Invalid page.' (the last page's rows were deleted, or a search left fewer
 * pages), go back one page.
 */
export function useInvalidPageBack(error: unknown, page: number, setPage: (p: number) => void): void {
  const invalid = isInvalidPage(error);
  useEffect(() => {
    if (invalid && page > 1) setPage(page - 1);
  }, [invalid, page, setPage]);
}
