import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type EmailSuppression as EmailSuppressionDto,
  type EmailSuppressionReason,
  messages,
  type Paginated,
} from '@ensemble/contracts';
import { type EntityManager, In, Raw, type Repository } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import { LIKE_ESCAPE, likePattern, pageWindow, toPage } from '../../../engine/http/pagination';
import { EmailSuppression } from './email-sending.entities';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const present = (s: EmailSuppression): EmailSuppressionDto => ({
  id: s.id,
  email: s.email,
  reason: s.reason,
  created_at: s.createdAt.toISOString(),
});

/** The organization's suppression list: addresses no email goes to (RFC 8058 unsubscribes, bounces, spam reports). */
@Injectable()
export class EmailSuppressionsService {
  constructor(@InjectRepository(EmailSuppression) private readonly rows: Repository<EmailSuppression>) {}

  async list(
    organizationId: number,
    q: { page: number; per_page: number; search?: string },
  ): Promise<Paginated<EmailSuppressionDto>> {
    const search = normalizeEmail(q.search ?? '');
    const [rows, count] = await this.rows.findAndCount({
      where: {
        organizationId,
        ...(search
          ? { email: Raw((a) => `${a} LIKE :pattern ${LIKE_ESCAPE}`, { pattern: likePattern(search) }) }
          : {}),
      },
      order: { id: 'DESC' },
      ...pageWindow(q),
    });
    return toPage(rows, count, present);
  }

  async remove(organizationId: number, id: number): Promise<void> {
    const result = await this.rows.delete({ organizationId, id });
    if (!result.affected) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
  }

  /** Adds the address (idempotent: an address already on the list keeps its first reason). */
  async add(
    organizationId: number,
    email: string,
    reason: EmailSuppressionReason,
    manager?: EntityManager,
  ): Promise<void> {
    const repo = manager ? manager.getRepository(EmailSuppression) : this.rows;
    await repo
      .createQueryBuilder()
      .insert()
      .into(EmailSuppression)
      .values({ organizationId, email: normalizeEmail(email), reason })
      .orIgnore()
      .execute();
  }

  async removeAddress(organizationId: number, email: string): Promise<void> {
    await this.rows.delete({ organizationId, email: normalizeEmail(email) });
  }

  /** Which of these (normalized) addresses are suppressed. */
  async suppressed(organizationId: number, emails: string[], manager?: EntityManager): Promise<Set<string>> {
    if (emails.length === 0) return new Set();
    const repo = manager ? manager.getRepository(EmailSuppression) : this.rows;
    const out = new Set<string>();
    for (let i = 0; i < emails.length; i += 1000) {
      const rows = await repo.find({
        select: { email: true },
        where: { organizationId, email: In(emails.slice(i, i + 1000)) },
      });
      for (const r of rows) out.add(r.email);
    }
    return out;
  }
}
