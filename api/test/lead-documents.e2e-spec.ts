import { leadDocumentsMessages as D, leadDocumentsPaths as P, messages } from '@ensemble/contracts';
import { LeadDocument } from '../src/modules/contacts/lead-documents/lead-document.entity';
import { LeadHistory } from '../src/modules/contacts/leads/lead.entity';
import { STORAGE_PROVIDER, type StorageProvider } from '../src/engine/providers/storage/storage-provider';
import { aLead } from './builders/lead.builder';
import { bearer } from './support/auth';
import { signedInForAllTests, startWithForeignOrg } from './support/signed-in';
import { api, asBytes } from './support/api-client';

let foreignLead: number;
let foreignDoc: number;

const spec = signedInForAllTests(startWithForeignOrg);
const { get, del } = spec;
const upload = (leadId: number, bytes: Buffer | null, name: string | null, fileName = 'policy.PDF') => {
  const req = spec.t.http
    .post(api(P.list(leadId)))
    .set(bearer(spec.token))
    .field('lead', String(leadId));
  if (name !== null) req.field('name', name);
  if (bytes) req.attach('file', bytes, { filename: fileName, contentType: 'application/pdf' });
  return req;
};
const storage = () => spec.t.app.get<StorageProvider>(STORAGE_PROVIDER);
const binary = (res: { body: unknown }) => res.body as Buffer;

beforeAll(async () => {
  const { stranger, foreignOrg } = spec;
  foreignLead = (await aLead().inOrganization(foreignOrg).client().build()).id;
  foreignDoc = (
    await spec.t.dataSource.getRepository(LeadDocument).save({
      organizationId: foreignOrg.id,
      leadId: foreignLead,
      userId: stranger.id,
      name: 'Secret',
      fileExtension: 'txt',
      storageKey: 'lead-doc-foreign',
      contentType: 'text/plain',
      size: 6,
    })
  ).id;
  await storage().put('lead-doc-foreign', Buffer.from('secret'), 'text/plain');
});

describe('documents', () => {
  it('uploads, lists, downloads the same bytes and deletes the stored file, with history', async () => {
    const lead = (await aLead().inOrganization(spec.org).client().build()).id;
    const bytes = Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 256));
    const res = await upload(lead, bytes, '  Home policy ');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      lead,
      name: 'Home policy',
      file_extension: 'pdf',
      size: 3000,
      user: { firstName: 'Olive', lastName: 'Owner' },
    });
    expect(Date.parse(res.body.created_at)).not.toBeNaN();
    const id = res.body.id as number;
    // The file URL is the tenant-guarded route, not a public one.
    expect(res.body.file).toBe(`${spec.t.config.apiPublicUrl}${P.download(lead, id)}`);

    const list = await get(P.list(lead));
    expect(list.status).toBe(200);
    expect(list.body).toEqual([res.body]);

    const file = await get(P.download(lead, id)).buffer(true).parse(asBytes);
    expect(file.status).toBe(200);
    expect(Buffer.compare(binary(file), bytes)).toBe(0);
    expect(file.headers['content-disposition']).toContain('attachment; filename="Home policy.pdf"');
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    const row = await spec.t.dataSource.getRepository(LeadDocument).findOneByOrFail({ id });
    expect(row.storageKey).toMatch(/^lead-doc-[0-9a-f]{32}$/);
    expect(await storage().get(row.storageKey)).not.toBeNull();

    expect((await del(P.one(lead, id))).status).toBe(204);
    expect((await get(P.list(lead))).body).toEqual([]);
    expect(await storage().get(row.storageKey)).toBeNull();
    expect((await get(P.download(lead, id))).status).toBe(404);

    const history = await spec.t.dataSource
      .getRepository(LeadHistory)
      .find({ where: { organizationId: spec.org, leadId: lead }, order: { id: 'ASC' } });
    expect(history.map((h) => [h.action, h.userId, h.oldValue, h.newValue])).toEqual([
      ['document_added', spec.owner.id, null, 'Home policy.pdf'],
      ['document_deleted', spec.owner.id, 'Home policy.pdf', null],
    ]);
  });

  it('accepts exactly 5 MB and refuses more, or no file, in the spec words, storing nothing', async () => {
    const lead = (await aLead().inOrganization(spec.org).prospect().build()).id;
    const ok = await upload(lead, Buffer.alloc(5242880, 1), 'Exactly five', 'scan.bin');
    expect(ok.status).toBe(201);
    expect(ok.body.file_extension).toBe('bin');

    const tooBig = await upload(lead, Buffer.alloc(5242881, 1), 'Too big');
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toEqual({ file: [D.fileTooLarge] });
    expect(D.fileTooLarge).toBe('File size limit is 5MB');

    const none = await upload(lead, null, 'Nothing');
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ file: ['No file has been selected'] });

    const noName = await upload(lead, Buffer.from('x'), '');
    expect(noName.status).toBe(400);
    expect(noName.body).toEqual({ name: [D.nameRequired] });

    expect((await get(P.list(lead))).body).toHaveLength(1);
  });

  it('refuses a file in another field, a second file and a cut-off form, as multer did, storing nothing', async () => {
    const lead = (await aLead().inOrganization(spec.org).prospect().build()).id;
    const post = () =>
      spec.t.http
        .post(api(P.list(lead)))
        .set(bearer(spec.token))
        .field('name', 'Form');
    const elsewhere = await post().attach('attachment', Buffer.from('x'), 'a.pdf');
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toEqual({ detail: 'Unexpected field' });
    const two = await post()
      .attach('file', Buffer.from('x'), 'a.pdf')
      .attach('file', Buffer.from('y'), 'b.pdf');
    expect(two.status).toBe(400);
    expect(two.body).toEqual({ detail: 'Too many files' });
    const cutOff = await spec.t.http
      .post(api(P.list(lead)))
      .set(bearer(spec.token))
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\nhalf a fi');
    expect(cutOff.status).toBe(400);
    expect(typeof cutOff.body.detail).toBe('string');
    expect((await get(P.list(lead))).body).toHaveLength(0);
  });

  it("answers 404 for another organization's contact or document, and changes nothing", async () => {
    expect((await get(P.list(foreignLead))).status).toBe(404);
    expect((await upload(foreignLead, Buffer.from('x'), 'Mine')).status).toBe(404);
    expect((await get(P.download(foreignLead, foreignDoc))).status).toBe(404);
    expect((await del(P.one(foreignLead, foreignDoc))).status).toBe(404);
    // A foreign document id under one of our contacts is not found either.
    const lead = (await aLead().inOrganization(spec.org).client().build()).id;
    const res = await get(P.download(lead, foreignDoc));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: messages.notFound });
    expect((await del(P.one(lead, foreignDoc))).status).toBe(404);
    expect(await spec.t.dataSource.getRepository(LeadDocument).countBy({ id: foreignDoc })).toBe(1);
    expect(await storage().get('lead-doc-foreign')).not.toBeNull();
  });
});
