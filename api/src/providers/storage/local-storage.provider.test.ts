import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { KeyRing } from '../../common/crypto/key-ring';
import { LocalStorageProvider } from './local-storage.provider';
import type { StorageProvider } from './storage-provider';

describe('local storage provider', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ens-storage-'));
  const storage: StorageProvider = new LocalStorageProvider(dir, 'http://api.test/api', new KeyRing('test'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('streams a stored file, and gives null for a missing file or an invalid key', async () => {
    await storage.put('streamed.csv', Buffer.from('a,b\r\n1,2\r\n'), 'text/csv');
    const stream = await storage.stream('streamed.csv');
    expect(stream && (await text(stream))).toBe('a,b\r\n1,2\r\n');
    expect(await storage.stream('missing.csv')).toBeNull();
    expect(await storage.stream('../escape.csv')).toBeNull();
  });

  it('stores a stream, and leaves nothing behind when the stream fails', async () => {
    await storage.putStream(
      'piped.csv',
      Readable.from([Buffer.from('a,b\r\n'), Buffer.from('1,2\r\n')]),
      'text/csv',
    );
    expect((await storage.get('piped.csv'))?.toString()).toBe('a,b\r\n1,2\r\n');
    const failing = new Readable({
      read() {
        this.push('a,b\r\n');
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(storage.putStream('broken.csv', failing, 'text/csv')).rejects.toThrow('connection lost');
    expect(await storage.get('broken.csv')).toBeNull();
    expect(readdirSync(dir).filter((f) => f.startsWith('broken.csv'))).toEqual([]);
  });
});
