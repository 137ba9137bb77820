import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import {
  generateHashtags,
  messages,
  type Paginated,
  pathOf,
  type SocialPost,
  socialEndpoints as E,
  socialMessages as M,
  type SocialTemplate,
  type SocialUrl,
} from '@ensemble/contracts';
import {
  SocialCampaignRow,
  SocialPostRow,
  SocialPublicationRow,
  SocialTemplateFolderRow,
  SocialTemplateRow,
  SocialUrlRow,
} from '../src/modules/social/social-data/social.entities';
import { anOrganization } from './builders/organization.builder';
import { aUser } from './builders/user.builder';
import { apiClient } from './support/api-client';
import { loginAs } from './support/auth';
import { startTestApp, type TestApp } from './support/test-app';

/** The pages the import reads, served on this machine (allowed through OUTBOUND_FETCH_ALLOW). */
const PAGES: Record<string, (res: http.ServerResponse) => void> = {
  '/fair': (res) =>
    html(
      res,
      `<html><head><title>Spring fair &amp; market</title>
      <meta property="og:description" content="Come early, bring friends.">
      <meta property="og:image" content="/img/fair.png"></head><body>Fair</body></html>`,
    ),
  '/title-only': (res) => html(res, '<html><head><title>Just a title</title></head><body></body></html>'),
  '/untitled': (res) =>
    html(res, '<html><head><meta name="description" content="No title here"></head><body></body></html>'),
  '/moved': (res) => {
    res.writeHead(302, { location: '/articles/deep/' });
    res.end();
  },
  '/articles/deep/': (res) =>
    html(res, '<html><head><title>Deep</title><meta property="og:image" content="pic.jpg"></head></html>'),
  // The pictures the pages name: one that passes the upload's rules, one too small (under 320 px).
  '/img/fair.png': (res) => image(res, 'image/png', pictures.fair),
  '/articles/deep/pic.jpg': (res) => image(res, 'image/jpeg', pictures.small),
  '/inner': (res) =>
    html(
      res,
      '<html><head><title>Inner</title><meta property="og:image" content="http://169.254.169.254/latest/x.png"></head></html>',
    ),
  '/broken': (res) => {
    res.writeHead(500, { 'content-type': 'text/html' });
    res.end('<title>Oops</title>');
  },
};

const pictures: Record<'fair' | 'small', Buffer> = { fair: Buffer.alloc(0), small: Buffer.alloc(0) };
const picture = (size: number, format: 'png' | 'jpeg') =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#3a7' } })
    .toFormat(format)
    .toBuffer();

function image(res: http.ServerResponse, type: string, body: Buffer): void {
  res.writeHead(200, { 'content-type': type });
  res.end(body);
}

function html(res: http.ServerResponse, body: string): void {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(body);
}

/**
 * Social URLs, posts and the template library (issue 21; spec 3 §2 Social, §3 Social URL and Post, §4 Post save and
 * lifecycle, §5 Post): paging with 'Invalid page.', search, counts, bulk delete, the import of a page through the
 * SSRF guard, completeness and what an edit that makes a post incomplete undoes.
 */
describe.each(['mariadb', 'sqlite'] as const)('social posts (%s)', (database) => {
  let t: TestApp;
  let server: http.Server;
  let site: string;
  let token: string;
  let memberToken: string;
  let strangerToken: string;
  let org: number;
  let foreignOrg: number;
  const { get, post, put, del } = apiClient(
    () => t,
    () => token,
  );
  const P = {
    urls: pathOf(E.urls.list),
    url: pathOf(E.urls.get),
    options: pathOf(E.urls.options),
    importUrl: pathOf(E.urls.import),
    bulkDelete: pathOf(E.urls.bulkDelete),
    posts: pathOf(E.posts.list),
    post: pathOf(E.posts.get),
    library: pathOf(E.posts.addToLibrary),
    hashtags: pathOf(E.posts.hashtags),
    templates: pathOf(E.templates.list),
    folders: pathOf(E.templates.folders),
  };
  const IMAGE = 'https://cdn.example.test/spring.png';

  const hits = new Map<string, number>();

  beforeAll(async () => {
    pictures.fair = await picture(400, 'png');
    pictures.small = await picture(100, 'jpeg');
    server = http.createServer((req, res) => {
      hits.set(req.url ?? '', (hits.get(req.url ?? '') ?? 0) + 1);
      const page = PAGES[req.url ?? ''];
      if (page) page(res);
      else {
        res.writeHead(404);
        res.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    site = `http://127.0.0.1:${port}`;
    t = await startTestApp({ database, redis: false, env: { OUTBOUND_FETCH_ALLOW: `127.0.0.1:${port}` } });
    const owner = await aUser().named('Olive', 'Owner').verified().build();
    const member = await aUser().named('Mel', 'Member').verified().build();
    const stranger = await aUser().verified().build();
    org = (await anOrganization().ownedBy(owner).withMember(member).build()).id;
    foreignOrg = (await anOrganization().named('Elsewhere').ownedBy(stranger).build()).id;
    token = (await loginAs(t, owner)).access;
    memberToken = (await loginAs(t, member)).access;
    strangerToken = (await loginAs(t, stranger)).access;
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  const newUrl = async (title: string, url = `https://example.test/${encodeURIComponent(title)}`) => {
    const res = await post(P.urls(org), { title, url }).expect(201);
    return res.body as SocialUrl;
  };
  const newPost = async (urlId: number, body: object = {}) => {
    const res = await post(P.posts(org, urlId), {
      title: 'Spring fair',
      description: '#spring #fair Come early to the fair',
      image_url: IMAGE,
      ...body,
    }).expect(201);
    return res.body as SocialPost;
  };
  const foreignUrl = async () => {
    const res = await post(
      P.urls(foreignOrg),
      { title: 'Theirs', url: 'https://theirs.test/' },
      strangerToken,
    );
    expect(res.status).toBe(201);
    return res.body as SocialUrl;
  };
  const publication = (postId: number, kind: 'scheduled' | 'now', status: 'pending' | 'done', n: number) =>
    t.dataSource.getRepository(SocialPublicationRow).save({
      organizationId: org,
      postId,
      kind,
      dueAt: new Date('2099-01-01T10:00:00Z'),
      slotKey: `${kind}:${postId}:${n}`,
      status,
      title: null,
      urlId: null,
      postLogId: null,
      error: null,
      doneAt: null,
    });
  const statusOf = async (id: number) =>
    (await t.dataSource.getRepository(SocialPublicationRow).findOneByOrFail({ id })).status;

  describe('URLs', () => {
    it("adds a URL with the organization's profile and no posts, with the form's messages", async () => {
      const made = await newUrl('Home page', 'https://example.test/home');
      expect(made).toMatchObject({
        title: 'Home page',
        url: 'https://example.test/home',
        profile: org,
        posts_count: 0,
        complete_count: 0,
        incomplete_count: 0,
      });
      const bad = await post(P.urls(org), { title: ' ', url: 'ftp://x' }).expect(400);
      expect(bad.body).toEqual({ title: [M.titleRequired], url: [messages.urlInvalid] });
    });

    it("pages newest first by 10, answers 'Invalid page.' past the last page, and searches title or url", async () => {
      const made: SocialUrl[] = [];
      for (let i = 1; i <= 12; i += 1) made.push(await newUrl(`Paged ${i}`, `https://paging.test/p${i}`));
      const first = (await get(`${P.urls(org)}?search=paged`).expect(200)).body as Paginated<SocialUrl>;
      expect(first.count).toBe(12);
      expect(first.results.map((u) => u.title)).toEqual(
        made
          .slice(2)
          .reverse()
          .map((u) => u.title),
      );
      const second = (await get(`${P.urls(org)}?search=paged&page=2`).expect(200))
        .body as Paginated<SocialUrl>;
      expect(second.results.map((u) => u.title)).toEqual(['Paged 2', 'Paged 1']);
      const past = await get(`${P.urls(org)}?search=paged&page=3`).expect(404);
      expect(past.body).toEqual({ detail: M.invalidPage });
      // By address, any case; an empty first page is a page.
      const byUrl = (await get(`${P.urls(org)}?search=PAGING.TEST/P1`).expect(200))
        .body as Paginated<SocialUrl>;
      expect(byUrl.results.map((u) => u.title).sort()).toEqual([
        'Paged 1',
        'Paged 10',
        'Paged 11',
        'Paged 12',
      ]);
      expect((await get(`${P.urls(org)}?search=nothing-like-it`).expect(200)).body).toEqual({
        results: [],
        count: 0,
      });
      // A wildcard in the search is a character.
      expect(((await get(`${P.urls(org)}?search=%25`).expect(200)).body as Paginated<SocialUrl>).count).toBe(
        0,
      );
    });

    it('counts posts, complete and incomplete ones in the list and in one URL', async () => {
      const url = await newUrl('Counted');
      await newPost(url.id);
      await newPost(url.id);
      await newPost(url.id, { image_url: null });
      const one = (await get(P.url(org, url.id)).expect(200)).body as SocialUrl;
      expect(one).toMatchObject({ posts_count: 3, complete_count: 2, incomplete_count: 1 });
      const listed = ((await get(`${P.urls(org)}?search=counted`).expect(200)).body as Paginated<SocialUrl>)
        .results;
      expect(listed).toEqual([one]);
    });

    it("lists every URL for the post form's select, and never another organization's", async () => {
      const theirs = await foreignUrl();
      const options = (await get(P.options(org)).expect(200)).body as {
        id: number;
        title: string;
        url: string;
      }[];
      expect(options).toContainEqual({
        id: expect.any(Number),
        title: 'Home page',
        url: 'https://example.test/home',
      });
      expect(options.map((o) => o.id)).not.toContain(theirs.id);
      expect(Object.keys(options[0]!).sort()).toEqual(['id', 'title', 'url']);
    });

    it("renames a URL; another organization's URL is not found", async () => {
      const url = await newUrl('Old name');
      const res = await put(P.url(org, url.id), {
        title: 'New name',
        url: 'https://example.test/new',
      }).expect(200);
      expect(res.body).toMatchObject({ id: url.id, title: 'New name', url: 'https://example.test/new' });
      const theirs = await foreignUrl();
      for (const call of [
        get(P.url(org, theirs.id)),
        put(P.url(org, theirs.id), { title: 'Hijacked', url: 'https://x.test/' }),
        del(P.url(org, theirs.id)),
        get(P.posts(org, theirs.id)),
      ])
        expect((await call).status).toBe(404);
      expect(await t.dataSource.getRepository(SocialUrlRow).findOneByOrFail({ id: theirs.id })).toMatchObject(
        {
          title: 'Theirs',
        },
      );
    });

    it('deletes a URL with its posts and cancels their pending publications (a done one stays done)', async () => {
      const url = await newUrl('Doomed');
      const p = await newPost(url.id);
      const pending = await publication(p.id, 'scheduled', 'pending', 1);
      const done = await publication(p.id, 'now', 'done', 2);
      await del(P.url(org, url.id)).expect(204);
      expect(await t.dataSource.getRepository(SocialPostRow).countBy({ urlId: url.id })).toBe(0);
      expect(await t.dataSource.getRepository(SocialUrlRow).countBy({ id: url.id })).toBe(0);
      expect(await statusOf(pending.id)).toBe('cancelled');
      expect(await statusOf(done.id)).toBe('done');
      await get(P.url(org, url.id)).expect(404);
    });

    it("bulk deletes the organization's selected URLs and leaves another organization's alone", async () => {
      const a = await newUrl('Bulk A');
      const b = await newUrl('Bulk B');
      const kept = await newUrl('Bulk kept');
      const p = await newPost(a.id);
      const pending = await publication(p.id, 'now', 'pending', 3);
      const theirs = await foreignUrl();
      const res = await post(P.bulkDelete(org), { ids: [a.id, b.id, theirs.id] }).expect(200);
      expect(res.body).toEqual({ deleted: 2 });
      const urls = t.dataSource.getRepository(SocialUrlRow);
      expect(await urls.countBy({ id: a.id })).toBe(0);
      expect(await urls.countBy({ id: b.id })).toBe(0);
      expect(await urls.countBy({ id: kept.id })).toBe(1);
      expect(await urls.countBy({ id: theirs.id })).toBe(1);
      expect(await statusOf(pending.id)).toBe('cancelled');
      expect((await post(P.bulkDelete(org), { ids: [] }).expect(400)).body).toEqual({
        ids: [messages.required],
      });
    });
  });

  describe('import', () => {
    it('makes a URL titled as the page and a draft from its description and image (resolved against the page)', async () => {
      const res = await post(P.importUrl(org), { url: `${site}/fair` }).expect(201);
      const { url, post: draft } = res.body as { url: SocialUrl; post: SocialPost };
      expect(url).toMatchObject({
        title: 'Spring fair & market',
        url: `${site}/fair`,
        posts_count: 1,
        complete_count: 1,
        incomplete_count: 0,
      });
      expect(draft).toMatchObject({
        title: 'Spring fair & market',
        description: 'Come early, bring friends.',
        // The page's picture, fetched once, checked and stored as an upload is.
        image_url: expect.stringMatching(/\/storage\/files\/u\d+-social-[0-9a-f]{32}\.jpg$/),
        thumbnail: expect.stringMatching(/\/storage\/files\/u\d+-social-[0-9a-f]{32}-thumb\.jpg$/),
        media_type: 'image',
        source: 'import',
        complete: true,
        in_queue: false,
        created_by: 'Olive Owner',
        url: { id: url.id, title: 'Spring fair & market' },
      });
      expect((await get(P.url(org, url.id)).expect(200)).body).toEqual(url);
      expect(hits.get('/img/fair.png')).toBe(1);
    });

    it('makes no post for a page with only a title, and titles an untitled page by its host', async () => {
      const only = (await post(P.importUrl(org), { url: `${site}/title-only` }).expect(201)).body;
      expect(only).toMatchObject({ url: { title: 'Just a title', posts_count: 0 }, post: null });
      const untitled = (await post(P.importUrl(org), { url: `${site}/untitled` }).expect(201)).body;
      expect(untitled).toMatchObject({
        url: { title: '127.0.0.1', posts_count: 1, incomplete_count: 1 },
        post: { title: '127.0.0.1', description: 'No title here', image_url: null, complete: false },
      });
    });

    it('follows a redirect and resolves the image against the page it landed on; a picture under 320 px is not taken', async () => {
      const before = hits.get('/articles/deep/pic.jpg') ?? 0;
      const res = await post(P.importUrl(org), { url: `${site}/moved` }).expect(201);
      expect(res.body).toMatchObject({
        url: { title: 'Deep', url: `${site}/moved` },
        // A title and nothing usable besides: no draft, as for a page with only a title.
        post: null,
      });
      expect(hits.get('/articles/deep/pic.jpg')).toBe(before + 1);
    });

    it('takes no picture the page names on a private address', async () => {
      const res = await post(P.importUrl(org), { url: `${site}/inner` }).expect(201);
      expect(res.body).toMatchObject({ url: { title: 'Inner', posts_count: 0 }, post: null });
    });

    it("refuses an address the suite may not fetch and says when a page can't be read", async () => {
      const before = await t.dataSource.getRepository(SocialUrlRow).countBy({ organizationId: org });
      for (const address of [
        'http://169.254.169.254/latest/meta-data/',
        'http://127.0.0.1:1/',
        'http://localhost/',
      ])
        expect((await post(P.importUrl(org), { url: address }).expect(400)).body).toEqual({
          url: [M.urlNotAllowed],
        });
      expect((await post(P.importUrl(org), { url: `${site}/broken` }).expect(400)).body).toEqual({
        url: [M.pageUnreadable],
      });
      expect((await post(P.importUrl(org), { url: `${site}/missing` }).expect(400)).body).toEqual({
        url: [M.pageUnreadable],
      });
      expect((await post(P.importUrl(org), { url: 'not a url' }).expect(400)).body).toEqual({
        url: [messages.urlInvalid],
      });
      expect(await t.dataSource.getRepository(SocialUrlRow).countBy({ organizationId: org })).toBe(before);
    });
  });

  describe('posts', () => {
    let url: SocialUrl;
    beforeAll(async () => {
      url = await newUrl('Posts home');
    });

    it('creates a complete post (title, content, media) with its author, URL and profile', async () => {
      const made = await newPost(url.id, { weight: 3 });
      expect(made).toMatchObject({
        title: 'Spring fair',
        description: '#spring #fair Come early to the fair',
        weight: 3,
        image_url: IMAGE,
        thumbnail: IMAGE,
        media_type: 'image',
        is_reels: false,
        can_be_reels: false,
        complete: true,
        in_queue: false,
        scheduled: false,
        scheduled_date: null,
        scheduled_id: null,
        last_time_posted: null,
        created_by: 'Olive Owner',
        edited_by: 'Olive Owner',
        campaigns: [],
        url: { id: url.id, title: 'Posts home' },
        profile_id: org,
        source: 'manual',
      });
      expect((await get(P.post(org, url.id, made.id)).expect(200)).body).toEqual(made);
    });

    it("keeps a post without media incomplete, takes a video's Reels flags, and says what is missing", async () => {
      expect(await newPost(url.id, { image_url: null })).toMatchObject({
        complete: false,
        media_type: null,
        thumbnail: null,
        weight: 2,
      });
      const clip = await newPost(url.id, {
        image_url: 'https://cdn.example.test/clip.mp4',
        can_be_reels: true,
        is_reels: true,
      });
      expect(clip).toMatchObject({ media_type: 'video', can_be_reels: true, is_reels: true, complete: true });
      // An image is never Reels.
      expect(await newPost(url.id, { can_be_reels: true, is_reels: true })).toMatchObject({
        can_be_reels: false,
        is_reels: false,
      });
      const stored = `${t.config.apiPublicUrl}/storage/files/o${org}-social-x.png`;
      expect(await newPost(url.id, { image_url: stored })).toMatchObject({
        image_url: stored,
        complete: true,
      });
      const bad = await post(P.posts(org, url.id), {
        title: '',
        description: ' ',
        image_url: 'javascript:x',
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ title: [M.titleRequired], description: [M.contentRequired] });
      const badMedia = await post(P.posts(org, url.id), {
        title: 'T',
        description: 'D',
        image_url: 'file:///etc/passwd',
      });
      expect(badMedia.status).toBe(400);
      expect(badMedia.body).toEqual({ image_url: [messages.urlInvalid] });
    });

    it("creates under the organization's URLs only", async () => {
      const theirs = await foreignUrl();
      const res = await post(P.posts(org, theirs.id), { title: 'T', description: 'D', image_url: IMAGE });
      expect(res.status).toBe(404);
      expect(await t.dataSource.getRepository(SocialPostRow).countBy({ urlId: theirs.id })).toBe(0);
    });

    it("lists a URL's posts newest first by 10, searches title and content, and answers 'Invalid page.'", async () => {
      const own = await newUrl('Many posts');
      for (let i = 1; i <= 11; i += 1)
        await newPost(own.id, { title: `Post ${i}`, description: i === 4 ? 'About tulips' : `Content ${i}` });
      const first = (await get(P.posts(org, own.id)).expect(200)).body as Paginated<SocialPost>;
      expect(first.count).toBe(11);
      expect(first.results).toHaveLength(10);
      expect(first.results[0]).toMatchObject({ title: 'Post 11', url: { id: own.id, title: 'Many posts' } });
      const second = (await get(`${P.posts(org, own.id)}?page=2`).expect(200)).body as Paginated<SocialPost>;
      expect(second.results.map((p) => p.title)).toEqual(['Post 1']);
      expect((await get(`${P.posts(org, own.id)}?page=3`).expect(404)).body).toEqual({
        detail: M.invalidPage,
      });
      const tulips = (await get(`${P.posts(org, own.id)}?search=TULIPS`).expect(200))
        .body as Paginated<SocialPost>;
      expect(tulips.results.map((p) => p.title)).toEqual(['Post 4']);
      const byTitle = (await get(`${P.posts(org, own.id)}?search=post 1`).expect(200))
        .body as Paginated<SocialPost>;
      expect(byTitle.results.map((p) => p.title)).toEqual(['Post 11', 'Post 10', 'Post 1']);
    });

    it('marks an RSS draft read when it is opened', async () => {
      const posts = t.dataSource.getRepository(SocialPostRow);
      const draft = await posts.save(
        posts.create({
          organizationId: org,
          urlId: url.id,
          title: 'From the feed',
          description: 'A feed item',
          source: 'rss',
          rssFeedId: null,
          rssGuid: 'item-1',
          rssUnread: true,
        }),
      );
      const res = await get(P.post(org, url.id, draft.id)).expect(200);
      expect(res.body).toMatchObject({ source: 'rss', complete: false, created_by: null });
      expect((await posts.findOneByOrFail({ id: draft.id })).rssUnread).toBe(false);
    });

    it('an edit that makes a queued and scheduled post incomplete takes it out of both; completing it again does not put it back', async () => {
      const made = await newPost(url.id);
      const campaign = await t.dataSource
        .getRepository(SocialCampaignRow)
        .save({ organizationId: org, timesPerDay: 1, active: true, counter: 0, days: { '1': true } });
      const scheduledAt = new Date('2099-01-01T10:00:00Z');
      await t.dataSource.getRepository(SocialPostRow).update({ id: made.id }, { inQueue: true, scheduledAt });
      const pending = await publication(made.id, 'scheduled', 'pending', 10);
      expect((await get(P.post(org, url.id, made.id)).expect(200)).body).toMatchObject({
        in_queue: true,
        campaigns: [campaign.id],
        scheduled: true,
        scheduled_date: scheduledAt.toISOString(),
        scheduled_id: pending.id,
      });

      const body = { title: 'Spring fair', description: 'Come early', image_url: null };
      const edited = await put(P.post(org, url.id, made.id), body, memberToken).expect(200);
      expect(edited.body).toMatchObject({
        complete: false,
        in_queue: false,
        campaigns: [],
        scheduled: false,
        scheduled_date: null,
        scheduled_id: null,
        created_by: 'Olive Owner',
        edited_by: 'Mel Member',
      });
      expect(await statusOf(pending.id)).toBe('cancelled');
      expect((await get(P.post(org, url.id, made.id)).expect(200)).body).toEqual(edited.body);

      const completed = await put(P.post(org, url.id, made.id), { ...body, image_url: IMAGE }).expect(200);
      expect(completed.body).toMatchObject({
        complete: true,
        in_queue: false,
        scheduled: false,
        edited_by: 'Olive Owner',
      });
      expect(
        ((await get(P.url(org, url.id)).expect(200)).body as SocialUrl).incomplete_count,
      ).toBeGreaterThan(0);
    });

    it('an edit that keeps a queued post complete keeps it queued and scheduled', async () => {
      const made = await newPost(url.id);
      await t.dataSource
        .getRepository(SocialPostRow)
        .update({ id: made.id }, { inQueue: true, scheduledAt: new Date('2099-02-01T10:00:00Z') });
      const pending = await publication(made.id, 'scheduled', 'pending', 11);
      const res = await put(P.post(org, url.id, made.id), {
        title: 'Renamed',
        description: 'Still complete',
        image_url: IMAGE,
      }).expect(200);
      expect(res.body).toMatchObject({ title: 'Renamed', complete: true, in_queue: true, scheduled: true });
      expect(await statusOf(pending.id)).toBe('pending');
    });

    it('deletes a post and cancels its pending publications', async () => {
      const made = await newPost(url.id);
      const pending = await publication(made.id, 'scheduled', 'pending', 12);
      await del(P.post(org, url.id, made.id)).expect(204);
      await get(P.post(org, url.id, made.id)).expect(404);
      expect(await statusOf(pending.id)).toBe('cancelled');
    });

    it("never answers for another organization's post, nor for a post under another URL", async () => {
      const theirs = await foreignUrl();
      const theirPost = (
        await post(
          P.posts(foreignOrg, theirs.id),
          { title: 'T', description: 'D', image_url: IMAGE },
          strangerToken,
        )
      ).body as SocialPost;
      const other = await newUrl('Other URL');
      const mine = await newPost(url.id);
      for (const res of [
        await get(P.post(org, theirs.id, theirPost.id)),
        await get(P.post(org, url.id, theirPost.id)),
        await get(P.post(org, other.id, mine.id)),
        await put(P.post(org, url.id, theirPost.id), {
          title: 'Hijacked',
          description: 'x',
          image_url: null,
        }),
        await del(P.post(org, url.id, theirPost.id)),
        await post(P.library(org, url.id, theirPost.id)),
      ])
        expect(res.status).toBe(404);
      expect(
        await t.dataSource.getRepository(SocialPostRow).findOneByOrFail({ id: theirPost.id }),
      ).toMatchObject({
        title: 'T',
      });
    });
  });

  describe('library and hashtags', () => {
    it('adds a post to the library with its leading hashtags, lists it, searches and filters by folder', async () => {
      const url = await newUrl('Library');
      const made = await newPost(url.id, {
        title: 'Tulip week',
        description: '#tulips #spring Fresh tulips #today',
        weight: 1,
      });
      const res = await post(P.library(org, url.id, made.id)).expect(201);
      const template = res.body as SocialTemplate;
      expect(template).toEqual({
        id: expect.any(Number),
        title: 'Tulip week',
        description: '#tulips #spring Fresh tulips #today',
        image: IMAGE,
        hashtags: '#tulips #spring',
        weight: 1,
        folder: null,
      });
      const folders = t.dataSource.getRepository(SocialTemplateFolderRow);
      const holidays = await folders.save({ organizationId: org, name: 'Holidays' });
      await folders.save({ organizationId: org, name: 'Autumn' });
      const theirFolder = await folders.save({ organizationId: foreignOrg, name: 'Theirs' });
      const templates = t.dataSource.getRepository(SocialTemplateRow);
      const filed = await templates.save({
        organizationId: org,
        folderId: holidays.id,
        title: 'New year',
        description: 'Happy new year',
        image: null,
        hashtags: '',
        weight: 2,
      });
      await templates.save({
        organizationId: foreignOrg,
        folderId: theirFolder.id,
        title: 'Tulip theirs',
        description: 'Theirs',
        image: null,
        hashtags: '',
        weight: 2,
      });
      const all = (await get(P.templates(org)).expect(200)).body as SocialTemplate[];
      expect(all.map((x) => x.id)).toEqual([filed.id, template.id]);
      expect(
        ((await get(`${P.templates(org)}?search=TULIP`).expect(200)).body as SocialTemplate[]).map(
          (x) => x.id,
        ),
      ).toEqual([template.id]);
      expect(
        ((await get(`${P.templates(org)}?search=happy`).expect(200)).body as SocialTemplate[]).map(
          (x) => x.id,
        ),
      ).toEqual([filed.id]);
      expect(
        ((await get(`${P.templates(org)}?folderId=${holidays.id}`).expect(200)).body as SocialTemplate[]).map(
          (x) => x.id,
        ),
      ).toEqual([filed.id]);
      expect((await get(`${P.templates(org)}?folderId=${theirFolder.id}`).expect(200)).body).toEqual([]);
      expect((await get(P.folders(org)).expect(200)).body).toEqual([
        { id: expect.any(Number), name: 'Autumn' },
        { id: holidays.id, name: 'Holidays' },
      ]);
    });

    it('generates hashtags from the content, and asks for content first', async () => {
      const content = 'Spring insurance review: review your insurance before spring storms';
      const res = await post(P.hashtags(org), { content }).expect(200);
      expect(res.body).toEqual({ content: generateHashtags(content) });
      expect((res.body as { content: string }).content).toMatch(/^#\S+( #\S+)*$/);
      expect((await post(P.hashtags(org), { content: '  ' }).expect(400)).body).toEqual({
        content: [M.hashtagsNeedContent],
      });
    });
  });
});
