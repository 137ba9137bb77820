export { compileMjml, MjmlError } from './compile-mjml';
export { sanitizeEmailHtml } from './sanitize-email-html';
