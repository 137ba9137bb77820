import type {
  EmailTemplate,
  EmailTemplateFolder,
  EmailTemplateSummary,
  TextTemplate,
} from '@ensemble/contracts';
import type { EmailTemplateFolderRow, EmailTemplateRow, TextTemplateRow } from './email-template.entities';

export function presentSummary(t: EmailTemplateRow): EmailTemplateSummary {
  const library = t.organizationId === null;
  return {
    id: t.id,
    title: t.title,
    name: t.title,
    html: t.html,
    thumbnail_url: t.thumbnailUrl,
    isLibraryTemplate: library,
    is_base: library,
    organization: t.organizationId,
    folder: t.folderId,
    base_template: t.baseTemplateId,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
  };
}

export function presentTemplate(t: EmailTemplateRow): EmailTemplate {
  return { ...presentSummary(t), design: t.design };
}

export function presentFolder(f: EmailTemplateFolderRow, templates: number): EmailTemplateFolder {
  return {
    id: f.id,
    name: f.name,
    organization: f.organizationId,
    templates,
    created_at: f.createdAt.toISOString(),
  };
}

export function presentTextTemplate(t: TextTemplateRow): TextTemplate {
  return {
    id: t.id,
    title: t.title,
    template: t.template,
    organization: t.organizationId,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
  };
}

/** Lower-cased copies for search and ordering (never a collation's idea of case). */
export const normalized = (s: string) => s.trim().toLowerCase();
