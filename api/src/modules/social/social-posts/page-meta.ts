import { DomUtils, parseDocument } from 'htmlparser2';

/** What an imported web page says about itself: its title, description and preview image. */
export interface PageMeta {
  title: string | null;
  description: string | null;
  /** Absolute http(s) URL, resolved against the page's own (final) URL. */
  image: string | null;
}

const clean = (text: string | undefined): string | null => {
  if (text === undefined) return null;
  const out = text.replace(/\s+/g, ' ').trim();
  return out === '' ? null : out;
};

function absoluteHttp(raw: string | null, base: string): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Reads a page's title (<title>, else og:title), description (og:description, else the meta description) and
 * image (og:image and its variants), parsed as a browser would tokenize it (htmlparser2: entities decoded, a tag
 * written inside a script or a comment is text, not a tag).
 */
export function readPageMeta(html: string, pageUrl: string): PageMeta {
  const document = parseDocument(html, { lowerCaseTags: true, lowerCaseAttributeNames: true });
  // Every <meta> by its property or name (lower-cased), the first one winning.
  const meta = new Map<string, string>();
  for (const tag of DomUtils.getElementsByTagName('meta', document)) {
    const key = (tag.attribs.property ?? tag.attribs.name ?? '').toLowerCase();
    const content = tag.attribs.content;
    if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
  }
  const titleTag = DomUtils.getElementsByTagName('title', document, true, 1)[0];
  const title = clean(titleTag && DomUtils.textContent(titleTag)) ?? clean(meta.get('og:title'));
  const description = clean(meta.get('og:description')) ?? clean(meta.get('description'));
  const rawImage =
    clean(meta.get('og:image')) ?? clean(meta.get('og:image:url')) ?? clean(meta.get('og:image:secure_url'));
  return { title, description, image: absoluteHttp(rawImage, pageUrl) };
}
