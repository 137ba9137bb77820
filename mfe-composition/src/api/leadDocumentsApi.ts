import {
  type LeadDocument,
  leadDocumentsConstants,
  leadDocumentsEndpoints as api,
  requestOf,
} from '@ensemble/contracts';
import { getRuntimeConfig, session } from '@ensemble/shared-ui';
import { compositionApi } from './compositionApi';
import { deleteRecord, leadTags, listRecords } from './leadRecordCalls';

// Adding or deleting a document is written to the contact's history.
const written = leadTags('Document', 'History');

export const leadDocumentsApi = compositionApi.injectEndpoints({
  endpoints: (build) => ({
    leadDocuments: listRecords<LeadDocument>(build, api.list, leadTags('Document')),
    deleteLeadDocument: deleteRecord(build, api.remove, written),
  }),
});

export const { useLeadDocumentsQuery, useDeleteLeadDocumentMutation } = leadDocumentsApi;

/** Tags the store refetches once an upload (made outside RTK Query) has landed. */
export const documentUploaded = (leadId: number) => leadDocumentsApi.util.invalidateTags(written(leadId));

export interface UploadFailure {
  status: number;
  data: unknown;
}

/**
 * Uploads a document with progress (fetch cannot report upload progress, so this one call uses XHR). Resolves
 * with the saved document; rejects with { status, data } like an RTK Query error.
 */
export function uploadLeadDocument(input: {
  leadId: number;
  file: File;
  name: string;
  onProgress?: (percent: number) => void;
}): Promise<LeadDocument> {
  const form = new FormData();
  form.append('lead', String(input.leadId));
  form.append('name', input.name);
  form.append(leadDocumentsConstants.fileField, input.file, input.file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const { url, method } = requestOf(api.upload, { path: { leadId: input.leadId } });
    xhr.open(method, `${getRuntimeConfig().apiBaseUrl}${url}`);
    xhr.setRequestHeader('Authorization', `Bearer ${session.get().access ?? ''}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && input.onProgress) input.onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : null;
      } catch {
        data = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as LeadDocument);
      else reject({ status: xhr.status, data } satisfies UploadFailure);
    };
    xhr.onerror = () => reject({ status: 0, data: null } satisfies UploadFailure);
    xhr.send(form);
  });
}

/** Saves a document: its URL needs the bearer token, so the bytes are fetched and handed to the browser. */
export async function downloadLeadDocument(doc: LeadDocument): Promise<boolean> {
  try {
    // The API base the remote is configured with (doc.file is the same route under the API's public URL).
    const request = requestOf(api.download, { path: { leadId: doc.lead, id: doc.id } });
    const response = await fetch(`${getRuntimeConfig().apiBaseUrl}${request.url}`, {
      method: request.method,
      headers: { Authorization: `Bearer ${session.get().access ?? ''}` },
    });
    if (!response.ok) return false;
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = doc.file_extension ? `${doc.name}.${doc.file_extension}` : doc.name;
    document.body.appendChild(link);
    link.click();
    link.remove();
    // The click hands the blob to the browser's download; give it a moment before freeing it.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    return true;
  } catch {
    return false;
  }
}
