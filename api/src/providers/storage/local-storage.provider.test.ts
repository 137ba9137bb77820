import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
});
