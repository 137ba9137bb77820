import {
  leadNotesMessages as N,
  leadNotesPaths as P,
  leadsExtraPaths,
  type LeadHistoryEntry,
  messages,
  type NoteHistoryGroup,
} from '@ensemble/contracts';
import { LeadHistory } from '../src/modules/contacts/leads/lead.entity';
import { LeadNote, LeadNoteHistory } from '../src/modules/contacts/lead-notes/lead-note.entity';
import { aLead } from './builders/lead.builder';
import { signedInForAllTests, startWithForeignOrg } from './support/signed-in';

let foreignLead: number;
let foreignNote: number;

const spec = signedInForAllTests(startWithForeignOrg);
const { get, post, put, del } = spec;
const history = async (leadId: number) =>
  (await get(leadsExtraPaths.history(leadId))).body as {
    history: LeadHistoryEntry[];
    notes_history: NoteHistoryGroup[];
  };

beforeAll(async () => {
  const { stranger, foreignOrg } = spec;
  foreignLead = (await aLead().inOrganization(foreignOrg).prospect().build()).id;
  foreignNote = (
    await spec.t.dataSource
      .getRepository(LeadNote)
      .save({ organizationId: foreignOrg.id, leadId: foreignLead, note: 'Secret', createdById: stranger.id })
  ).id;
});

describe('notes', () => {
  it('adds, lists newest first, changes and deletes notes', async () => {
    const lead = (await aLead().inOrganization(spec.org).prospect().build()).id;
    const first = await post(P.notes(lead), { note: '  Called back  ' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      lead,
      note: 'Called back',
      created_by: { id: spec.owner.id, firstName: 'Olive', lastName: 'Owner' },
    });
    expect(Date.parse(first.body.created_at)).not.toBeNaN();
    const second = await post(P.notes(lead), { note: 'Sent the quote' });

    const list = await get(P.notes(lead));
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(2);
    expect(list.body.results.map((n: { id: number }) => n.id)).toEqual([second.body.id, first.body.id]);
    const paged = await get(`${P.notes(lead)}?per_page=1&page=2`);
    expect(paged.body).toMatchObject({ count: 2, results: [{ id: first.body.id }] });

    const changed = await put(P.note(lead, first.body.id), { note: 'Called back twice' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: first.body.id, note: 'Called back twice' });
    expect((await get(P.note(lead, first.body.id))).body.note).toBe('Called back twice');

    expect((await del(P.note(lead, second.body.id))).status).toBe(204);
    expect((await get(P.notes(lead))).body.count).toBe(1);
    expect((await get(P.note(lead, second.body.id))).status).toBe(404);
  });

  it('validates the note with the contracts messages', async () => {
    const lead = (await aLead().inOrganization(spec.org).client().build()).id;
    expect((await post(P.notes(lead), {})).body).toEqual({ note: [N.noteRequired] });
    expect((await post(P.notes(lead), { note: '   ' })).body).toEqual({ note: ['Note is required'] });
    const long = await post(P.notes(lead), { note: 'x'.repeat(5001) });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ note: [messages.maxLength(5000)] });
    const ok = await post(P.notes(lead), { note: 'fine' });
    expect((await put(P.note(lead, ok.body.id), { note: '' })).body).toEqual({ note: ['Note is required'] });
    expect((await get(`${P.notes(lead)}?per_page=0`)).status).toBe(400);
  });

  it('answers 404 for foreign contacts, foreign notes and notes of another contact', async () => {
    const lead = (await aLead().inOrganization(spec.org).prospect().build()).id;
    const other = (await aLead().inOrganization(spec.org).prospect().build()).id;
    const ofOther = (await post(P.notes(other), { note: 'Not yours' })).body.id as number;
    for (const res of [
      await get(P.notes(foreignLead)),
      await post(P.notes(foreignLead), { note: 'x' }),
      await put(P.note(foreignLead, foreignNote), { note: 'x' }),
      await del(P.note(foreignLead, foreignNote)),
      await put(P.note(lead, foreignNote), { note: 'x' }),
      await del(P.note(lead, foreignNote)),
      await get(P.note(lead, ofOther)),
      await put(P.note(lead, ofOther), { note: 'hijack' }),
      await del(P.note(lead, ofOther)),
      await put(P.note(lead, 'abc'), { note: 'x' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: messages.notFound });
    }
    expect(
      await spec.t.dataSource.getRepository(LeadNote).findOneByOrFail({ id: foreignNote }),
    ).toMatchObject({
      note: 'Secret',
    });
    expect((await get(P.note(other, ofOther))).body.note).toBe('Not yours');
  });

  it('keeps each note history in notes_history, and deleting writes a lead history entry', async () => {
    const lead = (await aLead().inOrganization(spec.org).prospect().build()).id;
    const a = (await post(P.notes(lead), { note: 'First' })).body.id as number;
    await put(P.note(lead, a), { note: 'First, edited' });
    await put(P.note(lead, a), { note: 'First, edited' }); // unchanged: no entry
    const b = (await post(P.notes(lead), { note: 'Second' })).body.id as number;
    expect((await del(P.note(lead, b))).status).toBe(204);

    const h = await history(lead);
    expect(h.notes_history.map((g) => g.note_id)).toEqual([b, a]);
    const ofA = h.notes_history[1].history;
    expect(ofA.map((e) => e.action)).toEqual(['note changed from "First" to "First, edited"', 'create']);
    expect(ofA[0]).toMatchObject({
      type: 'note',
      noteAction: 'update',
      field: 'note',
      old_value: 'First',
      new_value: 'First, edited',
      value: 'First → First, edited',
      user: { firstName: 'Olive', lastName: 'Owner' },
    });
    expect(ofA[1]).toMatchObject({ value: 'First', noteAction: 'create', old_value: null });
    expect(Date.parse(ofA[0].time)).toBeGreaterThanOrEqual(Date.parse(ofA[1].time));
    // The deleted note's history stays; the deletion is the contact's own entry.
    expect(h.notes_history[0].history.map((e) => e.action)).toEqual(['create']);
    expect(h.history[0]).toMatchObject({
      action: 'note_deleted',
      field: 'note',
      old_value: 'Second',
      new_value: null,
      type: 'lead',
      user: { firstName: 'Olive', lastName: 'Owner' },
    });
    expect(await spec.t.dataSource.getRepository(LeadNoteHistory).countBy({ leadId: lead })).toBe(3);
    expect(await spec.t.dataSource.getRepository(LeadHistory).countBy({ leadId: lead })).toBe(1);
  });

  it('answers empty lists for a contact without notes', async () => {
    const lead = (await aLead().inOrganization(spec.org).other().build()).id;
    expect((await get(P.notes(lead))).body).toEqual({ results: [], count: 0 });
    expect(await history(lead)).toEqual({ history: [], notes_history: [] });
  });
});
