import { leadNotesConstants, webFormConstants, webFormFieldNames } from '@ensemble/contracts';

type ContactField = keyof typeof webFormFieldNames;

/** A post as read: the fields the contact is made of, everything kept, and the rest for the note. */
export interface WebFormFields {
  /** For webFormPostSchema: first_name, last_name, email, phone, message (`name` already split). */
  contact: Partial<Record<Exclude<ContactField, 'name'>, string>>;
  /** Every field kept, names and values as posted (the submission's record). */
  fields: Record<string, string>;
  /** The kept fields that are none of the contact's, in the order posted, for the note. */
  extras: [name: string, value: string][];
}

/** 'First Name', 'first_name', 'firstName' → 'firstname'. */
const canonical = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');

const fieldOf = new Map<string, ContactField>(
  (Object.entries(webFormFieldNames) as [ContactField, readonly string[]][]).flatMap(([field, names]) =>
    names.map((n) => [n, field] as const),
  ),
);

/** A posted value as text: a repeated form field's values joined, anything else as JSON or its string. */
function asText(value: unknown): string {
  if (value == null) return '';
  if (Array.isArray(value)) return value.map(asText).filter(Boolean).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Reads a web form's post (a JSON object, or a form-encoded body as the body parser gives it) by the names of
 * contracts' webFormFieldNames. The first non-empty field of each kind wins; a second one of the same kind is kept
 * as an extra. Names starting with '_' are a form service's controls and are dropped; past
 * webFormConstants.maxFields the rest is dropped, and names and values are cut to their maximum lengths.
 */
export function readWebFormFields(body: unknown): WebFormFields {
  const entries = body && typeof body === 'object' && !Array.isArray(body) ? Object.entries(body) : [];
  const fields = new Map<string, string>();
  const contact: Partial<Record<ContactField, string>> = {};
  const extras: [string, string][] = [];
  for (const [rawName, rawValue] of entries) {
    const name = rawName.trim().slice(0, webFormConstants.fieldNameMax);
    if (!name || name.startsWith('_') || fields.has(name)) continue;
    if (fields.size >= webFormConstants.maxFields) break;
    const value = asText(rawValue).trim().slice(0, webFormConstants.fieldValueMax);
    fields.set(name, value);
    if (!value) continue;
    const kind = fieldOf.get(canonical(name));
    if (kind && contact[kind] === undefined) contact[kind] = value;
    else extras.push([name, value]);
  }
  const { name, ...own } = contact;
  if (name && own.first_name === undefined && own.last_name === undefined) {
    const [first, ...rest] = name.split(/\s+/);
    own.first_name = first;
    if (rest.length) own.last_name = rest.join(' ');
  } else if (name) {
    extras.unshift(['name', name]);
  }
  return { contact: own, fields: Object.fromEntries(fields), extras };
}

/**
 * The note a post adds to its contact: the message, then each other field as 'name: value'; null when there is
 * neither. Cut to a note's maximum length.
 */
export function webFormNote(message: string | null | undefined, extras: [string, string][]): string | null {
  const parts = [
    ...(message ? [message] : []),
    ...(extras.length ? [extras.map(([n, v]) => `${n}: ${v}`).join('\n')] : []),
  ];
  return parts.length ? parts.join('\n\n').slice(0, leadNotesConstants.noteMax) : null;
}
