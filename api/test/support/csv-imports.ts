import { type CsvImportJob, leadsCsvPaths } from '@ensemble/contracts';
import { api, apiClient } from './api-client';
import { bearer } from './auth';
import type { TestApp } from './test-app';

/**
 * A member's CSV imports (spec 2 §7 'CSV'): `upload` posts the form fields and the file (none when `csv` is null),
 * `finished` polls the job until it is done or failed.
 */
export function csvImports(app: () => TestApp, token: () => string) {
  const { get } = apiClient(app, token);
  const upload = (
    org: number,
    csv: string | Buffer | null,
    fields: Record<string, string | number>,
    name = 'contacts.csv',
  ) => {
    let req = app()
      .http.post(api(leadsCsvPaths.upload(org)))
      .set(bearer(token()));
    for (const [k, v] of Object.entries(fields)) req = req.field(k, String(v));
    return csv === null ? req : req.attach('csv_file', Buffer.isBuffer(csv) ? csv : Buffer.from(csv), name);
  };
  const finished = async (org: number, jobId: number, timeoutMs = 60_000): Promise<CsvImportJob> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const res = await get(leadsCsvPaths.importJob(org, jobId));
      expect(res.status).toBe(200);
      if (res.body.status === 'done' || res.body.status === 'failed') return res.body as CsvImportJob;
      if (Date.now() > deadline) throw new Error(`import ${jobId} still ${res.body.status}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return { upload, finished };
}
