/**
 * Issue 7 contract: a contact's notes, social profiles and "More people from this company" (associates)
 * (spec 2 §2 Record pages, §3 Note / Associate / Lead.social, §7 Notes / Associates, §8). Paths are relative to
 * '/api'; the notes and associates paths are the spec's, the social profile paths are ours (not shown).
 */
import * as yup from 'yup';
import type { LeadHistoryEntry } from './leads-api';
import { messages } from './messages';
import { WEBSITE_PATTERN, withHttps } from './settings-api';

type Id = number | string;
const lead = (leadId: Id) => `/organization/lead/${leadId}`;

export const leadNotesPaths = {
  /** GET ?page=&per_page= → Paginated<LeadNote> (newest first); POST NoteInput → 201 LeadNote. */
  notes: (leadId: Id) => `${lead(leadId)}/notes/`,
  /** GET → LeadNote; PUT NoteInput → LeadNote; DELETE → 204 (writes a 'note_deleted' history entry). */
  note: (leadId: Id, id: Id) => `${lead(leadId)}/notes/${id}/`,
  /** GET → Associate[]: other contacts of the organization with the same company name (at most 50). */
  associates: (leadId: Id) => `${lead(leadId)}/associates/`,
  /** GET → SocialProfile[]; POST SocialProfileInput → 201 SocialProfile. Ours (spec 2 §7: not shown). */
  social: (leadId: Id) => `${lead(leadId)}/social/`,
  /** PUT SocialProfileInput → SocialProfile; DELETE → 204. `index` is the profile's position in the list. */
  socialProfile: (leadId: Id, index: Id) => `${lead(leadId)}/social/${index}/`,
} as const;

export interface NoteAuthor {
  id: number;
  firstName: string;
  lastName: string;
}

/** Spec 2 §3 Note: id, note, created_at, created_by. */
export interface LeadNote {
  id: number;
  lead: number;
  note: string;
  created_at: string;
  updated_at: string;
  /** Null when the author's account no longer exists. */
  created_by: NoteAuthor | null;
}

/** One note's own history (spec 2 §3: notes_history entries each hold a history list), newest first. */
export interface NoteHistoryGroup {
  note_id: number;
  history: LeadHistoryEntry[];
}

/** Spec 2 §3 Associate: name, contact (email, else cell phone), url (the record page of that contact). */
export interface Associate {
  id: number;
  name: string;
  contact: string;
  url: string;
}

/** One of the contact's social profiles; `index` addresses it in the social profile paths. */
export interface SocialProfile {
  index: number;
  network: string;
  url: string;
}

export const socialNetworks = [
  'Facebook',
  'Instagram',
  'LinkedIn',
  'X/Twitter',
  'YouTube',
  'TikTok',
  'Other',
] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export const leadNotesConstants = {
  noteMax: 5000,
  notesPageSize: 20,
  /** "Show all" asks for this many at once. */
  notesPageMax: 500,
  /** Spec 2 §2: the prospect note limit is 4 (shown before "Show all"). */
  prospectNoteLimit: 4,
  /** Spec 2 §2: the notes preview is truncated to 2 lines. */
  notePreviewLines: 2,
  associatesMax: 50,
  /** The lead schema's own bound on `social`. */
  socialMax: 20,
  urlMax: 2048,
} as const;

export const leadNotesMessages = {
  // spec 2 §8
  noteAdded: 'New noted added!',
  noteUpdated: 'Note updated!',
  noAssociates: 'No associates to display',
  urlAdded: 'New URL added!',
  urlUpdated: 'URL updated!',
  unableAddUrl: 'Unable to add URL',
  unableEditUrl: 'Unable to edit URL',
  unableGetSocial: 'Unable to get social profile',
  // ours (the spec quotes none for these)
  noteRequired: messages.fieldRequired('Note'),
  noteDeleted: 'Note deleted!',
  noNotes: 'No notes to display',
  unableAddNote: 'Unable to add note',
  unableEditNote: 'Unable to edit note',
  unableDeleteNote: 'Unable to delete note',
  noSocial: 'No social profiles to display',
  urlDeleted: 'URL deleted!',
  unableDeleteUrl: 'Unable to delete URL',
  networkRequired: messages.fieldRequired('Network'),
  urlRequired: messages.fieldRequired('Url'),
  socialLimit: `A contact can have at most ${leadNotesConstants.socialMax} social profiles`,
} as const;

/** The action of a note's change, as spec 2 §7 History reads it ('… note changed from …' → 'Note changed'). */
export function noteChangedAction(oldNote: string, newNote: string): string {
  return `note changed from "${oldNote}" to "${newNote}"`;
}

export const noteSchema = yup.object({
  note: yup
    .string()
    .trim()
    .required(leadNotesMessages.noteRequired)
    .max(leadNotesConstants.noteMax, messages.maxLength(leadNotesConstants.noteMax)),
});
export type NoteInput = yup.InferType<typeof noteSchema>;

export const noteListQuerySchema = yup.object({
  page: yup.number().typeError(messages.numberInvalid).integer().min(1).default(1),
  per_page: yup
    .number()
    .typeError(messages.numberInvalid)
    .integer()
    .min(1)
    .max(leadNotesConstants.notesPageMax)
    .default(leadNotesConstants.notesPageSize),
});
export type NoteListQuery = yup.InferType<typeof noteListQuerySchema>;

export const socialProfileSchema = yup.object({
  network: yup
    .string()
    .trim()
    .required(leadNotesMessages.networkRequired)
    .oneOf([...socialNetworks], messages.invalidChoice),
  // Like website links (spec 2 §5), a URL typed without a scheme gets https://.
  url: yup
    .string()
    .trim()
    .required(leadNotesMessages.urlRequired)
    .max(leadNotesConstants.urlMax, messages.maxLength(leadNotesConstants.urlMax))
    .transform((v: string) => (v ? withHttps(v) : v))
    .test('url', messages.urlInvalid, (v) => v == null || v === '' || WEBSITE_PATTERN.test(v)),
});
export type SocialProfileInput = yup.InferType<typeof socialProfileSchema>;
