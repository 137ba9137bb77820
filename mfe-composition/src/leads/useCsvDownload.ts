import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { messages } from '@ensemble/contracts';
import { apiErrorMessage, downloadCsv, useNotify } from '@ensemble/shared-ui';

type DownloadInit = NonNullable<Parameters<typeof downloadCsv>[2]>;

/**
 * Saves a CSV the API sends; a failure toasts the API's own words (the export quota's 429, a field error), else
 * the generic text. An older shell's downloadCsv never calls onError: the generic text reads then.
 */
export function useCsvDownload() {
  const notify = useNotify();
  return async (path: string, fileName: string, init: Omit<DownloadInit, 'onError'> = {}) => {
    let refusal: FetchBaseQueryError | undefined;
    const ok = await downloadCsv(path, fileName, { ...init, onError: (error) => (refusal = error) });
    if (!ok) notify.error(apiErrorMessage(refusal, messages.somethingWentWrong));
    return ok;
  };
}
