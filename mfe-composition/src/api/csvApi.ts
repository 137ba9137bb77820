import {
  leadsCsvEndpoints as api,
  requestOf,
  type CsvBucket,
  type CsvImportJob,
  type CsvImportStarted,
} from '@ensemble/contracts';
import { compositionApi } from './compositionApi';

export interface CsvUpload {
  organizationId: number;
  file: File;
  bucket: CsvBucket;
  /** An existing opportunity list. */
  listId?: number | null;
  /** A new opportunity list, created by the upload. */
  listName?: string | null;
}

/**
 * CSV import (spec 2 §4, §5, §7). The template, the rejected rows and the exports are files, fetched with
 * `downloadFile` rather than through the store (a Blob does not belong in Redux).
 */
export const csvApi = compositionApi.injectEndpoints({
  endpoints: (b) => ({
    uploadCsv: b.mutation<CsvImportStarted, CsvUpload>({
      query: ({ organizationId, file, bucket, listId, listName }) => {
        const form = new FormData();
        form.append('csv_file', file, file.name);
        form.append('bucket', bucket);
        if (listId != null) form.append('list_id', String(listId));
        else if (listName) form.append('list_name', listName);
        return requestOf(api.upload, { path: { orgId: organizationId }, body: form });
      },
      // A new list appears as soon as the upload is accepted; its contacts follow when the job is done.
      invalidatesTags: ['LeadList', 'Import'],
    }),
    getCsvImportJob: b.query<CsvImportJob, { organizationId: number; jobId: number }>({
      query: ({ organizationId, jobId }) =>
        requestOf(api.importJob, { path: { orgId: organizationId, importJobId: jobId } }),
      providesTags: (_r, _e, { jobId }) => [{ type: 'Import', id: jobId }],
    }),
  }),
});

export const { useUploadCsvMutation, useGetCsvImportJobQuery } = csvApi;
