import { errorsOf } from './errors-of.testing';
import {
  leadNotesConstants,
  leadNotesMessages,
  leadNotesPaths,
  noteChangedAction,
  noteListQuerySchema,
  noteSchema,
  socialProfileSchema,
} from './lead-notes-api';

const strictErrorsOf = (schema: Parameters<typeof errorsOf>[0], value: unknown) =>
  errorsOf(schema, value, { stripUnknown: true });

describe('noteSchema', () => {
  it('requires a note and trims it', async () => {
    expect(await strictErrorsOf(noteSchema, {})).toEqual({ note: ['Note is required'] });
    expect(await strictErrorsOf(noteSchema, { note: '   ' })).toEqual({ note: ['Note is required'] });
    expect(noteSchema.validateSync({ note: '  Called back  ' })).toEqual({ note: 'Called back' });
  });

  it(`allows at most ${leadNotesConstants.noteMax} characters`, async () => {
    expect(await strictErrorsOf(noteSchema, { note: 'x'.repeat(leadNotesConstants.noteMax) })).toEqual({});
    expect(await strictErrorsOf(noteSchema, { note: 'x'.repeat(leadNotesConstants.noteMax + 1) })).toEqual({
      note: ['Maximum number of characters is 5000'],
    });
  });
});

describe('noteListQuerySchema', () => {
  it('defaults to the first page of 20 and bounds per_page', async () => {
    expect(noteListQuerySchema.validateSync({})).toEqual({ page: 1, per_page: 20 });
    expect(await strictErrorsOf(noteListQuerySchema, { per_page: 501 })).toHaveProperty('per_page');
    expect(await strictErrorsOf(noteListQuerySchema, { page: 0 })).toHaveProperty('page');
  });
});

describe('socialProfileSchema', () => {
  it('requires a known network and a URL', async () => {
    expect(await strictErrorsOf(socialProfileSchema, {})).toEqual({
      network: ['Network is required'],
      url: ['Url is required'],
    });
    expect(
      await strictErrorsOf(socialProfileSchema, { network: 'Myspace', url: 'https://x.test/a' }),
    ).toEqual({
      network: ['Select a valid choice.'],
    });
  });

  it("says 'Url is not valid' and adds https:// to a bare address", async () => {
    expect(await strictErrorsOf(socialProfileSchema, { network: 'Facebook', url: 'not a url' })).toEqual({
      url: ['Url is not valid'],
    });
    expect(socialProfileSchema.validateSync({ network: 'LinkedIn', url: 'linkedin.com/in/ada' })).toEqual({
      network: 'LinkedIn',
      url: 'https://linkedin.com/in/ada',
    });
  });
});

describe('messages and paths', () => {
  it("keeps the spec's words", () => {
    expect(leadNotesMessages.noteAdded).toBe('New noted added!');
    expect(leadNotesMessages.noteUpdated).toBe('Note updated!');
    expect(leadNotesMessages.noAssociates).toBe('No associates to display');
    expect(leadNotesMessages.urlAdded).toBe('New URL added!');
    expect(leadNotesMessages.urlUpdated).toBe('URL updated!');
    expect(leadNotesMessages.socialLimit).toBe('A contact can have at most 20 social profiles');
  });

  it('writes note changes so the history names them', () => {
    expect(noteChangedAction('a', 'b')).toBe('note changed from "a" to "b"');
  });

  it('serves notes and associates under the lead (spec 2 §7)', () => {
    expect(leadNotesPaths.notes(9)).toBe('/organization/lead/9/notes/');
    expect(leadNotesPaths.note(9, 3)).toBe('/organization/lead/9/notes/3/');
    expect(leadNotesPaths.associates(9)).toBe('/organization/lead/9/associates/');
    expect(leadNotesPaths.socialProfile(9, 0)).toBe('/organization/lead/9/social/0/');
  });
});
