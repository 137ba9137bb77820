import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { KeyRing } from '../../crypto/key-ring';
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

  it('lists the stored files of a prefix with when they were written, never a file being written', async () => {
    const before = Date.now() - 1000;
    await storage.put('o7-logo-a.webp', Buffer.from('a'), 'image/webp');
    await storage.put('o7-upload-b.png', Buffer.from('b'), 'image/png');
    await storage.put('o71-upload-c.png', Buffer.from('c'), 'image/png');
    writeFileSync(join(dir, 'o7-upload-d.png.123.tmp'), 'half');
    const listed = await storage.list('o7-');
    expect(listed.map((f) => f.key).sort()).toEqual(['o7-logo-a.webp', 'o7-upload-b.png']);
    for (const f of listed) expect(f.modifiedAt.getTime()).toBeGreaterThan(before);
    expect(await storage.list('nothing-')).toEqual([]);
  });
});
