/**
 * The builder's query (spec 3 §2: templateId, edit, title, blank, makeNewEmail, createOnly, email, recipient_id,
 * baseTemplateId, folderId, isLibraryTemplate) and what it decides: which design opens, which call saves it and
 * where the user goes after saving. Kept apart from the screen so every combination is testable without an editor.
 */
import { parseId } from '@ensemble/shared-ui';

export interface BuilderQuery {
  templateId: number | null;
  edit: boolean;
  title: string;
  blank: boolean;
  makeNewEmail: boolean;
  createOnly: boolean;
  email: string | null;
  recipientId: string | null;
  baseTemplateId: number | null;
  folderId: number | null;
  isLibraryTemplate: boolean;
}

const flag = (params: URLSearchParams, name: string) => {
  const v = params.get(name);
  return v === 'true' || v === '1';
};

export function parseBuilderQuery(params: URLSearchParams): BuilderQuery {
  return {
    templateId: parseId(params.get('templateId')),
    edit: flag(params, 'edit'),
    title: (params.get('title') ?? '').trim(),
    blank: flag(params, 'blank'),
    makeNewEmail: flag(params, 'makeNewEmail'),
    createOnly: flag(params, 'createOnly'),
    email: params.get('email'),
    // Passed through to the composer untouched: it may name several contacts.
    recipientId: params.get('recipient_id'),
    baseTemplateId: parseId(params.get('baseTemplateId')),
    folderId: parseId(params.get('folderId')),
    isLibraryTemplate: flag(params, 'isLibraryTemplate'),
  };
}

/** Where the opening design comes from. */
export type BuilderSource =
  { kind: 'blank' } | { kind: 'template'; id: number } | { kind: 'library'; id: number };

export function sourceOf(q: BuilderQuery): BuilderSource {
  if (q.blank) return { kind: 'blank' };
  if (q.isLibraryTemplate) {
    const id = q.baseTemplateId ?? q.templateId;
    return id == null ? { kind: 'blank' } : { kind: 'library', id };
  }
  if (q.templateId != null) return { kind: 'template', id: q.templateId };
  // A library base without the flag still only reads the library: the organization's copy is made on save.
  if (q.baseTemplateId != null) return { kind: 'library', id: q.baseTemplateId };
  return { kind: 'blank' };
}

/** Which call Save makes. */
export type SaveAction =
  { kind: 'update'; id: number } | { kind: 'create'; folder: number | null; baseTemplate: number | null };

export function saveActionOf(q: BuilderQuery): SaveAction {
  const source = sourceOf(q);
  // Only an organization's own template opened for editing is changed in place; anything else (a library
  // template, a template opened as the start of a new email) is saved as a new template.
  if (q.edit && !q.makeNewEmail && !q.createOnly && source.kind === 'template') {
    return { kind: 'update', id: source.id };
  }
  return {
    kind: 'create',
    folder: q.folderId,
    baseTemplate: source.kind === 'library' ? source.id : null,
  };
}

/** The composer tabs (spec 3 §2 'Emailing tabs'), by their ?tab= index. */
export const emailingTabs = { composer: 0, htmlTemplates: 1, textTemplates: 2 } as const;

/**
 * Where Save leads, or null to stay in the builder. A new email goes back to the composer with the template
 * chosen (and the recipient it came with); a template made from the templates tab goes back to its list; an
 * edit stays; a new template made otherwise stays, reopened as an edit so the next Save updates it.
 */
export function afterSaveUrl(organizationId: number, q: BuilderQuery, savedId: number): string | null {
  if (q.makeNewEmail) {
    const params = new URLSearchParams({ tab: String(emailingTabs.composer), templateId: String(savedId) });
    if (q.email) params.set('email', q.email);
    if (q.recipientId) params.set('recipient_id', q.recipientId);
    return `/rhapsody/email/templates/${organizationId}?${params.toString()}`;
  }
  if (q.createOnly) {
    const params = new URLSearchParams({ tab: String(emailingTabs.htmlTemplates) });
    if (q.folderId != null) params.set('folderId', String(q.folderId));
    return `/rhapsody/email/templates/${organizationId}?${params.toString()}`;
  }
  if (saveActionOf(q).kind === 'update') return null;
  return `/rhapsody/email/builder/${organizationId}?templateId=${savedId}&edit=true`;
}

/** Where the Back button leads: the composer for a new email, else the HTML templates tab. */
export function backUrl(organizationId: number, q: BuilderQuery): string {
  const params = new URLSearchParams({
    tab: String(q.makeNewEmail ? emailingTabs.composer : emailingTabs.htmlTemplates),
  });
  if (q.makeNewEmail) {
    if (q.email) params.set('email', q.email);
    if (q.recipientId) params.set('recipient_id', q.recipientId);
  } else if (q.folderId != null) params.set('folderId', String(q.folderId));
  return `/rhapsody/email/templates/${organizationId}?${params.toString()}`;
}
