import { HttpStatus } from '@nestjs/common';
import { messages } from '@ensemble/contracts';
import type { EntityManager, EntityTarget, FindOptionsWhere } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import { belongsTo, TenantRow } from '../../../engine/database/rows';
import { Lead } from './lead.entity';

/**
 * The columns every record of a contact starts with (notes, events, follow-ups, documents, invoices, sales, contact
 * people, reminders): its own id, the organization it is scoped by, and the contact it belongs to and goes with
 * (spec 2 §3: they belong to one lead).
 */
export abstract class LeadRecordRow extends belongsTo('lead', () => Lead)(TenantRow) {}

/** A contact as its records name it: its id and its organization. */
export type LeadRef = Pick<Lead, 'id' | 'organizationId'>;

/** The contact's record `id` of this kind, or 404 (another contact's or organization's is not found either). */
export async function findLeadRecord<R extends LeadRecordRow>(
  manager: EntityManager,
  entity: EntityTarget<R>,
  lead: LeadRef,
  id: number,
): Promise<R> {
  const where = { organizationId: lead.organizationId, leadId: lead.id, id } as FindOptionsWhere<R>;
  const row = await manager.getRepository(entity).findOneBy(where);
  if (!row) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
  return row;
}
