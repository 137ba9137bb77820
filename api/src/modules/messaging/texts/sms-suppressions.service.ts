import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { normalizePhone } from '@ensemble/contracts';
import { In, type Repository } from 'typeorm';
import { isUniqueViolation } from '../../../engine/database/query-errors';
import { SmsSuppression } from './text.entities';

/** Numbers per IN (…) of a look-up: well under the placeholder limits. */
const LOOKUP_BATCH = 1000;

/** A number as suppressions keep it: E.164 when it reads as a phone number, else as given (trimmed). */
export const suppressionNumber = (phone: string): string => normalizePhone(phone) ?? phone.trim();

/**
 * The organization's numbers that texted STOP (or a synonym): nothing more is sent to them until they text START.
 * Written by the inbound texts (add on STOP, remove on START), read by every send and delivery.
 */
@Injectable()
export class SmsSuppressionsService {
  constructor(@InjectRepository(SmsSuppression) private readonly rows: Repository<SmsSuppression>) {}

  /** Suppresses the number; false when it already was (idempotent, also under two concurrent STOPs). */
  async add(organizationId: number, phone: string): Promise<boolean> {
    const phoneNumber = suppressionNumber(phone);
    if (await this.rows.existsBy({ organizationId, phoneNumber })) return false;
    try {
      await this.rows.insert({ organizationId, phoneNumber });
      return true;
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
  }

  /** Lifts the suppression; false when the number was not suppressed. */
  async remove(organizationId: number, phone: string): Promise<boolean> {
    const result = await this.rows.delete({ organizationId, phoneNumber: suppressionNumber(phone) });
    return (result.affected ?? 0) > 0;
  }

  has(organizationId: number, phone: string): Promise<boolean> {
    return this.rows.existsBy({ organizationId, phoneNumber: suppressionNumber(phone) });
  }

  /** Which of these numbers (E.164, as given) are suppressed. */
  async suppressed(organizationId: number, phones: string[]): Promise<Set<string>> {
    const out = new Set<string>();
    const unique = [...new Set(phones)];
    for (let i = 0; i < unique.length; i += LOOKUP_BATCH) {
      const rows = await this.rows.find({
        select: { id: true, phoneNumber: true },
        where: { organizationId, phoneNumber: In(unique.slice(i, i + LOOKUP_BATCH)) },
      });
      for (const r of rows) out.add(r.phoneNumber);
    }
    return out;
  }
}
