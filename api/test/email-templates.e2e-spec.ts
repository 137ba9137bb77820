import {
  type EmailTemplate,
  type EmailTemplateFolder,
  type EmailTemplateSummary,
  emailEndpoints as E,
  emailMessages,
  messages,
  pathOf,
  type TextTemplate,
} from '@ensemble/contracts';
import sharp from 'sharp';
import { IsNull } from 'typeorm';
import { STORAGE_PROVIDER, type StorageProvider } from '../src/engine/providers/storage/storage-provider';
import {
  EmailTemplateFolderRow,
  EmailTemplateRow,
} from '../src/modules/messaging/email-templates/email-template.entities';
import { EmailTemplatesService } from '../src/modules/messaging/email-templates/email-templates.service';
import { EmailLibrarySeeder } from '../src/modules/messaging/email-templates/library/email-library.seeder';
import { libraryCatalogue } from '../src/modules/messaging/email-templates/library/catalogue';
import { type TemplateKind, TemplateUsage } from '../src/modules/messaging/email-templates/template-usage';
import { anOrganization } from './builders/organization.builder';
import { aUser } from './builders/user.builder';
import { bearer, loginAs } from './support/auth';
import { testAppForAllTests } from './support/test-app';

const api = (path: string) => `/api${path}`;
const P = {
  templates: pathOf(E.templates.list),
  template: pathOf(E.templates.get),
  isUsed: pathOf(E.templates.isUsed),
  duplicate: pathOf(E.templates.duplicate),
  folders: pathOf(E.folders.list),
  folder: pathOf(E.folders.update),
  libraryFolders: pathOf(E.library.folders),
  libraryTemplates: pathOf(E.library.templates),
  libraryTemplate: pathOf(E.library.get),
  texts: pathOf(E.textTemplates.list),
  text: pathOf(E.textTemplates.get),
  textIsUsed: pathOf(E.textTemplates.isUsed),
};

const MJML =
  '<mjml><mj-body><mj-section><mj-column><mj-text color="#ff0000">Hello #!first_name!#</mj-text>' +
  '</mj-column></mj-section></mj-body></mjml>';

// Both dialects: the HTML lives in a json column (see the entity) and the library rows have no organization.
describe.each(['mariadb', 'sqlite'] as const)(
  'email templates, folders, library, text templates (%s)',
  (database) => {
    const t = testAppForAllTests({ database });
    let token: string;
    let org: { id: number };
    let otherToken: string;
    let other: { id: number };
    let png: string;

    beforeAll(async () => {
      const owner = await aUser().verified().build();
      const stranger = await aUser().verified().build();
      org = await anOrganization().named('Summit Insurance').ownedBy(owner).build();
      other = await anOrganization().named('Elsewhere').ownedBy(stranger).build();
      token = (await loginAs(t, owner)).access;
      otherToken = (await loginAs(t, stranger)).access;
      const buf = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#336699' } })
        .png()
        .toBuffer();
      png = `data:image/png;base64,${buf.toString('base64')}`;
    });

    const as = (tok: string) => ({
      get: (path: string, query: object = {}) => t.http.get(api(path)).query(query).set(bearer(tok)),
      post: (path: string, body: object = {}) => t.http.post(api(path)).set(bearer(tok)).send(body),
      patch: (path: string, body: object) => t.http.patch(api(path)).set(bearer(tok)).send(body),
      put: (path: string, body: object) => t.http.put(api(path)).set(bearer(tok)).send(body),
      delete: (path: string) => t.http.delete(api(path)).set(bearer(tok)),
    });
    const me = () => as(token);

    async function createTemplate(body: object, orgId = org.id, tok = token): Promise<EmailTemplate> {
      const res = await as(tok).post(P.templates(orgId), body);
      expect(res.status).toBe(201);
      return res.body as EmailTemplate;
    }
    async function createFolder(name: string, orgId = org.id, tok = token): Promise<EmailTemplateFolder> {
      const res = await as(tok).post(P.folders(orgId), { name });
      expect(res.status).toBe(201);
      return res.body as EmailTemplateFolder;
    }
    const listTitles = async (query: object = {}) => {
      const res = await me().get(P.templates(org.id), query);
      expect(res.status).toBe(200);
      return (res.body.results as EmailTemplateSummary[]).map((x) => x.title);
    };
    const storage = () => t.app.get<StorageProvider>(STORAGE_PROVIDER);
    const stored = async (url: string | null) => {
      const key = url ? storage().keyOfUrl(url) : null;
      return key ? (await storage().get(key)) !== null : false;
    };

    describe('the library', () => {
      it('is seeded at start: 6 folders by name, 2 templates each, compiled from MJML', async () => {
        const folders = await me().get(P.libraryFolders());
        expect(folders.status).toBe(200);
        expect(
          (folders.body as EmailTemplateFolder[]).map((f) => [f.name, f.templates, f.organization]),
        ).toEqual([
          ['Follow-up', 2, null],
          ['Holiday', 2, null],
          ['Newsletter', 2, null],
          ['Policy renewal', 2, null],
          ['Promotion', 2, null],
          ['Welcome', 2, null],
        ]);
        const all = await me().get(P.libraryTemplates());
        expect(all.body).toHaveLength(12);
        const welcome = (folders.body as EmailTemplateFolder[]).find((f) => f.name === 'Welcome')!;
        const inWelcome = await me().get(P.libraryTemplates(), { folder: welcome.id });
        expect((inWelcome.body as EmailTemplateSummary[]).map((x) => x.title)).toEqual([
          'Welcome aboard',
          'Meet your team',
        ]);
        const one = await me().get(P.libraryTemplate(inWelcome.body[0].id));
        expect(one.status).toBe(200);
        expect(one.body).toMatchObject({
          isLibraryTemplate: true,
          is_base: true,
          organization: null,
          folder: welcome.id,
          thumbnail_url: null,
          design: { format: 'mjml', project: null },
        });
        expect(one.body.design.mjml).toContain('<mjml>');
        expect(one.body.html).toContain('<table');
        expect(one.body.html).toContain('#!first_name!#');
        expect(one.body.html).not.toContain('<mj-');
      });

      it('seeding again compiles nothing; a changed source is recompiled in place', async () => {
        const seeder = t.app.get(EmailLibrarySeeder);
        expect(await seeder.seed()).toBe(0);
        const repo = t.dataSource.getRepository(EmailTemplateRow);
        const before = await repo.findOneByOrFail({ libraryKey: 'welcome-new-client' });
        const changed = libraryCatalogue.map((f) => ({
          ...f,
          templates: f.templates.map((x) =>
            x.key === 'welcome-new-client' ? { ...x, title: 'Welcome!' } : x,
          ),
        }));
        expect(await seeder.seed(changed)).toBe(1);
        const after = await repo.findOneByOrFail({ libraryKey: 'welcome-new-client' });
        expect([after.id, after.title]).toEqual([before.id, 'Welcome!']);
        expect(await seeder.seed()).toBe(1);
        expect(await repo.countBy({ organizationId: IsNull() })).toBe(12);
        expect(
          await t.dataSource.getRepository(EmailTemplateFolderRow).countBy({ organizationId: IsNull() }),
        ).toBe(6);
      });

      it('a library template is read-only through the organization paths, and never in its list', async () => {
        const [lib] = (await me().get(P.libraryTemplates())).body as EmailTemplateSummary[];
        const got = await me().get(P.template(org.id, lib.id));
        expect(got.status).toBe(200);
        expect(got.body.isLibraryTemplate).toBe(true);
        for (const res of [
          await me().patch(P.template(org.id, lib.id), { title: 'Mine now' }),
          await me().delete(P.template(org.id, lib.id)),
        ]) {
          expect(res.status).toBe(403);
          expect(res.body).toEqual({ detail: emailMessages.libraryReadOnly });
        }
        expect((await me().get(P.libraryTemplate(lib.id))).body.title).toBe(lib.title);
        expect(await listTitles()).not.toContain(lib.title);
        expect(await listTitles({ search: lib.title })).not.toContain(lib.title);
        // Library folders are not the organization's.
        const [libFolder] = (await me().get(P.libraryFolders())).body as EmailTemplateFolder[];
        expect((await me().get(P.templates(org.id), { folder: libFolder.id })).status).toBe(404);
        expect((await me().delete(P.folder(org.id, libFolder.id))).status).toBe(404);
        // The library's own path answers only library templates.
        const own = await createTemplate({ title: 'Own', html: '<p>x</p>' });
        expect((await me().get(P.libraryTemplate(own.id))).status).toBe(404);
      });

      it('duplicating a library template copies it into the organization with its base', async () => {
        const [lib] = (await me().get(P.libraryTemplates())).body as EmailTemplateSummary[];
        const res = await me().post(P.duplicate(org.id, lib.id));
        expect(res.status).toBe(201);
        expect(res.body).toMatchObject({
          title: `${lib.title} (copy)`,
          organization: org.id,
          isLibraryTemplate: false,
          folder: null,
          base_template: lib.id,
          html: lib.html,
        });
        expect(res.body.design.mjml).toContain('<mjml>');
        expect(await listTitles()).toContain(`${lib.title} (copy)`);
      });
    });

    describe('templates', () => {
      it('creates from MJML: the stored HTML is compiled, the posted HTML ignored', async () => {
        const created = await createTemplate({
          title: 'From the builder',
          html: '<p>posted by the browser</p>',
          design: { format: 'mjml', mjml: MJML, project: { pages: [1] } },
        });
        expect(created).toMatchObject({
          title: 'From the builder',
          name: 'From the builder',
          organization: org.id,
          isLibraryTemplate: false,
          is_base: false,
          folder: null,
          base_template: null,
          thumbnail_url: null,
          design: { format: 'mjml', mjml: MJML, project: { pages: [1] } },
        });
        expect(created.html).toContain('<table');
        expect(created.html).toMatch(/color:#ff0000/);
        expect(created.html).not.toContain('posted by the browser');
        const got = await me().get(P.template(org.id, created.id));
        expect(got.body).toEqual(created);
      });

      it('sanitizes posted HTML: no script, handler or javascript: link', async () => {
        const created = await createTemplate({
          title: 'Pasted',
          html: '<p onclick="steal()">Hi #!first_name!#<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
        });
        expect(created.html).not.toMatch(/script|onclick|javascript:/);
        expect(created.html).toContain('Hi #!first_name!#');
        expect(created.design).toBeNull();
      });

      it("keeps HTML past 64 KB (MariaDB's TEXT limit) whole", async () => {
        const html = `<div>${'<p>A long newsletter paragraph, #!first_name!#.</p>'.repeat(4000)}</div>`;
        expect(Buffer.byteLength(html)).toBeGreaterThan(150_000);
        const created = await createTemplate({ title: 'Long', html });
        expect((await me().get(P.template(org.id, created.id))).body.html).toBe(html);
      });

      it('refuses unknown variables, in the HTML and in the MJML, and MJML that does not compile', async () => {
        const html = await me().post(P.templates(org.id), { title: 'x', html: '<p>#!favourite_color!#</p>' });
        expect(html.status).toBe(400);
        expect(html.body).toEqual({ html: [emailMessages.unknownVariable('favourite_color')] });
        const mjml = await me().post(P.templates(org.id), {
          title: 'x',
          design: { format: 'mjml', mjml: MJML.replace('first_name', 'pet_name'), project: null },
        });
        expect(mjml.status).toBe(400);
        expect(mjml.body).toEqual({ html: [emailMessages.unknownVariable('pet_name')] });
        const broken = await me().post(P.templates(org.id), {
          title: 'x',
          design: { format: 'mjml', mjml: 'not mjml at all', project: null },
        });
        expect(broken.status).toBe(400);
        expect(broken.body.html[0]).toMatch(/^The design could not be turned into an email: /);
        const required = await me().post(P.templates(org.id), { title: ' ', html: '<p>x</p>' });
        expect(required.status).toBe(400);
        expect(required.body).toEqual({ title: [messages.fieldRequired('Template name')] });
      });

      it('stores a thumbnail through the storage provider and removes the old file on replace and delete', async () => {
        const created = await createTemplate({ title: 'With picture', html: '<p>x</p>', thumbnail: png });
        expect(created.thumbnail_url).toMatch(
          new RegExp(`/storage/files/o${org.id}-email-thumb-[0-9a-f-]+\\.png$`),
        );
        expect(await stored(created.thumbnail_url)).toBe(true);
        // Public: the card shows it in an <img>.
        const served = await t.http.get(new URL(created.thumbnail_url!).pathname);
        expect([served.status, served.headers['content-type']]).toEqual([200, 'image/png']);
        const notPng = await me().post(P.templates(org.id), {
          title: 'x',
          html: '<p>x</p>',
          thumbnail: 'data:image/png;base64,bm90IGEgcG5n',
        });
        expect(notPng.status).toBe(400);
        expect(notPng.body).toEqual({ thumbnail: [messages.invalidChoice] });

        const replaced = await me().patch(P.template(org.id, created.id), { thumbnail: png });
        expect(replaced.status).toBe(200);
        expect(replaced.body.thumbnail_url).not.toBe(created.thumbnail_url);
        expect(await stored(created.thumbnail_url)).toBe(false);
        expect(await stored(replaced.body.thumbnail_url)).toBe(true);

        const copy = await me().post(P.duplicate(org.id, created.id));
        expect(copy.body.thumbnail_url).not.toBe(replaced.body.thumbnail_url);
        expect(await stored(copy.body.thumbnail_url)).toBe(true);

        expect((await me().delete(P.template(org.id, created.id))).status).toBe(204);
        expect(await stored(replaced.body.thumbnail_url)).toBe(false);
        expect(await stored(copy.body.thumbnail_url)).toBe(true);
      });

      it('updates: rename, move to a folder and out, save HTML (which drops the design)', async () => {
        const folder = await createFolder('Moves');
        const created = await createTemplate({
          title: 'Movable',
          design: { format: 'mjml', mjml: MJML, project: null },
        });
        const renamed = await me().patch(P.template(org.id, created.id), {
          title: 'Moved',
          folder: folder.id,
        });
        expect(renamed.status).toBe(200);
        expect(renamed.body).toMatchObject({ title: 'Moved', folder: folder.id, html: created.html });
        expect(renamed.body.design).toEqual(created.design);
        const html = await me().patch(P.template(org.id, created.id), { html: '<p>Plain <b>now</b></p>' });
        expect(html.body).toMatchObject({ html: '<p>Plain <b>now</b></p>', design: null, folder: folder.id });
        const out = await me().patch(P.template(org.id, created.id), { folder: null });
        expect(out.body.folder).toBeNull();
        const foreignFolder = await createFolder('Theirs', other.id, otherToken);
        const refused = await me().patch(P.template(org.id, created.id), { folder: foreignFolder.id });
        expect(refused.status).toBe(400);
        expect(refused.body).toEqual({ folder: [messages.invalidChoice] });
      });

      it('lists: no folder → the templates in no folder; folder=<id> → its own; search → every title; newest first', async () => {
        const folder = await createFolder('Listing');
        await createTemplate({ title: 'Alpha loose', html: '<p>a</p>' });
        await createTemplate({ title: 'Beta loose', html: '<p>b</p>' });
        await createTemplate({ title: 'Alpha filed', html: '<p>c</p>', folder: folder.id });
        const loose = await listTitles({ per_page: 100 });
        expect(loose.slice(0, 2)).toEqual(['Beta loose', 'Alpha loose']);
        expect(loose).not.toContain('Alpha filed');
        expect(await listTitles({ folder: folder.id })).toEqual(['Alpha filed']);
        expect(await listTitles({ search: 'ALPHA' })).toEqual(['Alpha filed', 'Alpha loose']);
        expect(await listTitles({ folder: folder.id, search: 'beta' })).toEqual([]);
        const paged = await me().get(P.templates(org.id), { per_page: 1, page: 2, search: 'alpha' });
        expect([paged.body.count, paged.body.results[0].title]).toEqual([2, 'Alpha loose']);
        // Another organization's folder is not found; its templates never show.
        const theirs = await createFolder('Elsewhere', other.id, otherToken);
        await createTemplate({ title: 'Alpha of theirs', html: '<p>x</p>' }, other.id, otherToken);
        expect((await me().get(P.templates(org.id), { folder: theirs.id })).status).toBe(404);
        expect(await listTitles({ search: 'alpha' })).not.toContain('Alpha of theirs');
      });

      it('duplicates into the same folder as "<title> (copy)"', async () => {
        const folder = await createFolder('Copies');
        const created = await createTemplate({ title: 'Original', html: '<p>o</p>', folder: folder.id });
        const res = await me().post(P.duplicate(org.id, created.id));
        expect(res.status).toBe(201);
        expect(res.body).toMatchObject({ title: 'Original (copy)', folder: folder.id, html: '<p>o</p>' });
        expect(res.body.id).not.toBe(created.id);
      });

      it("another organization's template is not found by any call", async () => {
        const theirs = await createTemplate({ title: 'Private', html: '<p>p</p>' }, other.id, otherToken);
        for (const res of [
          await me().get(P.template(org.id, theirs.id)),
          await me().patch(P.template(org.id, theirs.id), { title: 'Taken' }),
          await me().get(P.isUsed(org.id, theirs.id)),
          await me().post(P.duplicate(org.id, theirs.id)),
          await me().delete(P.template(org.id, theirs.id)),
          await me().get(P.template(other.id, theirs.id)),
        ]) {
          expect(res.status).toBe(404);
          expect(res.body).toEqual({ detail: messages.notFound });
        }
        const base = await me().post(P.templates(org.id), {
          title: 'x',
          html: '<p>x</p>',
          base_template: theirs.id,
        });
        expect(base.body).toEqual({ base_template: [messages.invalidChoice] });
        expect((await as(otherToken).get(P.template(other.id, theirs.id))).body.title).toBe('Private');
      });
    });

    describe('uses', () => {
      const seen: string[] = [];
      const used = new Set<string>();
      let unregister: () => void;

      beforeAll(() => {
        unregister = t.app.get(TemplateUsage).register({
          isUsed: async (orgId: number, kind: TemplateKind, id: number) => used.has(`${orgId}:${kind}:${id}`),
          cancelUses: async (orgId: number, kind: TemplateKind, id: number) => {
            seen.push(`cancel ${orgId}:${kind}:${id}`);
          },
        });
      });
      afterAll(() => unregister());

      it('is-used asks the registered sources; delete cancels the uses, then deletes', async () => {
        const created = await createTemplate({ title: 'In use', html: '<p>u</p>' });
        expect((await me().get(P.isUsed(org.id, created.id))).body).toEqual({ is_used: false });
        used.add(`${org.id}:email:${created.id}`);
        expect((await me().get(P.isUsed(org.id, created.id))).body).toEqual({ is_used: true });
        expect((await me().delete(P.template(org.id, created.id))).status).toBe(204);
        expect(seen).toEqual([`cancel ${org.id}:email:${created.id}`]);
        expect((await me().get(P.template(org.id, created.id))).status).toBe(404);
      });

      it('a source that fails to cancel stops the delete', async () => {
        const created = await createTemplate({ title: 'Stubborn', html: '<p>s</p>' });
        const off = t.app.get(TemplateUsage).register({
          isUsed: async () => false,
          cancelUses: async () => {
            throw new Error('automation store down');
          },
        });
        try {
          expect((await me().delete(P.template(org.id, created.id))).status).toBe(500);
        } finally {
          off();
        }
        expect((await me().get(P.template(org.id, created.id))).status).toBe(200);
      });

      it('deleting a folder removes it and every template in it, cancelling their uses', async () => {
        const folder = await createFolder('Doomed');
        const a = await createTemplate({
          title: 'Doomed A',
          html: '<p>a</p>',
          folder: folder.id,
          thumbnail: png,
        });
        const b = await createTemplate({ title: 'Doomed B', html: '<p>b</p>', folder: folder.id });
        const kept = await createTemplate({ title: 'Kept', html: '<p>k</p>' });
        seen.length = 0;
        expect((await me().delete(P.folder(org.id, folder.id))).status).toBe(204);
        expect(seen.sort()).toEqual(
          [`cancel ${org.id}:email:${a.id}`, `cancel ${org.id}:email:${b.id}`].sort(),
        );
        for (const id of [a.id, b.id]) expect((await me().get(P.template(org.id, id))).status).toBe(404);
        expect((await me().get(P.template(org.id, kept.id))).status).toBe(200);
        expect(await stored(a.thumbnail_url)).toBe(false);
        const folders = (await me().get(P.folders(org.id), { per_page: 100 })).body
          .results as EmailTemplateFolder[];
        expect(folders.map((f) => f.id)).not.toContain(folder.id);
      });

      it('a move into a folder deleted after the check is refused, not left in no folder', async () => {
        const created = await createTemplate({ title: 'Late mover', html: '<p>m</p>' });
        const doomed = await createFolder('Deleted meanwhile');
        const folders = t.dataSource.getRepository(EmailTemplateFolderRow);
        // The request checks the folder, then the delete runs, then the request writes.
        const exists = jest.spyOn(folders, 'exists').mockImplementationOnce(async () => {
          await folders.delete({ id: doomed.id });
          return true;
        });
        try {
          const moved = await me().patch(P.template(org.id, created.id), { folder: doomed.id });
          expect(moved.status).toBe(400);
          expect(moved.body).toEqual({ folder: [messages.invalidChoice] });
        } finally {
          exists.mockRestore();
        }
        expect((await me().get(P.template(org.id, created.id))).body.folder).toBeNull();
        // The database itself: a folder's templates go with it, whoever deletes it.
        const filed = await createTemplate({
          title: 'Filed',
          html: '<p>f</p>',
          folder: (await createFolder('Gone')).id,
        });
        await folders.delete({ id: filed.folder! });
        expect((await me().get(P.template(org.id, filed.id))).status).toBe(404);
      });

      it('text templates: is-used and delete through the same registry, with kind text', async () => {
        const created = (
          await me().post(P.texts(org.id), { title: 'Used text', template: 'Hi #!first_name!#' })
        ).body as TextTemplate;
        expect((await me().get(P.textIsUsed(org.id, created.id))).body).toEqual({ is_used: false });
        used.add(`${org.id}:text:${created.id}`);
        expect((await me().get(P.textIsUsed(org.id, created.id))).body).toEqual({ is_used: true });
        seen.length = 0;
        expect((await me().delete(P.text(org.id, created.id))).status).toBe(204);
        expect(seen).toEqual([`cancel ${org.id}:text:${created.id}`]);
        expect((await me().get(P.text(org.id, created.id))).status).toBe(404);
      });
    });

    describe('folders', () => {
      it('creates, renames and lists by name with template counts', async () => {
        const zeta = await createFolder('zeta folder');
        const alpha = await createFolder('Alpha folder');
        expect(zeta).toMatchObject({ name: 'zeta folder', organization: org.id, templates: 0 });
        await createTemplate({ title: 'In alpha', html: '<p>x</p>', folder: alpha.id });
        await createTemplate({ title: 'In alpha too', html: '<p>x</p>', folder: alpha.id });
        const renamed = await me().put(P.folder(org.id, zeta.id), { name: 'Beta folder' });
        expect(renamed.status).toBe(200);
        expect(renamed.body).toMatchObject({ id: zeta.id, name: 'Beta folder', templates: 0 });
        const list = await me().get(P.folders(org.id), { search: 'folder' });
        expect((list.body.results as EmailTemplateFolder[]).map((f) => [f.name, f.templates])).toEqual([
          ['Alpha folder', 2],
          ['Beta folder', 0],
        ]);
        const empty = await me().post(P.folders(org.id), { name: '' });
        expect(empty.body).toEqual({ name: [messages.fieldRequired('Folder name')] });
        const theirs = await createFolder('Not yours', other.id, otherToken);
        expect((await me().put(P.folder(org.id, theirs.id), { name: 'Mine' })).status).toBe(404);
        expect((await me().delete(P.folder(org.id, theirs.id))).status).toBe(404);
        const names = (
          (await me().get(P.folders(org.id), { per_page: 100 })).body.results as EmailTemplateFolder[]
        ).map((f) => f.name);
        expect(names).not.toContain('Not yours');
      });
    });

    describe('text templates', () => {
      it('create, get, update, list newest first with search', async () => {
        const first = await me().post(P.texts(org.id), {
          title: 'Birthday',
          template: 'Happy birthday #!first_name!#!',
        });
        expect(first.status).toBe(201);
        expect(first.body).toMatchObject({
          title: 'Birthday',
          template: 'Happy birthday #!first_name!#!',
          organization: org.id,
        });
        const second = await me().post(P.texts(org.id), {
          title: 'Renewal nudge',
          template: 'Your renewal is soon.',
        });
        const updated = await me().put(P.text(org.id, first.body.id), {
          title: 'Birthday wishes',
          template: 'Cheers!',
        });
        expect(updated.body).toMatchObject({
          id: first.body.id,
          title: 'Birthday wishes',
          template: 'Cheers!',
        });
        expect((await me().get(P.text(org.id, first.body.id))).body).toEqual(updated.body);
        const list = await me().get(P.texts(org.id), { per_page: 100 });
        const ids = (list.body.results as TextTemplate[]).map((x) => x.id);
        expect(ids.indexOf(second.body.id)).toBeLessThan(ids.indexOf(first.body.id));
        const found = await me().get(P.texts(org.id), { search: 'WISHES' });
        expect((found.body.results as TextTemplate[]).map((x) => x.title)).toEqual(['Birthday wishes']);
      });

      it('refuses blank text, unknown variables and text over 5000 characters', async () => {
        const blank = await me().post(P.texts(org.id), { title: 'x', template: '   ' });
        expect(blank.body).toEqual({ template: [messages.fieldRequired('Text')] });
        const unknown = await me().post(P.texts(org.id), { title: 'x', template: 'Hi #!nickname!#' });
        expect(unknown.body).toEqual({ template: [emailMessages.unknownVariable('nickname')] });
        const long = await me().post(P.texts(org.id), { title: 'x', template: 'a'.repeat(5001) });
        expect(long.body).toEqual({ template: [messages.maxLength(5000)] });
      });

      it("another organization's text template is not found", async () => {
        const theirs = await as(otherToken).post(P.texts(other.id), { title: 'Secret', template: 'x' });
        for (const res of [
          await me().get(P.text(org.id, theirs.body.id)),
          await me().put(P.text(org.id, theirs.body.id), { title: 'Taken', template: 'y' }),
          await me().get(P.textIsUsed(org.id, theirs.body.id)),
          await me().delete(P.text(org.id, theirs.body.id)),
        ])
          expect(res.status).toBe(404);
        const list = await me().get(P.texts(org.id), { search: 'secret' });
        expect(list.body.count).toBe(0);
      });
    });

    describe('for the sending module', () => {
      it("gives the organization's or a library template, and nothing of another organization", async () => {
        const service = t.app.get(EmailTemplatesService);
        const own = await createTemplate({ title: 'To send', html: '<p>send me</p>' });
        const [lib] = (await me().get(P.libraryTemplates())).body as EmailTemplateSummary[];
        const theirs = await createTemplate(
          { title: 'Not to send', html: '<p>no</p>' },
          other.id,
          otherToken,
        );
        expect(await service.emailTemplateForSend(org.id, own.id)).toEqual({
          id: own.id,
          title: 'To send',
          html: '<p>send me</p>',
        });
        expect((await service.emailTemplateForSend(org.id, lib.id))?.html).toBe(lib.html);
        expect(await service.emailTemplateForSend(org.id, theirs.id)).toBeNull();
        const text = await me().post(P.texts(org.id), { title: 'T', template: 'Body' });
        expect(await service.textTemplateForSend(org.id, text.body.id)).toEqual({
          id: text.body.id,
          title: 'T',
          template: 'Body',
        });
        expect(await service.textTemplateForSend(other.id, text.body.id)).toBeNull();
      });
    });
  },
);
