/** What an imported web page says about itself: its title, description and preview image. */
export interface PageMeta {
  title: string | null;
  description: string | null;
  /** Absolute http(s) URL, resolved against the page's own (final) URL. */
  image: string | null;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  copy: '©',
  reg: '®',
  trade: '™',
};

/** The entities a title or a meta content commonly carries; an unknown one is left as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const clean = (text: string | undefined): string | null => {
  if (text === undefined) return null;
  const out = decodeEntities(text).replace(/\s+/g, ' ').trim();
  return out === '' ? null : out;
};

/** The attributes of one tag's source (`<meta property="og:title" content='x'>`), names lower-cased. */
function attributesOf(tag: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of tag.matchAll(/([a-z_:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi)) {
    const name = m[1]!.toLowerCase();
    if (!out.has(name)) out.set(name, m[2] ?? m[3] ?? m[4] ?? '');
  }
  return out;
}

/** Every <meta> of the page by its property or name (lower-cased), the first one winning. */
function metaTags(html: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of html.matchAll(/<meta\b([^>]*)>/gi)) {
    const attrs = attributesOf(m[1]!);
    const key = (attrs.get('property') ?? attrs.get('name') ?? '').toLowerCase();
    const content = attrs.get('content');
    if (key && content !== undefined && !out.has(key)) out.set(key, content);
  }
  return out;
}

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
 * image (og:image and its variants). A regex reading, not a DOM: scripts and comments are dropped first so a
 * string in them is not taken for a tag.
 */
export function readPageMeta(html: string, pageUrl: string): PageMeta {
  const markup = html.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<script\b[\s\S]*?<\/script\s*>/gi, ' ');
  const meta = metaTags(markup);
  const title =
    clean(/<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(markup)?.[1]) ?? clean(meta.get('og:title'));
  const description = clean(meta.get('og:description')) ?? clean(meta.get('description'));
  const rawImage =
    clean(meta.get('og:image')) ?? clean(meta.get('og:image:url')) ?? clean(meta.get('og:image:secure_url'));
  return { title, description, image: absoluteHttp(rawImage, pageUrl) };
}
