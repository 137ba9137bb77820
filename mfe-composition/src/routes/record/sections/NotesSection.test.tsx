import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type LeadNote, leadNotesMessages as N } from '@ensemble/contracts';
import { json, mockApi, page, path, renderInApp, type Call } from '../../../test';
import { fillIn, press, firstCall, confirmDeletion, slow } from '../../../test/forms';
import { lead } from '../../../test/record';
import { NotesSection } from './NotesSection';

const note = (id: number, text: string): LeadNote => ({
  id,
  lead: 7,
  note: text,
  created_at: `2026-03-0${Math.min(id, 9)}T10:00:00.000Z`,
  updated_at: `2026-03-0${Math.min(id, 9)}T10:00:00.000Z`,
  created_by: { id: 1, firstName: 'Grace', lastName: 'Hopper' },
});

/** A notes server over `notes` (newest first); writes answer `write` or echo a note. */
function notesServer(notes: LeadNote[], write?: (c: Call) => Response) {
  return mockApi((c) => {
    if (c.method !== 'GET') {
      if (write) return write(c);
      if (c.method === 'DELETE') return json(204, null);
      return json(c.method === 'POST' ? 201 : 200, note(99, (c.body as { note: string }).note));
    }
    const perPage = Number(c.url.searchParams.get('per_page'));
    return json(200, page(notes.slice(0, perPage), notes.length));
  });
}

const render = (stage: 'Prospect' | 'Client' = 'Client') =>
  renderInApp('/', <NotesSection organizationId={4} stage={stage} lead={lead({ fsm_state: stage })} />);

describe('NotesSection', () => {
  it('shows the empty text, then adds a note with "New noted added!"', async () => {
    const calls = notesServer([]);
    render();
    expect(await screen.findByText(N.noNotes, {}, slow)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    const form = await screen.findByRole('form', { name: 'Add note' });
    press(form, 'Save');
    expect(await within(form).findByText(N.noteRequired)).toBeInTheDocument();
    fillIn(form, { Note: '  Called back  ' });
    press(form, 'Save');
    expect(await screen.findByText(N.noteAdded, {}, slow)).toBeInTheDocument();
    const post = firstCall(calls, 'POST');
    expect(path(post!)).toBe('/organization/lead/7/notes/');
    expect(post?.body).toEqual({ note: 'Called back' });
  });

  it('lists notes with author and date, and a prospect shows 4 until "Show all"', async () => {
    const notes = [6, 5, 4, 3, 2, 1].map((i) => note(i, `Note number ${i}`));
    const calls = notesServer(notes);
    render('Prospect');
    const list = await screen.findByTestId('lead-notes', {}, slow);
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByText('Note number 6')).toBeInTheDocument();
    expect(within(list).getAllByText(/Grace Hopper · 03\/06\/2026/)).toHaveLength(1);
    expect(screen.getByText('4 of 6 notes')).toBeInTheDocument();
    expect(calls[0].url.searchParams.get('per_page')).toBe('4');
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('lead-notes')).getAllByRole('listitem')).toHaveLength(6),
    );
    expect(calls.at(-1)?.url.searchParams.get('per_page')).toBe('500');
    expect(screen.queryByRole('button', { name: 'Show all' })).toBeNull();
  });

  it('a client sees a page of 20 without "Show all" when that is everything', async () => {
    const calls = notesServer([note(1, 'Only one')]);
    render('Client');
    expect(await screen.findByText('Only one', {}, slow)).toBeInTheDocument();
    expect(calls[0].url.searchParams.get('per_page')).toBe('20');
    expect(screen.queryByRole('button', { name: 'Show all' })).toBeNull();
  });

  it('edits a note with "Note updated!" and deletes one after confirming', async () => {
    const calls = notesServer([note(2, 'Second'), note(1, 'First')]);
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit note 1' }, slow));
    const form = await screen.findByRole('form', { name: 'Edit note' });
    const input = within(form).getByLabelText('Note');
    expect(input).toHaveValue('First');
    fireEvent.change(input, { target: { value: 'First, edited' } });
    press(form, 'Save');
    expect(await screen.findByText(N.noteUpdated, {}, slow)).toBeInTheDocument();
    const put = firstCall(calls, 'PUT');
    expect(path(put!)).toBe('/organization/lead/7/notes/1/');
    expect(put?.body).toEqual({ note: 'First, edited' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete note 2' }));
    await confirmDeletion();
    expect(await screen.findByText(N.noteDeleted, {}, slow)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map(path)).toEqual(['/organization/lead/7/notes/2/']);
  });

  it('shows the server field error and keeps the modal open when saving fails', async () => {
    notesServer([], () => json(400, { note: ['Maximum number of characters is 5000'] }));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Add note' }, slow));
    const form = await screen.findByRole('form', { name: 'Add note' });
    fillIn(form, { Note: 'x' });
    press(form, 'Save');
    expect(
      await within(form).findByText('Maximum number of characters is 5000', {}, slow),
    ).toBeInTheDocument();
    expect(screen.queryByText(N.noteAdded)).toBeNull();
  });

  it('offers a retry when the notes cannot be loaded', async () => {
    mockApi(() => json(500, { detail: 'Boom' }));
    render();
    expect(await screen.findByText('Notes could not be loaded', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
