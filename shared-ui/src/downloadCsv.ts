import { getRuntimeConfig } from './runtime-config';
import { session } from './session';

/** The name the server gave the file (Content-Disposition), else `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) return decodeURIComponent(star[1]);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

/**
 * Saves a CSV the API sends (exports, templates). These endpoints need the bearer token, which a plain link
 * cannot send: fetch the file as a blob and save it through a temporary link. Resolves false when the API
 * refused or could not be reached.
 */
export async function downloadCsv(
  path: string,
  fallbackName: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<boolean> {
  try {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${session.get().access ?? ''}`,
      Accept: 'text/csv',
    };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${getRuntimeConfig().apiBaseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    if (!response.ok) return false;
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(response, fallbackName);
    document.body.appendChild(link);
    link.click();
    link.remove();
    // The click hands the blob to the browser's download; give it a moment before freeing it.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    return true;
  } catch {
    return false;
  }
}
