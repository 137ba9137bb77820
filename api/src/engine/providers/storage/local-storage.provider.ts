import { createWriteStream } from 'node:fs';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { KeyRing } from '../../crypto/key-ring';
import { signPolicy } from './upload-policy';
import {
  STORAGE_KEY_PATTERN,
  type StoredFile,
  type StorageProvider,
  type UploadFormInput,
} from './storage-provider';

/** Files under `${DATA_DIR}/uploads`, served publicly at `${API_PUBLIC_URL}/storage/files/<key>`. */
export class LocalStorageProvider implements StorageProvider {
  constructor(
    private readonly dir: string,
    private readonly apiPublicUrl: string,
    private readonly keys: KeyRing,
  ) {}

  private file(key: string): string {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`invalid storage key '${key}'`);
    return path.join(this.dir, key);
  }

  createUploadForm(input: UploadFormInput) {
    const { policy, signature } = signPolicy(this.keys, {
      expiration: new Date(Date.now() + input.expiresInSeconds * 1000).toISOString(),
      conditions: [
        { key: input.key },
        { acl: 'public-read' },
        ['starts-with', '$Content-Type', input.contentTypePrefix],
        ['content-length-range', 1, input.maxBytes],
      ],
    });
    return {
      url: `${this.apiPublicUrl}/storage/upload/`,
      fields: { key: input.key, acl: 'public-read', 'Content-Type': input.contentType, policy, signature },
    };
  }

  put(key: string, data: Buffer): Promise<void> {
    return this.writeAtomically(key, (tmp) => fs.writeFile(tmp, data));
  }

  putStream(key: string, data: Readable): Promise<void> {
    return this.writeAtomically(key, (tmp) => pipeline(data, createWriteStream(tmp)));
  }

  /** Written beside the target and renamed into place, so a reader never sees a half-written file. */
  private async writeAtomically(key: string, write: (tmp: string) => Promise<void>): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    const target = this.file(key);
    const tmp = `${target}.${process.pid}.tmp`;
    try {
      await write(tmp);
      await fs.rename(tmp, target);
    } catch (err) {
      await fs.rm(tmp, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    if (!STORAGE_KEY_PATTERN.test(key)) return null;
    try {
      return await fs.readFile(this.file(key));
    } catch {
      return null;
    }
  }

  async stream(key: string): Promise<Readable | null> {
    if (!STORAGE_KEY_PATTERN.test(key)) return null;
    try {
      // Opened here, so a missing file is null rather than an error on the stream's first read.
      const handle = await fs.open(this.file(key), 'r');
      return handle.createReadStream();
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    if (!STORAGE_KEY_PATTERN.test(key)) return;
    await fs.rm(this.file(key), { force: true });
  }

  async list(prefix: string): Promise<StoredFile[]> {
    let names: string[];
    try {
      names = await fs.readdir(this.dir);
    } catch {
      return [];
    }
    const files: StoredFile[] = [];
    // A file being written ('<key>.<pid>.tmp', see writeAtomically) is not stored yet.
    for (const key of names.filter(
      (n) => n.startsWith(prefix) && STORAGE_KEY_PATTERN.test(n) && !n.endsWith('.tmp'),
    )) {
      try {
        files.push({ key, modifiedAt: (await fs.stat(this.file(key))).mtime });
      } catch {
        // Deleted meanwhile.
      }
    }
    return files;
  }

  publicUrl(key: string): string {
    return `${this.apiPublicUrl}/storage/files/${key}`;
  }

  keyOfUrl(url: string): string | null {
    const prefix = `${this.apiPublicUrl}/storage/files/`;
    if (!url.startsWith(prefix)) return null;
    const key = url.slice(prefix.length);
    return STORAGE_KEY_PATTERN.test(key) ? key : null;
  }
}
