import sanitizeHtml from 'sanitize-html';

/**
 * What an email signature may hold: formatting, links, images and simple tables, styled inline. No script, event
 * handler, form, frame or style sheet, and links and images only over http(s), mailto and tel (images also as data
 * URIs): the signature goes into every email the user sends and is shown in screens of the suite.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['p', 'br', 'div', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'sub', 'sup', 'hr'],
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'font'],
    ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'colgroup', 'col'],
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    font: ['color', 'face', 'size'],
    td: ['colspan', 'rowspan', 'width', 'align', 'valign'],
    th: ['colspan', 'rowspan', 'width', 'align', 'valign'],
    table: ['width', 'cellpadding', 'cellspacing', 'border', 'align'],
    '*': ['style'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  allowedStyles: {
    '*': Object.fromEntries(
      [
        'color',
        'background-color',
        'font-family',
        'font-size',
        'font-weight',
        'font-style',
        'text-align',
        'text-decoration',
        'line-height',
        'vertical-align',
        'width',
        'height',
        'margin',
        'padding',
        'border',
      ].map((property) => [property, [/^[\w\s#%.,'"()-]+$/]]),
    ),
  },
  disallowedTagsMode: 'discard',
};

/** The signature as it is stored and sent: sanitized once, on the way in. */
export function sanitizeSignatureHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
