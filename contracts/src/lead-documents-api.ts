/**
 * Issue 7 contract: a contact's documents (spec 2 §3 Document, §5, §7 Documents, §8). Paths are relative to
 * '/api'. List, upload and delete are the spec's paths; the download route is ours (documented in OpenAPI): it is
 * tenant-guarded like the others, so a document is never reachable through a public, guessable URL.
 */
import * as yup from 'yup';
import { endpoint, pathOf } from './endpoint';
import { js } from './json-schema';
import { leadRecordEndpoints } from './record-endpoints';
import { messages } from './messages';

export const leadDocumentsConstants = {
  /** Spec 2 §5, §9: 5 MB. */
  maxBytes: 5_242_880,
  nameMax: 255,
  /** The multipart field names (spec 2 §7). */
  fileField: 'file',
} as const;

/** 10240 → '10 GB', 500 → '500 MB'. */
const storageSize = (megabytes: number) =>
  megabytes % 1024 === 0 ? `${megabytes / 1024} GB` : `${megabytes} MB`;

export const leadDocumentsMessages = {
  fileTooLarge: 'File size limit is 5MB',
  noFile: 'No file has been selected',
  unableToAdd: 'Unable to add document!',
  added: 'Document added successfully!',
  deleted: 'Deleted successfully!',
  unableToDelete: 'Unable to delete document',
  unableToDownload: 'Unable to download document',
  nameRequired: messages.fieldRequired('Name'),
  nameTooLong: messages.maxLength(leadDocumentsConstants.nameMax),
  /** Ours: the organization's documents already take their storage quota (QUOTA_DOCUMENT_STORAGE_MB). */
  storageFull: (megabytes: number) =>
    `This organization's documents have reached their storage limit of ${storageSize(megabytes)}. Delete documents to add new ones.`,
} as const;

/** Spec 2 §3 Document, as read. `file` is the guarded download URL (it needs the caller's bearer token). */
export interface LeadDocument {
  id: number;
  lead: number;
  file: string;
  name: string;
  /** Lower-case, without the dot ('' when the file had none). */
  file_extension: string;
  /** ISO 8601. */
  created_at: string;
  size: number;
  user: { firstName: string; lastName: string } | null;
}

/** The text fields of the multipart upload (the file is checked by `documentFileError`). */
export const documentUploadSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(leadDocumentsMessages.nameRequired)
    .max(leadDocumentsConstants.nameMax, leadDocumentsMessages.nameTooLong),
  lead: yup.number().integer().optional(),
});
export type DocumentUploadInput = yup.InferType<typeof documentUploadSchema>;

/** The spec's two file rules, in one place for the form and the API; null when the file is acceptable. */
export function documentFileError(file: { size: number } | null | undefined): string | null {
  if (!file) return leadDocumentsMessages.noFile;
  if (file.size > leadDocumentsConstants.maxBytes) return leadDocumentsMessages.fileTooLarge;
  return null;
}

/** 'Report.Final.PDF' → { base: 'Report.Final', extension: 'pdf' }. */
export function splitFileName(fileName: string): { base: string; extension: string } {
  const clean = fileName.replace(/^.*[\\/]/, '');
  const dot = clean.lastIndexOf('.');
  if (dot <= 0 || dot === clean.length - 1) return { base: clean, extension: '' };
  const extension = clean.slice(dot + 1).toLowerCase();
  // An "extension" with spaces or symbols is part of the name, not a file type.
  if (!/^[a-z0-9]{1,16}$/.test(extension)) return { base: clean, extension: '' };
  return { base: clean.slice(0, dot), extension };
}

// Responses
const documentResponse = js.obj({
  id: js.int,
  lead: js.int,
  file: { ...js.str, description: 'The guarded download URL (needs the bearer token)' },
  name: js.str,
  file_extension: js.str,
  created_at: js.dateTime,
  size: js.int,
  user: js.obj({ firstName: js.str, lastName: js.str }, { nullable: true }),
});

const DOCUMENTS = '/organization/lead/:leadId/documents/';
const documents = { access: 'member', tag: 'contacts' } as const;
const records = leadRecordEndpoints<LeadDocument>()('documents', {
  tag: documents.tag,
  response: documentResponse,
});

/** A contact's documents (spec 2 §7 Documents); the lead decides the organization (member, else 404). */
export const leadDocumentsEndpoints = {
  list: records.list({
    summary: "A contact's documents, newest first",
    description: 'file is the guarded download URL (needs the bearer token)',
  }),
  /** Multipart: no `body` schema here, the API reads the file through its FileUpload interceptor and checks `documentUploadSchema`. */
  upload: endpoint<LeadDocument>()({
    ...documents,
    method: 'POST',
    path: DOCUMENTS,
    summary: 'Upload a document → 201 LeadDocument',
    description:
      `multipart/form-data: file (at most ${leadDocumentsConstants.maxBytes} bytes), name (at most ` +
      `${leadDocumentsConstants.nameMax} characters), lead (accepted for the spec payload; the path decides the ` +
      `contact). 400 { file: ['${leadDocumentsMessages.noFile}' | '${leadDocumentsMessages.fileTooLarge}'] }, ` +
      `{ name: ['${leadDocumentsMessages.nameRequired}' | '${leadDocumentsMessages.nameTooLong}'] }. ` +
      'Writes a document_added history entry.',
    response: documentResponse,
  }),
  /** Ours: tenant-guarded, so a document is never reachable through a public, guessable URL. */
  download: endpoint<unknown>()({
    ...documents,
    method: 'GET',
    path: '/organization/lead/:leadId/documents/:id/download/',
    summary: 'The bytes of a document, as an attachment named after it',
    description: 'Tenant-guarded like the list: a document of another organization answers 404.',
    response: js.binary('The stored bytes, with their content type'),
  }),
  remove: records.remove({
    summary: 'Delete a document and its stored file (document_deleted history entry)',
  }),
};

/** Positional path helpers (tests, links); the paths themselves are the endpoints'. */
export const leadDocumentsPaths = {
  /** GET → LeadDocument[] (newest first); POST multipart (lead, file, name) → 201 LeadDocument. */
  list: pathOf(leadDocumentsEndpoints.list),
  /** DELETE → 204; the stored file goes with it. */
  one: pathOf(leadDocumentsEndpoints.remove),
  /** GET → the bytes, as an attachment named after the document. Ours. */
  download: pathOf(leadDocumentsEndpoints.download),
} as const;
