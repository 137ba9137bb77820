import { createHash } from 'node:crypto';
import { socialMessages } from '@ensemble/contracts';
import Parser from 'rss-parser';
import sanitizeHtml from 'sanitize-html';
import { safeFetch, type SafeFetchOptions } from './safe-fetch';

export interface FeedItem {
  /** The feed's own id for the item, else its link, else a hash of title and content: stable across reads. */
  guid: string;
  title: string;
  link: string | null;
  /** Plain text, HTML stripped. */
  content: string;
  publishedAt: Date | null;
  /** From an image enclosure, media:content or media:thumbnail, else the first <img> of the content. */
  imageUrl: string | null;
}

export interface Feed {
  title: string | null;
  items: FeedItem[];
}

export class FeedUnreadableError extends Error {
  constructor(readonly detail: string) {
    super(socialMessages.feedUnreadable);
    this.name = 'FeedUnreadableError';
  }
}

const FEED_ACCEPT =
  'application/rss+xml, application/atom+xml, application/rdf+xml;q=0.9, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5';

type RawItem = Record<string, unknown>;

const parser = new Parser<Record<string, unknown>, RawItem>({
  customFields: {
    item: [
      ['media:content', 'mediaContent', { keepArray: true }],
      ['media:thumbnail', 'mediaThumbnail', { keepArray: true }],
      ['media:group', 'mediaGroup', { keepArray: true }],
      // Atom's <link rel="enclosure" href type>: rss-parser keeps only the alternate link.
      ['link', 'links', { keepArray: true }],
    ],
  },
});

/**
 * Reads the RSS or Atom feed at `url` through safeFetch (so a feed URL can never reach the suite's network).
 * UrlNotAllowedError and FetchFailedError pass through; an answer that is not a feed is a FeedUnreadableError.
 */
export async function readFeed(url: string, fetchOptions: SafeFetchOptions = {}): Promise<Feed> {
  const res = await safeFetch(url, { accept: FEED_ACCEPT, ...fetchOptions });
  if (res.status < 200 || res.status > 299) {
    throw new FeedUnreadableError(`HTTP ${res.status} from ${res.url}`);
  }
  return parseFeed(decodeBody(res.body, res.contentType), res.url);
}

/** Parses a feed document; relative links and images resolve against `baseUrl` (where it was fetched from). */
export async function parseFeed(xml: string, baseUrl: string): Promise<Feed> {
  let parsed: Awaited<ReturnType<typeof parser.parseString>>;
  try {
    parsed = await parser.parseString(xml);
  } catch (err) {
    throw new FeedUnreadableError((err as Error).message);
  }
  const title = parsed.title ? htmlToText(String(parsed.title)) || null : null;
  return { title, items: parsed.items.map((item) => toFeedItem(item, baseUrl)) };
}

function toFeedItem(item: RawItem, baseUrl: string): FeedItem {
  const title = htmlToText(text(item.title) ?? '');
  const html = text(item['content:encoded']) ?? text(item.content) ?? text(item.summary) ?? '';
  const content = htmlToText(html);
  const link = absoluteHttpUrl(text(item.link), baseUrl);
  const guid =
    text(item.guid)?.trim() ||
    text(item.id)?.trim() ||
    link ||
    `sha256:${createHash('sha256').update(`${title}\n${content}`).digest('hex')}`;
  const iso = text(item.isoDate);
  const date = iso ? new Date(iso) : null;
  return {
    guid,
    title,
    link,
    content,
    publishedAt: date && !Number.isNaN(date.getTime()) ? date : null,
    imageUrl: imageOf(item, html, baseUrl),
  };
}

/** A string field as xml2js leaves it: a string, or an element whose text is `_`. */
function text(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object' && typeof (v as { _?: unknown })._ === 'string') {
    return (v as { _: string })._;
  }
  return undefined;
}

/** The attributes of an xml2js element (`$`). */
function attrs(v: unknown): Record<string, string> {
  const a = v && typeof v === 'object' ? (v as { $?: unknown }).$ : undefined;
  return a && typeof a === 'object' ? (a as Record<string, string>) : {};
}

const IMAGE_PATH = /\.(jpe?g|png|gif|webp|avif)(\?|#|$)/i;

function isImage(type: string | undefined, medium: string | undefined, url: string): boolean {
  if (medium) return medium === 'image';
  if (type) return type.toLowerCase().startsWith('image/');
  return IMAGE_PATH.test(url);
}

function imageOf(item: RawItem, html: string, baseUrl: string): string | null {
  const candidates: string[] = [];
  const enclosure = item.enclosure as { url?: string; type?: string } | undefined;
  if (enclosure?.url && isImage(enclosure.type, undefined, enclosure.url)) candidates.push(enclosure.url);
  const media = [
    ...asArray(item.mediaContent),
    ...asArray(item.mediaGroup).flatMap((g) => asArray((g as Record<string, unknown>)['media:content'])),
  ];
  for (const m of media) {
    const a = attrs(m);
    if (a.url && isImage(a.type, a.medium, a.url)) candidates.push(a.url);
  }
  const thumbnails = [
    ...asArray(item.mediaThumbnail),
    ...asArray(item.mediaGroup).flatMap((g) => asArray((g as Record<string, unknown>)['media:thumbnail'])),
  ];
  for (const t of thumbnails) {
    const a = attrs(t);
    if (a.url) candidates.push(a.url);
  }
  for (const l of asArray(item.links)) {
    const a = attrs(l);
    if (a.rel === 'enclosure' && a.href && isImage(a.type, undefined, a.href)) candidates.push(a.href);
  }
  const img = /<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(html);
  if (img) candidates.push(decodeEscapes(img[1] ?? img[2] ?? img[3] ?? ''));
  for (const c of candidates) {
    const url = absoluteHttpUrl(c, baseUrl);
    if (url) return url;
  }
  return null;
}

function asArray(v: unknown): unknown[] {
  return Array.isArray(v) ? v : v === undefined || v === null ? [] : [v];
}

/** Only http(s) links are kept: a javascript: or data: link from a feed must not reach a post or a screen. */
function absoluteHttpUrl(raw: string | undefined, baseUrl: string): string | null {
  const trimmed = raw?.trim();
  if (!trimmed || !URL.canParse(trimmed, baseUrl)) return null;
  const url = new URL(trimmed, baseUrl);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/** sanitize-html leaves &, < and > escaped in text; plain text wants them back. */
function decodeEscapes(s: string): string {
  return s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** HTML to plain text: tags dropped (script and style with their content), blocks on their own lines. */
export function htmlToText(html: string): string {
  const spaced = html.replace(/<\s*(br|\/p|\/div|\/li|\/h[1-6]|\/blockquote|\/tr)\b[^>]*>/gi, '\n');
  const stripped = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return decodeEscapes(stripped)
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The body as text: the charset the server named, else the XML declaration's, else UTF-8 (BOMs honoured). */
function decodeBody(body: Buffer, contentType: string | null): string {
  let charset = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  if (body[0] === 0xff && body[1] === 0xfe) charset = 'utf-16le';
  else if (body[0] === 0xfe && body[1] === 0xff) charset = 'utf-16be';
  charset ??= /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/i.exec(
    body.subarray(0, 200).toString('latin1'),
  )?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
