import { randomUUID } from 'node:crypto';
import { accountPaths, leadDocumentsPaths, leadsCsvPaths, messages } from '@ensemble/contracts';
import { LeadDocument } from '../src/modules/contacts/lead-documents/lead-document.entity';
import { LeadImport, rejectedPartKey } from '../src/modules/contacts/lead-imports/lead-import.entity';
import { STORAGE_PROVIDER, type StorageProvider } from '../src/engine/providers/storage/storage-provider';
import { aLead } from './builders/lead.builder';
import { anOrganization } from './builders/organization.builder';
import { aUser } from './builders/user.builder';
import { bearer, loginAs } from './support/auth';
import { startTestApp, type TestApp } from './support/test-app';
import { api } from './support/api-client';
import { csvImports } from './support/csv-imports';

/**
 * The public file route serves organization logos and email template thumbnails and nothing else; contact
 * documents, CSV uploads and their rejected rows have random keys and are read through their tenant-guarded routes
 * only.
 */
let t: TestApp;
let token: string;
let strangerToken: string;
let org: number;
let lead: number;
let strangerOrg: number;

const storage = () => t.app.get<StorageProvider>(STORAGE_PROVIDER);
const publicFile = (key: string) => t.http.get(api(accountPaths.storageFile(key)));
/** Uploads a PDF document named `name` to the contact `lead` as the owner. */
const uploadPdf = (name: string, content: string, filename: string) =>
  t.http
    .post(api(leadDocumentsPaths.list(lead)))
    .set(bearer(token))
    .field('lead', String(lead))
    .field('name', name)
    .attach('file', Buffer.from(content), { filename, contentType: 'application/pdf' });

const { upload, finished } = csvImports(
  () => t,
  () => token,
);

beforeAll(async () => {
  t = await startTestApp();
  const owner = await aUser().verified().build();
  token = (await loginAs(t, owner)).access;
  org = (await anOrganization().ownedBy(owner).build()).id;
  lead = (await aLead().inOrganization(org).client().build()).id;
  const stranger = await aUser().verified().build();
  strangerToken = (await loginAs(t, stranger)).access;
  strangerOrg = (await anOrganization().ownedBy(stranger).build()).id;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('GET /api/storage/files/<key>', () => {
  it('serves a logo', async () => {
    const key = `o${org}-logo-${randomUUID()}.webp`;
    await storage().put(key, Buffer.from('webp'), 'image/webp');
    const res = await publicFile(key);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });

  it("answers 404 for an import's rejected rows and upload, stored under random keys", async () => {
    const csv = 'FirstName,LastName,Email\nAda,Lovelace,ada@example.test\nBob,,bob@example.test\n';
    const started = await upload(org, csv, { bucket: 'client' });
    expect(started.status).toBe(202);
    const jobId = started.body.job_id as number;
    expect(await finished(org, jobId, 30_000)).toMatchObject({ status: 'done', created: 1, rejected: 1 });
    const row = await t.dataSource.getRepository(LeadImport).findOneByOrFail({ id: jobId });
    expect(row.fileKey).toMatch(/^csv-import-[0-9a-f]{32}\.csv$/);
    // The upload (deleted once imported: stored again here, as it is while the import runs).
    await storage().put(row.fileKey, Buffer.from(csv), 'text/csv');
    expect((await publicFile(row.fileKey)).status).toBe(404);
    const part = rejectedPartKey(row, 0);
    expect(part).toMatch(/^csv-import-[0-9a-f]{32}-rejected-0\.csv$/);
    expect(await storage().get(part)).not.toBeNull();
    const res = await publicFile(part);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: messages.notFound });
    // The key the route used to serve, had anyone stored it, is refused as well.
    const guessable = `csv-import-${jobId}-rejected-0.csv`;
    await storage().put(guessable, Buffer.from('secret'), 'text/csv');
    expect((await publicFile(guessable)).status).toBe(404);
  });

  it("answers 404 for a contact's document", async () => {
    const uploaded = await uploadPdf('Policy', '%PDF-1.4 private', 'p.pdf');
    expect(uploaded.status).toBe(201);
    const { storageKey } = await t.dataSource
      .getRepository(LeadDocument)
      .findOneByOrFail({ id: uploaded.body.id });
    expect(storageKey).toMatch(/^lead-doc-[0-9a-f]{32}$/);
    expect(await storage().get(storageKey)).not.toBeNull();
    expect((await publicFile(storageKey)).status).toBe(404);
  });

  it('answers 404 for a logo upload not yet confirmed and for other files beside the logos', async () => {
    for (const key of [
      `o${org}-upload-${randomUUID()}.png`,
      `o${org}-logo-${randomUUID()}.png`,
      // A thumbnail's name with another extension is not a thumbnail.
      `o${org}-email-thumb-${randomUUID()}.webp`,
      'notes.txt',
    ]) {
      await storage().put(key, Buffer.from('x'), 'application/octet-stream');
      expect((await publicFile(key)).status).toBe(404);
    }
  });
});

describe('the tenant-guarded downloads', () => {
  it("give the rejected rows to a member and 404 to another organization's member", async () => {
    const started = await upload(
      org,
      'FirstName,LastName,Email\nCy,,cy@example.test\n',
      { bucket: 'other' },
      'c.csv',
    );
    const jobId = started.body.job_id as number;
    expect(await finished(org, jobId, 30_000)).toMatchObject({ rejected: 1 });
    const mine = await t.http.get(api(leadsCsvPaths.rejectedRows(org, jobId))).set(bearer(token));
    expect(mine.status).toBe(200);
    expect(mine.text).toContain('Cy,,cy@example.test');
    for (const path of [
      leadsCsvPaths.rejectedRows(strangerOrg, jobId),
      leadsCsvPaths.rejectedRows(org, jobId),
    ]) {
      const theirs = await t.http.get(api(path)).set(bearer(strangerToken));
      expect(theirs.status).toBe(404);
      expect(theirs.text).not.toContain('cy@example.test');
    }
  });

  it("give a document to a member and 404 to another organization's member", async () => {
    const uploaded = await uploadPdf('Contract', '%PDF-1.4 contract', 'c.pdf');
    const path = api(leadDocumentsPaths.download(lead, uploaded.body.id));
    const mine = await t.http.get(path).set(bearer(token)).buffer(true);
    expect(mine.status).toBe(200);
    const theirs = await t.http.get(path).set(bearer(strangerToken));
    expect(theirs.status).toBe(404);
    expect((await t.http.get(path)).status).toBe(401);
  });
});
