/**
 * The `next` query of the login page, when it is a path of this site ('/invitation?token=…'). Anything that
 * could lead elsewhere ('//evil.test', '/\\evil.test', 'https://…', 'javascript:…') is ignored.
 */
export function safeNext(raw: string | null): string | null {
  if (!raw) return null;
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // Control characters can turn into '//' once a browser strips them.
  if (Array.from(value).some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) return null;
  try {
    const url = new URL(value, 'http://same.origin');
    if (url.origin !== 'http://same.origin') return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}
