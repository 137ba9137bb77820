import type { EntityManager } from 'typeorm';
import { type Lead, LeadHistory } from './lead.entity';

export interface HistoryChange {
  field: string | null;
  old: unknown;
  new: unknown;
}

const asText = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return v;
  return JSON.stringify(v);
};

/** The fields that differ between two snapshots (values compared by their JSON text). */
export function diff(before: Record<string, unknown>, after: Record<string, unknown>): HistoryChange[] {
  const out: HistoryChange[] = [];
  for (const key of Object.keys(after)) {
    if (asText(before[key]) !== asText(after[key]))
      out.push({ field: key, old: before[key], new: after[key] });
  }
  return out;
}

/** One contact's history entry (a record of it added, changed or removed), in the caller's transaction. */
export function writeLeadHistory(
  manager: EntityManager,
  lead: Pick<Lead, 'id' | 'organizationId'>,
  userId: number | null,
  action: string,
  changes?: HistoryChange[],
): Promise<void> {
  return writeHistory(
    manager,
    { organizationId: lead.organizationId, userId, action, leadIds: [lead.id] },
    changes,
  );
}

/** Writes history rows with the caller's manager, so they commit or roll back with the change itself. */
export async function writeHistory(
  manager: EntityManager,
  entry: { organizationId: number; userId: number | null; action: string; leadIds: number[] },
  changes: HistoryChange[] = [{ field: null, old: null, new: null }],
): Promise<void> {
  const rows = entry.leadIds.flatMap((leadId) =>
    changes.map((c) => ({
      organizationId: entry.organizationId,
      leadId,
      userId: entry.userId,
      action: entry.action,
      field: c.field,
      oldValue: asText(c.old),
      newValue: asText(c.new),
    })),
  );
  // Batches keep each INSERT well under the packet and placeholder limits on big bulk actions.
  for (let i = 0; i < rows.length; i += 500) {
    await manager.getRepository(LeadHistory).insert(rows.slice(i, i + 500));
  }
}
