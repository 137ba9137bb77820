import { accountMessages, emailConstants, emailEndpoints, urlOf } from '@ensemble/contracts';
import sharp from 'sharp';
import { STORAGE_PROVIDER, type StorageProvider } from '../src/engine/providers/storage/storage-provider';
import { aUser } from './builders/user.builder';
import { anOrganization } from './builders/organization.builder';
import { bearer, loginAs } from './support/auth';
import { api } from './support/api-client';
import { startTestApp, type TestApp } from './support/test-app';

/** The email builder's image upload: images only, 2 MB, the caller's organization only, served publicly. */
let t: TestApp;
let token: string;
let strangerToken: string;
let org: number;

const path = (orgId: number) => api(urlOf(emailEndpoints.images.upload, { orgId }));
const upload = (orgId: number, bytes: Buffer, filename: string, as = token) =>
  t.http.post(path(orgId)).set(bearer(as)).attach('file', bytes, { filename });
const png = () =>
  sharp({ create: { width: 4, height: 3, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();

beforeAll(async () => {
  t = await startTestApp();
  const owner = await aUser().verified().build();
  token = (await loginAs(t, owner)).access;
  org = (await anOrganization().ownedBy(owner).build()).id;
  const stranger = await aUser().verified().build();
  strangerToken = (await loginAs(t, stranger)).access;
  await anOrganization().ownedBy(stranger).build();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('POST /api/organization/:orgId/email-images/', () => {
  it('stores an image under the organization and answers its public URL, which serves it', async () => {
    const bytes = await png();
    const res = await upload(org, bytes, 'banner.png');
    expect(res.status).toBe(201);
    const url = res.body.url as string;
    const key = url.split('/storage/files/')[1] ?? '';
    expect(key).toMatch(new RegExp(`^o${org}-email-[0-9a-f]{32}\\.png$`));
    const served = await t.http.get(api(`/storage/files/${key}`));
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body as Buffer, bytes)).toBe(0);
  });

  it('names the format by the bytes, not by the file name', async () => {
    const jpeg = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const res = await upload(org, jpeg, 'photo.png');
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/\.jpg$/);
  });

  it('refuses what is not a raster image: an SVG (scripts), a text file', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    for (const [bytes, name] of [
      [svg, 'logo.svg'],
      [Buffer.from('hello'), 'hello.png'],
    ] as const) {
      const res = await upload(org, bytes, name);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: accountMessages.fileNotImage });
    }
  });

  it('refuses a file over 2 MB', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(emailConstants.imageMaxBytes)]);
    const res = await upload(org, big, 'big.png');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: accountMessages.fileTooLarge2mb });
  });

  it('answers 404 to a member of another organization and stores nothing for them', async () => {
    const stored = () => t.app.get<StorageProvider>(STORAGE_PROVIDER).list(`o${org}-email-`);
    const before = (await stored()).length;
    const res = await upload(org, await png(), 'x.png', strangerToken);
    expect(res.status).toBe(404);
    expect(res.body.url).toBeUndefined();
    expect(await stored()).toHaveLength(before);
  });

  it('answers 401 without a session', async () => {
    const res = await t.http.post(path(org)).attach('file', await png(), { filename: 'x.png' });
    expect(res.status).toBe(401);
  });
});
