import mjml2html from 'mjml';
import { sanitizeEmailHtml } from './sanitize-email-html';

export class MjmlError extends Error {}

/**
 * MJML to the table-based, inlined, responsive HTML mail clients render (docs/adr/0016), sanitized. The builder
 * compiles in the browser for its preview; the API compiles again on save, so what is stored and sent never
 * depends on HTML a client posted.
 */
export async function compileMjml(source: string): Promise<string> {
  const result = await mjml2html(source, { validationLevel: 'soft', keepComments: false });
  if (!result.html) throw new MjmlError(result.errors.map((e) => e.formattedMessage).join('; '));
  return sanitizeEmailHtml(result.html);
}
