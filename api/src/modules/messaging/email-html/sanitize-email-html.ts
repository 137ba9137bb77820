import sanitizeHtml from 'sanitize-html';

/**
 * What an email may hold: the table layout, inline and <style> CSS and images that mail clients render, and
 * nothing that runs (no script, no event handler, no javascript: or data: link). Applied when a template, a
 * signature or a composed email is saved and again when it is rendered for sending, so HTML stored before a rule
 * changed is still cleaned.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'html',
    'head',
    'body',
    'meta',
    'title',
    'style',
    'img',
    'center',
    'font',
    'span',
    'div',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'td',
    'th',
    'colgroup',
    'col',
    'hr',
    'br',
  ],
  // Email layout lives in attributes as much as in CSS; no on* handler is ever listed here.
  allowedAttributes: {
    '*': [
      'style',
      'class',
      'id',
      'align',
      'valign',
      'width',
      'height',
      'bgcolor',
      'background',
      'border',
      'cellpadding',
      'cellspacing',
      'role',
      'dir',
      'lang',
      'title',
      'color',
      'face',
      'size',
      'colspan',
      'rowspan',
      'aria-hidden',
      'aria-label',
    ],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'srcset'],
    meta: ['name', 'content', 'http-equiv', 'charset'],
    style: ['type', 'media'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'cid'] },
  allowProtocolRelative: false,
  // <style> is kept (MJML's responsive rules live there); sanitize-html warns about it, which we accept knowingly.
  allowVulnerableTags: true,
  // Outlook's conditional comments (<!--[if mso]>) carry MJML's fallbacks for it; other comments go.
  nonTextTags: ['script', 'textarea', 'option', 'noscript'],
};

/** A placeholder no HTML contains (a private-use character), for the conditional blocks while the rest is cleaned. */
const MARK = '\uE000mso';
const MARKED = /\uE000mso(\d+)\uE000mso/g;
const MSO_CONDITIONAL = /<!--\[if [^\]]*\]>[\s\S]*?<!\[endif\]-->/g;

/** `html` with everything that could run removed; Outlook's conditional blocks are cleaned the same way. */
export function sanitizeEmailHtml(html: string): string {
  if (!html) return '';
  // A conditional block is HTML too: sanitize its inside and keep the comment wrapper as MJML wrote it.
  const blocks: string[] = [];
  const withoutMso = html.replace(MSO_CONDITIONAL, (block) => {
    const open = block.slice(0, block.indexOf(']>') + 2);
    const inner = block.slice(open.length, block.length - '<![endif]-->'.length);
    blocks.push(`${open}${sanitizeHtml(inner, OPTIONS)}<![endif]-->`);
    return `${MARK}${blocks.length - 1}${MARK}`;
  });
  const clean = sanitizeHtml(withoutMso, OPTIONS);
  return clean.replace(MARKED, (_, i: string) => blocks[Number(i)] ?? '');
}
