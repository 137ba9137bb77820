import { messages } from '@ensemble/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { apiErrorMessage } from './api-errors';
import { downloadCsv } from './downloadCsv';
import { setRuntimeConfig } from './runtime-config';
import { session } from './session';

const API = 'http://api.test/api';

beforeEach(() => {
  setRuntimeConfig({ edition: 'full', apiBaseUrl: API, remotes: [] });
  session.setTokens({ access: 'tok', refresh: 'ref' });
  URL.createObjectURL = jest.fn(() => 'blob:csv');
  URL.revokeObjectURL = jest.fn();
});

const answer = (response: Response | Error) => {
  globalThis.fetch = jest.fn(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  ) as typeof fetch;
};

/** A download as the remotes call it: whether it saved, and the reason it did not. */
async function download(): Promise<{ ok: boolean; error: FetchBaseQueryError | undefined }> {
  let error: FetchBaseQueryError | undefined;
  const ok = await downloadCsv('/things/export_as_csv/', 'things.csv', { onError: (e) => (error = e) });
  return { ok, error };
}

describe('downloadCsv', () => {
  it("tells why the API refused: its detail (the export quota's 429) reaches the toast", async () => {
    answer(
      new Response(JSON.stringify({ detail: messages.tooManyExports }), {
        status: 429,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const { ok, error } = await download();
    expect(ok).toBe(false);
    expect(error).toEqual({ status: 429, data: { detail: messages.tooManyExports } });
    expect(apiErrorMessage(error, messages.somethingWentWrong)).toBe(messages.tooManyExports);
  });

  it('tells a field error too, and falls back to the generic text when the body says nothing', async () => {
    answer(new Response(JSON.stringify({ bucket: ['Bucket is required'] }), { status: 400 }));
    expect(apiErrorMessage((await download()).error)).toBe('Bucket is required');
    answer(new Response('<html>Bad gateway</html>', { status: 502 }));
    const bare = await download();
    expect(bare.ok).toBe(false);
    expect(apiErrorMessage(bare.error, messages.somethingWentWrong)).toBe(messages.somethingWentWrong);
  });

  it('tells that the API could not be reached', async () => {
    answer(new TypeError('Failed to fetch'));
    const { ok, error } = await download();
    expect(ok).toBe(false);
    expect(error).toMatchObject({ status: 'FETCH_ERROR' });
  });

  it('saves the file and tells nothing when the API answers, with or without onError', async () => {
    answer(new Response('A,B\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    expect(await download()).toEqual({ ok: true, error: undefined });
    answer(new Response('A,B\n', { status: 200 }));
    expect(await downloadCsv('/things/export_as_csv/', 'things.csv')).toBe(true);
    expect(URL.createObjectURL).toHaveBeenCalledTimes(2);
    const [url, init] = (globalThis.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`${API}/things/export_as_csv/`);
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok' });
  });
});
