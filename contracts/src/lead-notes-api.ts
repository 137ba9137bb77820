/**
 * Issue 7 contract: a contact's notes, social profiles and "More people from this company" (associates)
 * (spec 2 §2 Record pages, §3 Note / Associate / Lead.social, §7 Notes / Associates, §8). Paths are relative to
 * '/api'; the notes and associates paths are the spec's, the social profile paths are ours (not shown).
 */
import * as yup from 'yup';
import { endpoint, pathOf } from './endpoint';
import { js } from './json-schema';
import { leadRecordEndpoints } from './record-endpoints';
import type { LeadHistoryEntry } from './leads-api';
import { messages } from './messages';
import { requiredTextField } from './validation';
import { WEBSITE_PATTERN, withHttps } from './settings-api';

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
  note: requiredTextField(leadNotesConstants.noteMax, leadNotesMessages.noteRequired),
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

// Responses
const noteResponse = js.obj({
  id: js.int,
  lead: js.int,
  note: js.str,
  created_at: js.dateTime,
  updated_at: js.dateTime,
  created_by: js.obj({ id: js.int, firstName: js.str, lastName: js.str }, { nullable: true }),
});
const socialProfileResponse = js.obj({ index: js.int, network: js.str, url: js.str });
const SOCIAL_RULES =
  `network one of ${socialNetworks.join(', ')}; url required, a bare address gets https:// ('Url is not valid' ` +
  `otherwise). Written to the contact's history (social_added / social_updated / social_deleted).`;

const SOCIAL = '/organization/lead/:leadId/social/';
const SOCIAL_PROFILE = '/organization/lead/:leadId/social/:index/';
const contact = { access: 'member', tag: 'contacts' } as const;
const notes = leadRecordEndpoints<LeadNote>()('notes', {
  tag: contact.tag,
  body: noteSchema,
  response: noteResponse,
});

/** A contact's notes (spec 2 §7 Notes), associates (spec 2 §7) and social profiles (spec 2 §3 Lead.social; paths ours). */
export const leadNotesEndpoints = {
  list: notes.page({
    summary: "The contact's notes, newest first → { results, count }",
    query: noteListQuerySchema,
  }),
  create: notes.create({
    summary: 'Add a note',
    description: `note is required ('${leadNotesMessages.noteRequired}'), at most ${leadNotesConstants.noteMax} characters. The note's history records its creation.`,
  }),
  get: notes.get({ summary: 'One note of the contact' }),
  update: notes.update({
    summary: 'Change a note',
    description: `The note's history records 'note changed from "<old>" to "<new>"'. A note of another contact → 404.`,
  }),
  remove: notes.remove({
    summary: "Delete a note; the contact's history records 'note_deleted' with its text",
  }),
  associates: endpoint<Associate[]>()({
    ...contact,
    method: 'GET',
    path: '/organization/lead/:leadId/associates/',
    summary: 'Other contacts of the organization with the same company name (case-insensitive)',
    description: `At most ${leadNotesConstants.associatesMax}, oldest first, each { id, name, contact (email, else cell phone), url (its record page) }. Empty when the contact has no company name.`,
    response: js.arr(js.obj({ id: js.int, name: js.str, contact: js.str, url: js.str })),
  }),
  socialList: endpoint<SocialProfile[]>()({
    ...contact,
    method: 'GET',
    path: SOCIAL,
    summary: "The contact's social profiles → [{ index, network, url }]",
    response: js.arr(socialProfileResponse),
  }),
  socialAdd: endpoint<SocialProfile>()({
    ...contact,
    method: 'POST',
    path: SOCIAL,
    summary: 'Add a social profile',
    description: `${SOCIAL_RULES} At most ${leadNotesConstants.socialMax}: '${leadNotesMessages.socialLimit}'.`,
    body: socialProfileSchema,
    response: socialProfileResponse,
  }),
  socialUpdate: endpoint<SocialProfile>()({
    ...contact,
    method: 'PUT',
    path: SOCIAL_PROFILE,
    summary: 'Change a social profile',
    description: `${SOCIAL_RULES} \`index\` is the profile's position in the GET list (0-based).`,
    body: socialProfileSchema,
    response: socialProfileResponse,
  }),
  socialRemove: endpoint()({
    ...contact,
    method: 'DELETE',
    path: SOCIAL_PROFILE,
    status: 204,
    summary: 'Remove a social profile (the later ones move up one index)',
    response: null,
  }),
};

/** Positional path helpers (tests, links); the paths themselves are the endpoints'. */
export const leadNotesPaths = {
  notes: pathOf(leadNotesEndpoints.list),
  note: pathOf(leadNotesEndpoints.get),
  associates: pathOf(leadNotesEndpoints.associates),
  social: pathOf(leadNotesEndpoints.socialList),
  socialProfile: pathOf(leadNotesEndpoints.socialUpdate),
};
