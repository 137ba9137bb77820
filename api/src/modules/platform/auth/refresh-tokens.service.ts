import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { TransactionService } from '../../../engine/database/transaction.service';
import { RefreshToken } from './refresh-token.entity';
import { hashToken, randomToken } from './token-hash';

export type RotationResult = { ok: true; userId: number; refresh: string } | { ok: false; reuse: boolean };

/**
 * Opaque rotating refresh tokens. Each use returns a new token of the same family and retires the old one;
 * presenting a retired token again means it was stolen or replayed, so the whole family is revoked.
 */
@Injectable()
export class RefreshTokensService {
  private readonly logger = new Logger(RefreshTokensService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tx: TransactionService,
  ) {}

  async issue(
    manager: EntityManager,
    userId: number,
    familyId: string = randomUUID(),
  ): Promise<{ id: number; token: string }> {
    const token = randomToken();
    const repo = manager.getRepository(RefreshToken);
    const row = await repo.save(
      repo.create({
        tokenHash: hashToken(token),
        familyId,
        userId,
        expiresAt: new Date(Date.now() + this.config.refreshTokenTtlSeconds * 1000),
        revokedAt: null,
        replacedBy: null,
      }),
    );
    return { id: row.id, token };
  }

  async rotate(token: string): Promise<RotationResult> {
    const repo = this.dataSource.getRepository(RefreshToken);
    const row = await repo.findOne({ where: { tokenHash: hashToken(token) } });
    if (!row) return { ok: false, reuse: false };
    if (row.replacedBy !== null) {
      this.logger.warn(`refresh token reuse detected: revoking family ${row.familyId} of user ${row.userId}`);
      await this.revokeFamily(row.familyId);
      return { ok: false, reuse: true };
    }
    if (row.revokedAt !== null || row.expiresAt.getTime() <= Date.now()) return { ok: false, reuse: false };

    const rotated = await this.tx.run(async ({ manager }) => {
      const retire = await manager
        .getRepository(RefreshToken)
        .update({ id: row.id, revokedAt: IsNull(), replacedBy: IsNull() }, { revokedAt: new Date() });
      // Someone rotated it between our read and our write: treat like reuse.
      if (retire.affected !== 1) return null;
      const next = await this.issue(manager, row.userId, row.familyId);
      await manager.getRepository(RefreshToken).update({ id: row.id }, { replacedBy: next.id });
      return next.token;
    });
    if (rotated === null) {
      await this.revokeFamily(row.familyId);
      return { ok: false, reuse: true };
    }
    return { ok: true, userId: row.userId, refresh: rotated };
  }

  /** Revokes the family the token belongs to (logout); its user's id, or null for an unknown token. */
  async revokeFamilyOf(
    token: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<number | null> {
    const row = await manager.getRepository(RefreshToken).findOne({ where: { tokenHash: hashToken(token) } });
    if (!row) return null;
    await this.revokeFamily(row.familyId, manager);
    return row.userId;
  }

  async revokeFamily(familyId: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager
      .getRepository(RefreshToken)
      .update({ familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  async revokeAllForUser(manager: EntityManager, userId: number): Promise<void> {
    await manager
      .getRepository(RefreshToken)
      .update({ userId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}
