import type { DeepPartial, EntityManager, EntityTarget } from 'typeorm';
import { diff, type HistoryChange, writeLeadHistory } from '../leads/lead-history';
import { findLeadRecord, type LeadRecordRow, type LeadRef } from '../leads/lead-record-row';

type Snapshot = Record<string, unknown>;

/** How one kind of a contact's records is written, each write with its entry in the contact's history. */
export interface LeadRecordKind<R extends LeadRecordRow> {
  entity: EntityTarget<R>;
  /** The fields the history compares. */
  snapshot(row: R): Snapshot;
  /** The history's actions are `<history>_added`, `<history>_updated` and `<history>_deleted`… */
  history: string;
  /** …unless a change names its own action (undefined: `<history>_updated`). */
  updated?: (before: Snapshot, after: R) => string | undefined;
  /** What the history keeps of a deleted record (removedFields or everyFieldRemoved). */
  removal(before: Snapshot): HistoryChange[];
}

/** The fields that had a value, each going to null. */
export const removedFields = (before: Snapshot): HistoryChange[] =>
  diff(before, Object.fromEntries(Object.keys(before).map((field) => [field, null])));

/** Every field, each going to null. */
export const everyFieldRemoved = (before: Snapshot): HistoryChange[] =>
  Object.entries(before).map(([field, old]) => ({ field, old, new: null }));

/** The writes of one kind of a contact's records, in the caller's transaction (`manager`). */
export class LeadRecordWrites<R extends LeadRecordRow> {
  constructor(private readonly kind: LeadRecordKind<R>) {}

  /** Adds a record to the contact: `fill` sets its fields; saved, then its history entry. */
  async add(manager: EntityManager, lead: LeadRef, userId: number, fill: (row: R) => void): Promise<R> {
    const repo = manager.getRepository(this.kind.entity);
    const row = repo.create({ organizationId: lead.organizationId, leadId: lead.id } as DeepPartial<R>);
    fill(row);
    const saved = await repo.save(row);
    await writeLeadHistory(
      manager,
      lead,
      userId,
      `${this.kind.history}_added`,
      diff({}, this.kind.snapshot(saved)),
    );
    return saved;
  }

  /**
   * Changes the contact's record `id` (404 when it is not the contact's): `change` checks and edits it; saved
   * with its history entry only when a compared field changed. The record, and whether it changed.
   */
  async change(
    manager: EntityManager,
    lead: LeadRef,
    userId: number,
    id: number,
    change: (row: R) => void | Promise<void>,
  ): Promise<{ row: R; changed: boolean }> {
    const row = await findLeadRecord(manager, this.kind.entity, lead, id);
    const before = this.kind.snapshot(row);
    await change(row);
    const changes = diff(before, this.kind.snapshot(row));
    if (!changes.length) return { row, changed: false };
    const saved = await manager.getRepository(this.kind.entity).save(row);
    const action = this.kind.updated?.(before, saved) ?? `${this.kind.history}_updated`;
    await writeLeadHistory(manager, lead, userId, action, changes);
    return { row: saved, changed: true };
  }

  /** Deletes the contact's record `id` (404 when it is not the contact's), then its history entry. */
  async remove(manager: EntityManager, lead: LeadRef, userId: number, id: number): Promise<void> {
    const row = await findLeadRecord(manager, this.kind.entity, lead, id);
    await manager
      .getRepository(this.kind.entity)
      .delete({ organizationId: lead.organizationId, id: row.id } as never);
    const removal = this.kind.removal(this.kind.snapshot(row));
    await writeLeadHistory(manager, lead, userId, `${this.kind.history}_deleted`, removal);
  }
}
