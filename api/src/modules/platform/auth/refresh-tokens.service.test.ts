import type { DataSource } from 'typeorm';
import { memoryDataSource, insertUser, unitConfig } from '../../../../test/support/memory-db';
import { TransactionService } from '../../../engine/database/transaction.service';
import { RefreshToken } from './refresh-token.entity';
import { RefreshTokensService } from './refresh-tokens.service';
import { hashToken } from './token-hash';

describe('RefreshTokensService', () => {
  let ds: DataSource;
  let service: RefreshTokensService;
  let userId: number;

  beforeEach(async () => {
    ds = await memoryDataSource();
    service = new RefreshTokensService(
      ds,
      unitConfig({ REFRESH_TOKEN_TTL: '3600' }),
      new TransactionService(ds),
    );
    userId = (await insertUser(ds)).id;
  });
  afterEach(() => ds.destroy());

  const issue = () => service.issue(ds.manager, userId);

  it('stores only the hash of an issued token', async () => {
    const { token } = await issue();
    const rows = await ds.getRepository(RefreshToken).find();
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0].expiresAt.getTime()).toBeGreaterThan(Date.now() + 3590 * 1000);
  });

  it('rotates within the family and retires the old token', async () => {
    const { token } = await issue();
    const r = await service.rotate(token);
    if (!r.ok) throw new Error('rotation failed');
    expect(r.userId).toBe(userId);
    const rows = await ds.getRepository(RefreshToken).find({ order: { id: 'ASC' } });
    expect(rows).toHaveLength(2);
    expect(rows[0].familyId).toBe(rows[1].familyId);
    expect(rows[0].revokedAt).not.toBeNull();
    expect(rows[0].replacedBy).toBe(rows[1].id);
    expect(rows[1].revokedAt).toBeNull();
  });

  it('revokes the whole family when a rotated token is presented again', async () => {
    const { token } = await issue();
    const first = await service.rotate(token);
    if (!first.ok) throw new Error('rotation failed');
    expect(await service.rotate(token)).toEqual({ ok: false, reuse: true });
    expect(await service.rotate(first.refresh)).toEqual({ ok: false, reuse: false });
    const rows = await ds.getRepository(RefreshToken).find();
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
    expect(rows).toHaveLength(2);
  });

  it('leaves other families alone', async () => {
    const a = await issue();
    const b = await issue();
    await service.rotate(a.token);
    await service.rotate(a.token); // reuse of a: revokes a's family only
    const rb = await service.rotate(b.token);
    expect(rb.ok).toBe(true);
  });

  it('refuses unknown and expired tokens', async () => {
    expect(await service.rotate('nope')).toEqual({ ok: false, reuse: false });
    const { id, token } = await issue();
    await ds.getRepository(RefreshToken).update({ id }, { expiresAt: new Date(Date.now() - 1000) });
    expect(await service.rotate(token)).toEqual({ ok: false, reuse: false });
  });

  it('lets only one of two concurrent rotations of the same token win', async () => {
    const { token } = await issue();
    const results = await Promise.all([service.rotate(token), service.rotate(token)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });
});
