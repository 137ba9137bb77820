/** The page's text in the charset it declares (its Content-Type, else a <meta charset> near the top), else UTF-8. */
export function decodePage(body: Buffer, contentType: string | null): string {
  const declared =
    /charset\s*=\s*["']?([\w-]+)/i.exec(contentType ?? '')?.[1] ??
    /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(body.subarray(0, 2048).toString('latin1'))?.[1];
  if (declared) {
    try {
      return new TextDecoder(declared).decode(body);
    } catch {
      // An unknown label: read it as UTF-8.
    }
  }
  return new TextDecoder('utf-8').decode(body);
}
