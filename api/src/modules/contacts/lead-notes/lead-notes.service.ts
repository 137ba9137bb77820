import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type LeadNote as LeadNoteDto,
  type NoteInput,
  type NoteListQuery,
  type Paginated,
} from '@ensemble/contracts';
import { type DataSource, type EntityManager } from 'typeorm';
import { pageWindow } from '../../../engine/http/pagination';
import { writeLeadHistory } from '../leads/lead-history';
import { findLeadRecord, type LeadRef } from '../leads/lead-record-row';
import { UsersService } from '../../platform';
import { LeadNote, LeadNoteHistory } from './lead-note.entity';

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** Notes on a contact (spec 2 §7 Notes). Each change is recorded in the note's history in its transaction. */
/** The note's own history entry: its text before (`old`) and after the change. */
function noteHistory(
  m: EntityManager,
  lead: LeadRef,
  note: LeadNote,
  userId: number | null,
  kind: 'create' | 'update',
  old: string | null,
): Promise<unknown> {
  return m.getRepository(LeadNoteHistory).insert({
    organizationId: lead.organizationId,
    leadId: lead.id,
    noteId: note.id,
    userId,
    kind,
    oldValue: old,
    newValue: note.note,
  });
}

@Injectable()
export class LeadNotesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
  ) {}

  private async present(manager: EntityManager, rows: LeadNote[]): Promise<LeadNoteDto[]> {
    const ids = [...new Set(rows.map((r) => r.createdById).filter((x): x is number => x != null))];
    const users = ids.length ? await this.users.findByIds(manager, ids) : [];
    const byId = new Map(users.map((u) => [u.id, u]));
    return rows.map((r) => {
      const u = r.createdById == null ? undefined : byId.get(r.createdById);
      return {
        id: r.id,
        lead: r.leadId,
        note: r.note,
        created_at: iso(r.createdAt),
        updated_at: iso(r.updatedAt),
        created_by: u ? { id: u.id, firstName: u.firstName, lastName: u.lastName } : null,
      };
    });
  }

  /** Sub-records are looked up with the organization and the lead, so a foreign id is simply not found. */

  async list(lead: LeadRef, q: NoteListQuery): Promise<Paginated<LeadNoteDto>> {
    const m = this.dataSource.manager;
    const { skip, take } = pageWindow(q);
    const [rows, count] = await m.getRepository(LeadNote).findAndCount({
      where: { organizationId: lead.organizationId, leadId: lead.id },
      order: { id: 'DESC' },
      skip,
      take,
    });
    return { results: await this.present(m, rows), count };
  }

  async get(lead: LeadRef, id: number): Promise<LeadNoteDto> {
    const m = this.dataSource.manager;
    const [out] = await this.present(m, [await findLeadRecord(m, LeadNote, lead, id)]);
    return out;
  }

  create(lead: LeadRef, userId: number, input: NoteInput): Promise<LeadNoteDto> {
    return this.dataSource.transaction(async (m) => {
      const note = await this.add(m, lead, userId, input.note);
      const [out] = await this.present(m, [note]);
      return out;
    });
  }

  /**
   * A note added in the caller's transaction, with its history entry. `userId` null: written by the system (a web
   * form's post), which is not someone working the contact (the dashboard's Unworked leads reads the author).
   */
  async add(m: EntityManager, lead: LeadRef, userId: number | null, text: string): Promise<LeadNote> {
    const note = await m.getRepository(LeadNote).save(
      m.getRepository(LeadNote).create({
        organizationId: lead.organizationId,
        leadId: lead.id,
        note: text,
        createdById: userId,
      }),
    );
    await noteHistory(m, lead, note, userId, 'create', null);
    return note;
  }

  update(lead: LeadRef, userId: number, id: number, input: NoteInput): Promise<LeadNoteDto> {
    return this.dataSource.transaction(async (m) => {
      const note = await findLeadRecord(m, LeadNote, lead, id);
      const old = note.note;
      if (old !== input.note) {
        note.note = input.note;
        await m.getRepository(LeadNote).save(note);
        await noteHistory(m, lead, note, userId, 'update', old);
      }
      const [out] = await this.present(m, [note]);
      return out;
    });
  }

  async remove(lead: LeadRef, userId: number, id: number): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      const note = await findLeadRecord(m, LeadNote, lead, id);
      await m.getRepository(LeadNote).delete({ organizationId: lead.organizationId, id: note.id });
      await writeLeadHistory(m, lead, userId, 'note_deleted', [{ field: 'note', old: note.note, new: null }]);
    });
  }
}
