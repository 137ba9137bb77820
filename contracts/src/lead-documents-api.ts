/**
 * Issue 7 contract: a contact's documents (spec 2 §3 Document, §5, §7 Documents, §8). Paths are relative to
 * '/api'. List, upload and delete are the spec's paths; the download route is ours (documented in OpenAPI): it is
 * tenant-guarded like the others, so a document is never reachable through a public, guessable URL.
 */
import * as yup from 'yup';
import { messages } from './messages';

type Id = number | string;

export const leadDocumentsPaths = {
  /** GET → LeadDocument[] (newest first); POST multipart (lead, file, name) → 201 LeadDocument. */
  list: (leadId: Id) => `/organization/lead/${leadId}/documents/`,
  /** DELETE → 204; the stored file goes with it. */
  one: (leadId: Id, id: Id) => `/organization/lead/${leadId}/documents/${id}/`,
  /** GET → the bytes, as an attachment named after the document. Ours. */
  download: (leadId: Id, id: Id) => `/organization/lead/${leadId}/documents/${id}/download/`,
} as const;

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
