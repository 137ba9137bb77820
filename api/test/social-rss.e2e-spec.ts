import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type SocialImageUpload, socialEndpoints, socialMessages, urlOf } from '@ensemble/contracts';
import sharp from 'sharp';
import { JOB_QUEUE, type JobQueue, SchedulerService } from '../src/engine/work';
import type { InProcessJobQueue } from '../src/engine/work/in-process-job-queue';
import { STORAGE_PROVIDER, type StorageProvider } from '../src/engine/providers/storage/storage-provider';
import {
  SocialPostRow,
  SocialRssFeedRow,
  SocialUrlRow,
} from '../src/modules/social/social-data/social.entities';
import { RssPicturesJob } from '../src/modules/social/social-media/rss-pictures.job';
import { RSS_TICK, RssTick } from '../src/modules/social/social-media/rss-tick.service';
import { SocialImagesService } from '../src/modules/social/social-media/social-images.service';
import { anOrganization } from './builders/organization.builder';
import { aUser } from './builders/user.builder';
import { apiClient } from './support/api-client';
import { loginAs } from './support/auth';
import { startTestApp, type TestApp } from './support/test-app';

const rss = socialEndpoints.rss;
const DAY = 24 * 60 * 60 * 1000;

interface Item {
  guid: string;
  title: string;
  text: string;
  image?: string;
}

/** The feed server: the items it serves now, and how many requests each path got. */
const served = { items: [] as Item[], broken: false };
const hits = new Map<string, number>();
const hitsOf = (p: string) => hits.get(p) ?? 0;
/** MariaDB keeps next_read_at to the second (created_at to the microsecond). */
const expectAbout = (at: Date, ms: number) => expect(Math.abs(at.getTime() - ms)).toBeLessThan(1000);
let privateHits = 0;
/** The pictures the feed's items name: one fit for a post, one under 320 px. */
const pictures = new Map<string, Buffer>();
const picture = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
/** Where a picture taken in from a feed is kept: the organization's prefix, as an upload's image and thumbnail. */
const STORED = /\/storage\/files\/o\d+-social-[0-9a-f]{32}\.(jpg|png)$/;
const STORED_THUMB = /\/storage\/files\/o\d+-social-[0-9a-f]{32}-thumb\.jpg$/;
let feedServer: http.Server;
let privateServer: http.Server;
let feedBase: string;
let privatePort: number;

const rssXml = (items: Item[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Shop news</title><link>https://shop.example.test/</link>
<description>News</description>
${items
  .map(
    (i) => `<item><title>${i.title}</title><link>https://shop.example.test/${i.guid}</link>
<guid isPermaLink="false">${i.guid}</guid><description><![CDATA[<p>${i.text}</p>]]></description>
${i.image ? `<enclosure url="${i.image}" type="image/jpeg" length="1000"/>` : ''}</item>`,
  )
  .join('\n')}
</channel></rss>`;

const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  pictures.set('/pics/fair.png', await picture(400));
  pictures.set('/pics/small.png', await picture(100));
  feedServer = http.createServer((req, res) => {
    const p = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(p, hitsOf(p) + 1);
    const pic = pictures.get(p);
    if (pic) {
      res.writeHead(200, { 'content-type': 'image/png' }).end(pic);
      return;
    }
    if (p === '/page.html') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Hello</body></html>');
      return;
    }
    if (served.broken) {
      res.writeHead(500).end('down');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rssXml(served.items));
  });
  feedBase = `http://127.0.0.1:${await listen(feedServer)}`;
  privateServer = http.createServer((_req, res) => {
    privateHits += 1;
    res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rssXml([]));
  });
  privatePort = await listen(privateServer);
});
afterAll(async () => {
  for (const s of [feedServer, privateServer]) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

describe.each(['mariadb', 'sqlite'] as const)('RSS feeds (%s)', (database) => {
  let t: TestApp;
  let token: string;
  let org: number;
  let strangerToken: string;
  let strangerOrg: number;
  const client = apiClient(
    () => t,
    () => token,
  );

  const feeds = () => t.dataSource.getRepository(SocialRssFeedRow);
  const draftsOf = (feedId: number) =>
    t.dataSource.getRepository(SocialPostRow).find({ where: { rssFeedId: feedId }, order: { id: 'ASC' } });
  const tick = (at: Date) => t.app.get(RssTick).tick(at);
  /** The pictures' jobs, queued once a read commits, run to their end. */
  const drain = async () => {
    for (let i = 0; i < 3; i += 1) {
      await new Promise((r) => setImmediate(r));
      await (t.app.get<JobQueue>(JOB_QUEUE) as InProcessJobQueue).drain();
    }
  };
  const addFeed = (feedUrl: string, orgId = org, as?: string) =>
    client.post(urlOf(rss.create, { orgId }), { feed_url: feedUrl }, as);
  /** `days` after the feed was added, plus a minute. */
  const daysAfter = async (feedId: number, days: number) =>
    new Date((await feeds().findOneByOrFail({ id: feedId })).createdAt.getTime() + days * DAY + 60_000);

  beforeAll(async () => {
    // The tests tick with their own clock.
    t = await startTestApp({ database, redis: false, env: { OUTBOUND_FETCH_ALLOW: feedBase.slice(7) } });
    t.app.get(SchedulerService).register(RSS_TICK, async () => undefined);
    const owner = await aUser().verified().build();
    token = (await loginAs(t, owner)).access;
    org = (await anOrganization().ownedBy(owner).build()).id;
    const stranger = await aUser().verified().build();
    strangerToken = (await loginAs(t, stranger)).access;
    strangerOrg = (await anOrganization().ownedBy(stranger).build()).id;
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    served.broken = false;
    served.items = [
      {
        guid: `${database}-1`,
        title: 'Spring sale',
        text: 'Everything half off.',
        image: `${feedBase}/pics/fair.png`,
      },
      { guid: `${database}-2`, title: 'New hours', text: 'Open on Sundays.' },
    ];
  });

  it('turns a feed into drafts once, and the tick 15 days later adds only the new items', async () => {
    const path = `/${database}/feed.xml`;
    const before = Date.now();
    // The pictures are served to both databases' runs: this test's own fetches.
    const picturesBefore = new Map([...pictures.keys()].map((p) => [p, hitsOf(p)]));
    const fetched = (pic: string) => hitsOf(pic) - (picturesBefore.get(pic) ?? 0);
    const res = await addFeed(`${feedBase}${path}`);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      organization_id: org,
      feed_url: `${feedBase}${path}`,
      last_scraped: expect.any(String),
      status: true,
      unread: 2,
    });
    expect(Date.parse(res.body.last_scraped)).toBeGreaterThanOrEqual(before - 1000);
    const id = res.body.id as number;
    expect(hitsOf(path)).toBe(1);

    // The item's picture is its feed's address until the job queued by the read has taken it in.
    expect((await draftsOf(id)).map((d) => d.imageUrl)).toEqual([null, `${feedBase}/pics/fair.png`]);
    await drain();
    const drafts = await draftsOf(id);
    // Oldest item first, so the feed's top item lists first (newest first).
    expect(
      drafts.map((d) => [d.title, d.description, d.imageUrl, d.complete, d.source, d.rssUnread]),
    ).toEqual([
      ['New hours', 'Open on Sundays.', null, false, 'rss', true],
      ['Spring sale', 'Everything half off.', expect.stringMatching(STORED), true, 'rss', true],
    ]);
    expect(drafts[1]!.thumbnail).toMatch(STORED_THUMB);
    expect(drafts[1]!.imageUrl).toContain(`/storage/files/o${org}-social-`);
    expect(fetched('/pics/fair.png')).toBe(1);
    const url = await t.dataSource.getRepository(SocialUrlRow).findOneByOrFail({ id: drafts[0]!.urlId });
    expect(url).toMatchObject({ organizationId: org, title: 'Shop news', url: `${feedBase}${path}` });
    const feed = await feeds().findOneByOrFail({ id });
    expect(feed.nextReadAt.getTime() - feed.createdAt.getTime()).toBeGreaterThan(15 * DAY - 2000);
    expect(feed.nextReadAt.getTime() - feed.createdAt.getTime()).toBeLessThan(15 * DAY + 2000);

    // Not due yet: nothing is read.
    expect(await tick(await daysAfter(id, 14))).toEqual({ read: 0, failed: 0, drafts: 0 });
    expect(hitsOf(path)).toBe(1);

    // 15 days on, with one new item, by two ticks at once: one read, one new draft.
    served.items.unshift({
      guid: `${database}-3`,
      title: 'Summer menu',
      text: 'Fresh salads.',
      image: `${feedBase}/pics/small.png`,
    });
    const at = await daysAfter(id, 15);
    const [a, b] = await Promise.all([tick(at), tick(at)]);
    expect(a.read + b.read).toBe(1);
    expect(hitsOf(path)).toBe(2);
    await drain();
    // A picture under 320 px is not taken: that draft has no media and needs work; the one taken before is kept.
    expect((await draftsOf(id)).map((d) => [d.title, d.imageUrl, d.thumbnail, d.complete])).toEqual([
      ['New hours', null, null, false],
      ['Spring sale', drafts[1]!.imageUrl, drafts[1]!.thumbnail, true],
      ['Summer menu', null, null, false],
    ]);
    expect(fetched('/pics/small.png')).toBe(1);
    expect(fetched('/pics/fair.png')).toBe(1);
    const read = await feeds().findOneByOrFail({ id });
    expectAbout(read.nextReadAt, read.createdAt.getTime() + 30 * DAY);
    expect(read.error).toBeNull();

    // The same tick again (late) reads nothing more.
    await tick(at);
    expect(hitsOf(path)).toBe(2);
    expect(await draftsOf(id)).toHaveLength(3);

    // A draft its organization deleted is not made again at the next read: the feed already gave that item.
    const sale = (await draftsOf(id)).find((d) => d.title === 'Spring sale')!;
    await client
      .del(urlOf(socialEndpoints.posts.delete, { orgId: org, urlId: sale.urlId, postId: sale.id }))
      .expect(204);
    expect(await tick(await daysAfter(id, 30))).toMatchObject({ read: 1, drafts: 0 });
    expect(hitsOf(path)).toBe(3);
    expect((await draftsOf(id)).map((d) => d.title)).toEqual(['New hours', 'Summer menu']);
  });

  it('takes pictures in through the guard: a private one is dropped unasked, and an edit made meanwhile wins', async () => {
    served.items = [
      {
        guid: `${database}-p1`,
        title: 'Inside',
        text: 'Private.',
        image: `http://127.0.0.1:${privatePort}/pic.png`,
      },
    ];
    const asked = privateHits;
    const res = await addFeed(`${feedBase}/${database}/pictures.xml`);
    expect(res.status).toBe(201);
    const id = res.body.id as number;
    await drain();
    const [draft] = await draftsOf(id);
    expect([draft!.imageUrl, draft!.thumbnail, draft!.mediaType, draft!.complete]).toEqual([
      null,
      null,
      null,
      false,
    ]);
    expect(privateHits).toBe(asked);

    // Someone gives the draft a picture of their own while the job is fetching the feed's: theirs is kept.
    const posts = t.dataSource.getRepository(SocialPostRow);
    await posts.update({ id: draft!.id }, { imageUrl: `${feedBase}/pics/fair.png`, complete: true });
    const theirs = {
      imageUrl: 'https://files.example.test/u1-social-theirs.jpg',
      thumbnail: 'https://files.example.test/u1-social-theirs-thumb.jpg',
    };
    const images = t.app.get(SocialImagesService);
    const fetch = images.adopt.bind(images);
    let copy: SocialImageUpload | null = null;
    const adopt = jest.spyOn(images, 'adopt').mockImplementationOnce(async (owner, address) => {
      copy = await fetch(owner, address);
      await posts.update({ id: draft!.id }, theirs);
      return copy;
    });
    try {
      expect(await t.app.get(RssPicturesJob).adopt(org, id)).toBe(1);
    } finally {
      adopt.mockRestore();
    }
    // The copy the job stored is nobody's: deleted, image and thumbnail.
    const storage = t.app.get<StorageProvider>(STORAGE_PROVIDER);
    for (const address of [copy!.url, copy!.thumbnail]) {
      expect(address).toContain(`/storage/files/o${org}-social-`);
      expect(await storage.get(storage.keyOfUrl(address)!)).toBeNull();
    }
    expect(await posts.findOneByOrFail({ id: draft!.id })).toMatchObject({ ...theirs, complete: true });
    // Another organization's feed id takes in nothing of this one.
    await posts.update({ id: draft!.id }, { imageUrl: `${feedBase}/pics/fair.png`, thumbnail: null });
    expect(await t.app.get(RssPicturesJob).adopt(strangerOrg, id)).toBe(0);
    expect((await posts.findOneByOrFail({ id: draft!.id })).thumbnail).toBeNull();
  });

  it('refuses a private address without the allow entry, asking it nothing', async () => {
    const res = await addFeed(`http://127.0.0.1:${privatePort}/feed.xml`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ feed_url: ['This address cannot be fetched'] });
    expect(privateHits).toBe(0);
    expect(await feeds().countBy({ feedUrl: `http://127.0.0.1:${privatePort}/feed.xml` })).toBe(0);
  });

  it('refuses an address that serves no feed', async () => {
    const res = await addFeed(`${feedBase}/page.html`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ feed_url: [socialMessages.feedUnreadable] });
  });

  it('pauses, resumes, cancels a pending read, and keeps a failed read for the next day', async () => {
    const path = `/${database}/paused.xml`;
    const id = (await addFeed(`${feedBase}${path}`)).body.id as number;
    const paused = await client.put(urlOf(rss.updateStatus, { orgId: org, feedId: id }), { status: false });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ id, status: false });
    await tick(await daysAfter(id, 16));
    expect(hitsOf(path)).toBe(1);

    expect(
      (await client.put(urlOf(rss.updateStatus, { orgId: org, feedId: id }), { status: true })).body.status,
    ).toBe(true);
    served.broken = true;
    const failedAt = await daysAfter(id, 16);
    expect(await tick(failedAt)).toMatchObject({ read: 0, failed: 1 });
    expect(hitsOf(path)).toBe(2);
    const failed = await feeds().findOneByOrFail({ id });
    expect(failed.error).toContain(socialMessages.feedUnreadable);
    expectAbout(failed.nextReadAt, failedAt.getTime() + DAY);

    // The next day it reads, and the feed keeps its days (30 days from when it was added).
    served.broken = false;
    expect(await tick(new Date(failedAt.getTime() + DAY))).toMatchObject({ read: 1 });
    const read = await feeds().findOneByOrFail({ id });
    expect(read.error).toBeNull();
    expectAbout(read.nextReadAt, read.createdAt.getTime() + 30 * DAY);

    // Cancel (job_id: the feed's id) skips the pending read.
    const cancelled = await client.post(urlOf(rss.cancel, { orgId: org }), { job_id: String(id) });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ cancelled: true });
    expectAbout((await feeds().findOneByOrFail({ id })).nextReadAt, read.createdAt.getTime() + 45 * DAY);
    await tick(await daysAfter(id, 31));
    expect(hitsOf(path)).toBe(3);
    expect((await client.post(urlOf(rss.cancel, { orgId: org }), { job_id: 'nope' })).status).toBe(404);
  });

  it('counts unread drafts, clears the ones given or all of a feed, and keeps drafts when the feed goes', async () => {
    const id = (await addFeed(`${feedBase}/${database}/unread.xml`)).body.id as number;
    const before = (await client.get(urlOf(rss.unread, { orgId: org }))).body.unread as number;
    const drafts = await draftsOf(id);
    expect(drafts).toHaveLength(2);
    expect((await client.get(urlOf(rss.get, { orgId: org, feedId: id }))).body.unread).toBe(2);

    const clear = (posts: number[], feedId = id) =>
      client.post(urlOf(rss.clear, { orgId: org, feedId }), { posts });
    // A draft of another feed is not among this feed's: nothing cleared.
    const other = (await addFeed(`${feedBase}/${database}/other.xml`)).body.id as number;
    const otherDraft = (await draftsOf(other))[0]!.id;
    expect((await clear([otherDraft])).body).toEqual({ cleared: 0 });
    expect((await clear([drafts[0]!.id])).body).toEqual({ cleared: 1 });
    expect((await client.get(urlOf(rss.unread, { orgId: org }))).body.unread).toBe(before + 2 - 1);
    expect((await clear([])).body).toEqual({ cleared: 1 });
    expect((await client.get(urlOf(rss.get, { orgId: org, feedId: id }))).body.unread).toBe(0);
    expect((await client.get(urlOf(rss.get, { orgId: org, feedId: other }))).body.unread).toBe(2);

    const deleted = await client.del(urlOf(rss.delete, { orgId: org, feedId: id }));
    expect(deleted.status).toBe(204);
    expect((await client.get(urlOf(rss.get, { orgId: org, feedId: id }))).status).toBe(404);
    expect(await draftsOf(id)).toHaveLength(2);

    // A deleted feed's unread drafts leave the count: nothing could clear them any more.
    const unreadNow = (await client.get(urlOf(rss.unread, { orgId: org }))).body.unread as number;
    const gone = (await addFeed(`${feedBase}/${database}/gone.xml`)).body.id as number;
    expect((await client.get(urlOf(rss.unread, { orgId: org }))).body.unread).toBe(unreadNow + 2);
    expect((await client.del(urlOf(rss.delete, { orgId: org, feedId: gone }))).status).toBe(204);
    expect((await client.get(urlOf(rss.unread, { orgId: org }))).body.unread).toBe(unreadNow);
    expect((await draftsOf(gone)).map((d) => d.rssUnread)).toEqual([false, false]);
  });

  it('lists 10 feeds a page, newest first, with their unread drafts', async () => {
    const owner = await aUser().verified().build();
    const own = (await anOrganization().ownedBy(owner).build()).id;
    const as = (await loginAs(t, owner)).access;
    const ids: number[] = [];
    for (let i = 0; i < 11; i += 1)
      ids.push((await addFeed(`${feedBase}/${database}/list-${i}.xml`, own, as)).body.id);
    const page1 = await client.get(urlOf(rss.list, { orgId: own }), as);
    expect(page1.body.count).toBe(11);
    expect(page1.body.results.map((f: { id: number }) => f.id)).toEqual(ids.slice(1).reverse());
    expect(page1.body.results.every((f: { unread: number }) => f.unread === 2)).toBe(true);
    const page2 = await client.get(`${urlOf(rss.list, { orgId: own })}?page=2`, as);
    expect(page2.body.results.map((f: { id: number }) => f.id)).toEqual([ids[0]]);
  });

  it("answers 404 for another organization's feed", async () => {
    const id = (await addFeed(`${feedBase}/${database}/mine.xml`)).body.id as number;
    const s = strangerToken;
    const o = strangerOrg;
    expect((await client.get(urlOf(rss.get, { orgId: o, feedId: id }), s)).status).toBe(404);
    expect(
      (await client.put(urlOf(rss.updateStatus, { orgId: o, feedId: id }), { status: false }, s)).status,
    ).toBe(404);
    expect((await client.post(urlOf(rss.clear, { orgId: o, feedId: id }), { posts: [] }, s)).status).toBe(
      404,
    );
    expect((await client.post(urlOf(rss.cancel, { orgId: o }), { job_id: String(id) }, s)).status).toBe(404);
    expect((await client.del(urlOf(rss.delete, { orgId: o, feedId: id }), s)).status).toBe(404);
    expect((await client.get(urlOf(rss.unread, { orgId: o }), s)).body).toEqual({ unread: 0 });
    expect((await client.get(urlOf(rss.list, { orgId: o }), s)).body).toEqual({ results: [], count: 0 });
    expect(await feeds().findOneByOrFail({ id })).toMatchObject({ status: true });
    expect((await draftsOf(id)).every((d) => d.rssUnread)).toBe(true);
  });
});
