/**
 * A post's description is its hashtags, a space, then its content (spec 3 §3 Post payload); the form edits the two
 * apart and joins them on save.
 */
export function joinDescription(hashtags: string, content: string): string {
  const tags = hashtags.trim().replace(/\s+/g, ' ');
  const text = content.trim();
  if (!tags) return text;
  return text ? `${tags} ${text}` : tags;
}

/** The leading #words of a description are its hashtags; the rest is its content. */
export function splitDescription(description: string): { hashtags: string; content: string } {
  const match = /^\s*((?:#[^\s#]+\s*)+)/.exec(description);
  if (!match) return { hashtags: '', content: description.trim() };
  return {
    hashtags: (match[1] ?? '').trim().replace(/\s+/g, ' '),
    content: description.slice(match[0].length).trim(),
  };
}

/** Hashtags as the user typed them (words with or without #, commas or spaces) made into '#a #b'. */
export function normalizeHashtags(input: string): string {
  return input
    .split(/[\s,]+/)
    .map((w) => w.replace(/^#+/, ''))
    .filter((w) => w !== '')
    .map((w) => `#${w}`)
    .join(' ');
}
