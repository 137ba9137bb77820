import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { getRuntimeConfig } from './runtime-config';
import { session } from './session';

/** The name the server gave the file (Content-Disposition), else `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) return decodeURIComponent(star[1]);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

/** A refusal as RTK Query reports one: `{ status, data }` with the API's JSON body (its `detail` or fields). */
async function refusalOf(response: Response): Promise<FetchBaseQueryError> {
  const text = await response.text().catch(() => '');
  try {
    return { status: response.status, data: text === '' ? undefined : (JSON.parse(text) as unknown) };
  } catch {
    return { status: 'PARSING_ERROR', originalStatus: response.status, data: text, error: 'not JSON' };
  }
}

/**
 * Saves a CSV the API sends (exports, templates). These endpoints need the bearer token, which a plain link
 * cannot send: fetch the file as a blob and save it through a temporary link. Resolves false when the API
 * refused or could not be reached; `onError` is then told why, in the shape `apiErrorMessage` reads (the API's
 * own words, e.g. the export quota's 429). The answer stays a boolean, and the reason comes through an option,
 * because remotes built before `onError` call the shell's copy of this function.
 */
export async function downloadCsv(
  path: string,
  fallbackName: string,
  init: {
    method?: 'GET' | 'POST';
    body?: unknown;
    onError?: (error: FetchBaseQueryError) => void;
  } = {},
): Promise<boolean> {
  const headers: Record<string, string> = {
    Authorization: `Bearer ${session.get().access ?? ''}`,
    Accept: 'text/csv',
  };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${getRuntimeConfig().apiBaseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch (err) {
    init.onError?.({ status: 'FETCH_ERROR', error: String(err) });
    return false;
  }
  if (!response.ok) {
    init.onError?.(await refusalOf(response));
    return false;
  }
  try {
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
