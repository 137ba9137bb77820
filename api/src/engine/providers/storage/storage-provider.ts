import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** Where uploaded files live. The local adapter keeps them on disk; an S3 adapter can replace it. */
export interface StorageProvider {
  /**
   * A browser-side upload form, shaped like an S3 presigned POST: the client posts `fields` and then the file
   * (as `file`) to `url`. The policy limits the key, the content type prefix and the size.
   */
  createUploadForm(input: UploadFormInput): { url: string; fields: Record<string, string> };
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Like put, from a stream: a large file is stored without holding it whole. */
  putStream(key: string, data: Readable, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** The bytes as a stream, or null when there is no such file: a large file is read without holding it whole. */
  stream(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  /** The stored files whose key starts with `prefix`, with when each was last written. */
  list(prefix: string): Promise<StoredFile[]>;
  publicUrl(key: string): string;
  /** The key of one of our public URLs, or null. */
  keyOfUrl(url: string): string | null;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

export interface UploadFormInput {
  key: string;
  contentTypePrefix: string;
  contentType: string;
  maxBytes: number;
  expiresInSeconds: number;
}

export const STORAGE_PROVIDER = Symbol('STORAGE_PROVIDER');

/** Keys are flat and safe on every file system and in URLs. */
export const STORAGE_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/**
 * The only files served to anyone at /storage/files/<key>: organization logos (LogoService names them
 * o<id>-logo-<uuid>.webp), email template thumbnails (o<id>-email-thumb-<uuid>.png, shown in template cards and
 * pickers) and the images of email templates (o<id>-email-<hex>.<ext>, emailImageKey), which recipients' mail
 * programs fetch. Every other file (contact documents, CSV uploads and their rejected rows) is private: it has a
 * random key and is read only through its tenant-guarded route.
 */
const PUBLIC_KEY_PATTERN =
  /^o\d+-(?:logo-[A-Za-z0-9-]{1,64}\.webp|email-thumb-[A-Za-z0-9-]{1,64}\.png|email-[0-9a-f]{32}\.(?:png|jpg|gif|webp))$/;
/**
 * Social post media (issue 21, modules/social/social-media/media-keys.ts): images under their uploader's prefix
 * (u<id>-social-<hex>), videos under their organization's (o<id>-social-<hex>), and their thumbnails; the networks
 * fetch them without a session.
 */
const SOCIAL_MEDIA_KEY_PATTERN = /^[ou]\d+-social-[0-9a-f]{32}(?:-thumb\.jpg|\.(?:jpg|png|mp4))$/;
export const isPublicKey = (key: string) =>
  PUBLIC_KEY_PATTERN.test(key) || SOCIAL_MEDIA_KEY_PATTERN.test(key);

/** The key of an email template's thumbnail: public (above), under the organization's file prefix. */
export const emailThumbnailKey = (organizationId: number, id: string) =>
  `o${organizationId}-email-thumb-${id}.png`;

/** A key no one can guess: for private files, whose only protection on disk or in a bucket is their name. */
export const randomKey = (prefix: string, extension = '') =>
  `${prefix}-${randomBytes(16).toString('hex')}${extension}`;

/** The key of an image uploaded from the email builder: public (see PUBLIC_KEY_PATTERN), unguessable. */
export const emailImageKey = (organizationId: number, extension: string) =>
  randomKey(`o${organizationId}-email`, `.${extension}`);
