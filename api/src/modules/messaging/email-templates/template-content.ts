import {
  type EmailDesign,
  emailConstants,
  emailMessages,
  messages,
  unknownVariables,
} from '@ensemble/contracts';
import { ApiError } from '../../../engine/http/api-error';
import { compileMjml, sanitizeEmailHtml } from '../email-html';

/** What a template stores: the HTML it sends and the design that reopens it in the builder. */
export interface TemplateContent {
  html: string;
  design: EmailDesign | null;
}

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

/** The posted design, checked: null, or `{ format: 'mjml', mjml, project }` within the size limit. */
function readDesign(design: unknown): EmailDesign | null {
  if (design == null) return null;
  const d = design as Partial<EmailDesign>;
  if (typeof d !== 'object' || d.format !== 'mjml' || typeof d.mjml !== 'string')
    throw ApiError.field('design', messages.invalidChoice);
  const out: EmailDesign = { format: 'mjml', mjml: d.mjml, project: d.project ?? null };
  if (bytes(JSON.stringify(out)) > emailConstants.designMaxBytes)
    throw ApiError.field('design', messages.maxLength(emailConstants.designMaxBytes));
  return out;
}

/**
 * The stored content of a save. With an MJML design the HTML is compiled here from the MJML and the posted HTML
 * is ignored (what is sent never depends on HTML a client rendered); without one the posted HTML is sanitized.
 * Either way the result may use only the known variables (the schema checked the posted HTML, not the MJML).
 */
export async function templateContent(html: string, design: unknown): Promise<TemplateContent> {
  const checked = readDesign(design);
  let stored: string;
  if (checked?.mjml.trim()) {
    try {
      stored = await compileMjml(checked.mjml);
    } catch (err) {
      throw ApiError.field('html', emailMessages.designNotCompiled((err as Error).message));
    }
  } else {
    stored = sanitizeEmailHtml(html);
  }
  const [unknown] = unknownVariables(stored);
  if (unknown) throw ApiError.field('html', emailMessages.unknownVariable(unknown));
  if (bytes(stored) > emailConstants.htmlMaxBytes)
    throw ApiError.field('html', messages.maxLength(emailConstants.htmlMaxBytes));
  return { html: stored, design: checked };
}
