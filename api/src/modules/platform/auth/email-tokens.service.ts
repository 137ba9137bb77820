import { Injectable } from '@nestjs/common';
import { limits } from '@ensemble/contracts';
import { type EntityManager, IsNull } from 'typeorm';
import { EmailToken, type EmailTokenPurpose } from './email-token.entity';
import { hashToken, randomToken } from './token-hash';

/** Single-use tokens for links sent by email; they expire after limits.emailLinkTtlHours. */
@Injectable()
export class EmailTokensService {
  async create(manager: EntityManager, userId: number, purpose: EmailTokenPurpose): Promise<string> {
    const token = randomToken();
    const repo = manager.getRepository(EmailToken);
    await repo.save(
      repo.create({
        purpose,
        userId,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + limits.emailLinkTtlHours * 3600 * 1000),
        usedAt: null,
      }),
    );
    return token;
  }

  /** Retires every unused token of a purpose (a newer link replaces the older ones). */
  async revokeUnused(manager: EntityManager, userId: number, purpose: EmailTokenPurpose): Promise<void> {
    await manager
      .getRepository(EmailToken)
      .update({ userId, purpose, usedAt: IsNull() }, { usedAt: new Date() });
  }

  /** Marks the token used and returns its user id; null when unknown, of another purpose, used or expired. */
  async consume(manager: EntityManager, token: string, purpose: EmailTokenPurpose): Promise<number | null> {
    const repo = manager.getRepository(EmailToken);
    const row = await repo.findOne({ where: { tokenHash: hashToken(token), purpose } });
    if (!row || row.usedAt !== null || row.expiresAt.getTime() <= Date.now()) return null;
    // Conditional, so two concurrent uses of one link cannot both succeed.
    const used = await repo.update({ id: row.id, usedAt: IsNull() }, { usedAt: new Date() });
    return used.affected === 1 ? row.userId : null;
  }
}
