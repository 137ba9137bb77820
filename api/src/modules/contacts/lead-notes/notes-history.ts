import { type LeadHistoryEntry, noteChangedAction, type NoteHistoryGroup } from '@ensemble/contracts';
import type { EntityManager } from 'typeorm';
import { LeadNoteHistory } from './lead-note.entity';

type Author = { firstName: string; lastName: string } | undefined;

/**
 * A contact's notes history, for the history endpoint (spec 2 §7 History), which lives in the leads module: a
 * plain function rather than a service, so the two modules do not import each other.
 */
export function loadNotesHistory(
  manager: EntityManager,
  lead: { id: number; organizationId: number },
): Promise<LeadNoteHistory[]> {
  return manager.getRepository(LeadNoteHistory).find({
    where: { organizationId: lead.organizationId, leadId: lead.id },
    order: { id: 'DESC' },
  });
}

function entry(row: LeadNoteHistory, author: Author): LeadHistoryEntry {
  const created = row.kind === 'create';
  return {
    id: row.id,
    time: (row.createdAt instanceof Date ? row.createdAt : new Date(row.createdAt)).toISOString(),
    // 'create' reads 'Note added', '… note changed from …' reads 'Note changed' (spec 2 §7).
    action: created ? 'create' : noteChangedAction(row.oldValue ?? '', row.newValue),
    user: author ? { firstName: author.firstName, lastName: author.lastName } : null,
    field: 'note',
    old_value: row.oldValue,
    new_value: row.newValue,
    value: created ? row.newValue : `${row.oldValue ?? ''} → ${row.newValue}`,
    noteAction: row.kind,
    subject: null,
    status: null,
    opened: null,
    clicked: null,
    mongo_id: null,
    type: 'note',
  };
}

/** Rows (newest first) grouped per note, groups ordered by their newest entry. */
export function groupNotesHistory(
  rows: LeadNoteHistory[],
  authorOf: (userId: number | null) => Author,
): NoteHistoryGroup[] {
  const groups = new Map<number, NoteHistoryGroup>();
  for (const row of rows) {
    let g = groups.get(row.noteId);
    if (!g) {
      g = { note_id: row.noteId, history: [] };
      groups.set(row.noteId, g);
    }
    g.history.push(entry(row, authorOf(row.userId)));
  }
  return [...groups.values()];
}
