/**
 * The builder's addresses (spec 3 §2 Email: /rhapsody/email/builder/{organizationId} with the query of a new
 * email or template). The builder screen reads them; these screens only lead there.
 */
export interface BuilderQuery {
  /** Open a template of the organization to change it (with edit). */
  templateId?: number;
  edit?: boolean;
  /** Start from an empty design. */
  blank?: boolean;
  /** Save a template only (no sending). */
  createOnly?: boolean;
  /** Write an email to send, not a template. */
  makeNewEmail?: boolean;
  /** Start from this template (a library one with isLibraryTemplate). */
  baseTemplateId?: number;
  isLibraryTemplate?: boolean;
  /** The folder the new template goes to. */
  folderId?: number | null;
  title?: string;
  /** From a contact's record: the email is addressed to them. */
  email?: string | null;
  recipient_id?: number | null;
}

export function builderPath(organizationId: number, q: BuilderQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(q) as [string, unknown][]) {
    if (value === undefined || value === null || value === false || value === '') continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  return `/rhapsody/email/builder/${organizationId}${query ? `?${query}` : ''}`;
}

/** A template of the organization, opened to change it. */
export const editTemplate = (organizationId: number, templateId: number) =>
  builderPath(organizationId, { templateId, edit: true });

/** A new template: blank, or from a library template; into a folder when one is open. */
export const newTemplate = (
  organizationId: number,
  opts: { baseTemplateId?: number; folderId?: number | null },
) =>
  opts.baseTemplateId != null
    ? builderPath(organizationId, {
        baseTemplateId: opts.baseTemplateId,
        isLibraryTemplate: true,
        createOnly: true,
        folderId: opts.folderId,
      })
    : builderPath(organizationId, { blank: true, createOnly: true, folderId: opts.folderId });

/** A new email from a library template (or blank), addressed to a contact when coming from one. */
export const newEmail = (
  organizationId: number,
  opts: { baseTemplateId?: number; email?: string | null; recipientId?: number | null },
) =>
  builderPath(organizationId, {
    makeNewEmail: true,
    ...(opts.baseTemplateId != null
      ? { baseTemplateId: opts.baseTemplateId, isLibraryTemplate: true }
      : { blank: true }),
    email: opts.email,
    recipient_id: opts.recipientId,
  });
