import {
  messages,
  pathOf,
  type SocialCalendarEntry,
  type SocialCampaign,
  socialEndpoints as E,
  socialMessages as M,
  type SocialPost,
  type SocialPostLog,
} from '@ensemble/contracts';
import { LocalSocialPost } from '../src/engine/providers/social/local-social.entities';
import {
  NO_SOCIAL_ACCOUNT,
  SOCIAL_PROVIDER,
  type SocialProvider,
  SocialRefusedError,
  SocialUnavailableError,
} from '../src/engine/providers/social/social-provider';
import { JOB_QUEUE, type JobQueue, SchedulerService } from '../src/engine/work';
import type { InProcessJobQueue } from '../src/engine/work/in-process-job-queue';
import { LocationRow } from '../src/modules/contacts/settings/settings.entities';
import {
  SocialPostLogRow,
  SocialPostRow,
  SocialPublicationRow,
  SocialUrlRow,
} from '../src/modules/social/social-data/social.entities';
import { SocialCalendarService } from '../src/modules/social/social-publishing/social-calendar.service';
import {
  SOCIAL_CAMPAIGN_TICK,
  SocialCampaignTick,
} from '../src/modules/social/social-publishing/social-campaign.tick';
import { SocialPublishJob } from '../src/modules/social/social-publishing/social-publish.job';
import { anOrganization } from './builders/organization.builder';
import { aUser } from './builders/user.builder';
import { apiClient } from './support/api-client';
import { loginAs } from './support/auth';
import { startTestApp, type TestApp } from './support/test-app';

/** New York: UTC−5 in January (10:00 local is 15:00Z, 15:00 local is 20:00Z). */
const NEW_YORK = 'America/New_York';

interface Org {
  id: number;
  url: number;
}

/**
 * Publishing (issue 21): Post now, the queue and schedules, the campaign's slots filled by the per-minute tick on a
 * controllable clock (the real tick does nothing here), publishing exactly once on the work engine, the post logs,
 * the calendar and the connected accounts. The campaign days are in January 2026, in the past: their rows are due.
 */
describe.each(['mariadb', 'sqlite'] as const)('social publishing (%s)', (database) => {
  let t: TestApp;
  let token: string;
  let owner: Awaited<ReturnType<ReturnType<typeof aUser>['build']>>;
  let seq = 0;
  const { get, post, put, patch, del } = apiClient(
    () => t,
    () => token,
  );
  const ds = () => t.dataSource;
  const queue = () => t.app.get<JobQueue>(JOB_QUEUE) as InProcessJobQueue;
  const job = () => t.app.get(SocialPublishJob);
  const drain = async () => {
    for (let i = 0; i < 3; i += 1) {
      await new Promise((r) => setImmediate(r));
      await queue().drain();
    }
  };
  /** One organization's campaign tick at `iso`, then the publishing it queued. */
  const tickAt = async (org: Org, iso: string) => {
    const filled = await t.app.get(SocialCampaignTick).tickOrganization(org.id, new Date(iso));
    await drain();
    return filled;
  };

  const P = {
    postNow: pathOf(E.posts.postNow),
    queue: pathOf(E.posts.queue),
    schedule: pathOf(E.posts.schedule),
    campaign: pathOf(E.campaign.get),
    calendar: pathOf(E.calendar),
    logs: pathOf(E.postLogs),
    profile: pathOf(E.accounts.profile),
    manage: pathOf(E.accounts.manage),
    account: pathOf(E.accounts.set),
  };
  const postPath = (path: (...ids: (number | string)[]) => string, org: Org, postId: number) =>
    path(org.id, org.url, postId);

  /** An organization in New York with a URL; `facebook` connected unless told otherwise. */
  async function anOrg(connected = true): Promise<Org> {
    seq += 1;
    const org = await anOrganization().named(`Social ${seq}`).ownedBy(owner).build();
    await ds()
      .getRepository(LocationRow)
      .save({ organizationId: org.id, name: 'HQ', timezone: NEW_YORK, isMain: true });
    const url = await ds()
      .getRepository(SocialUrlRow)
      .save({ organizationId: org.id, title: 'Blog', url: 'https://blog.example.test' });
    if (connected) {
      const res = await put(P.account(org.id, 'facebook'), { connected: true });
      expect(res.status).toBe(200);
    }
    return { id: org.id, url: url.id };
  }

  async function aPost(org: Org, title: string, fields: Partial<SocialPostRow> = {}): Promise<SocialPostRow> {
    return ds()
      .getRepository(SocialPostRow)
      .save({
        organizationId: org.id,
        urlId: org.url,
        title,
        description: `#news ${title} today`,
        weight: 2,
        imageUrl: `https://cdn.example.test/${title}.jpg`,
        thumbnail: null,
        mediaType: 'image',
        complete: true,
        inQueue: false,
        source: 'manual',
        ...fields,
      });
  }

  const publicationsOf = (org: Org) =>
    ds()
      .getRepository(SocialPublicationRow)
      .find({ where: { organizationId: org.id }, order: { id: 'ASC' } });
  const localPostsOf = (org: Org) =>
    ds()
      .getRepository(LocalSocialPost)
      .find({ where: { organizationId: org.id }, order: { id: 'ASC' } });
  const logsOf = (org: Org) =>
    ds()
      .getRepository(SocialPostLogRow)
      .find({ where: { organizationId: org.id }, order: { id: 'ASC' } });
  const startCampaign = async (org: Org, body: object) => {
    const res = await patch(P.campaign(org.id), { active: true, ...body });
    expect(res.status).toBe(200);
    return res.body as SocialCampaign;
  };

  beforeAll(async () => {
    t = await startTestApp({ database, redis: false });
    // The tests drive the campaign tick with their own clock: the scheduler's own (the real time) does nothing here.
    t.app.get(SchedulerService).register(SOCIAL_CAMPAIGN_TICK, async () => undefined);
    owner = await aUser().verified().build();
    token = (await loginAs(t, owner)).access;
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => jest.restoreAllMocks());

  it('posts now: one post on the connected network, a success log, the post marked posted', async () => {
    const org = await anOrg();
    const news = await aPost(org, 'News');
    const draft = await aPost(org, 'Draft', { imageUrl: null, complete: false });

    const refused = await post(postPath(P.postNow, org, draft.id));
    expect([refused.status, refused.body]).toEqual([400, { detail: M.needsWork }]);

    const res = await post(postPath(P.postNow, org, news.id));
    expect(res.status).toBe(202);
    expect((res.body as SocialPost).id).toBe(news.id);
    await drain();

    const [publication] = await publicationsOf(org);
    expect([publication!.kind, publication!.slotKey, publication!.status]).toEqual([
      'now',
      `now:${news.id}:1`,
      'done',
    ]);
    const posted = await localPostsOf(org);
    expect(
      posted.map((p) => [p.idempotencyKey, p.text, p.mediaUrls, p.platforms, p.isVideo, p.success]),
    ).toEqual([
      [
        `publication:${publication!.id}`,
        '#news News today',
        ['https://cdn.example.test/News.jpg'],
        ['facebook'],
        false,
        true,
      ],
    ]);
    const logs = await get(`${P.logs(org.id)}`);
    expect(logs.body.count).toBe(1);
    const [log] = logs.body.results as SocialPostLog[];
    expect(log).toMatchObject({
      all_success: true,
      post: { id: news.id, title: 'News', url_id: org.url },
      results: [{ success: true, payload: { platforms: ['facebook'] } }],
    });
    expect((log!.results[0]!.ayrshare_result as { status: string }).status).toBe('success');
    const row = await ds().getRepository(SocialPostRow).findOneByOrFail({ id: news.id });
    expect([row.timesPosted, row.lastPostedAt !== null]).toEqual([1, true]);

    // Again: a second publication of its own, a second post.
    await post(postPath(P.postNow, org, news.id));
    await drain();
    expect((await publicationsOf(org)).map((p) => p.slotKey)).toEqual([
      `now:${news.id}:1`,
      `now:${news.id}:2`,
    ]);
    expect(await localPostsOf(org)).toHaveLength(2);
  });

  it("writes a failed log when no account is connected ('No social account connected'), without retrying", async () => {
    const org = await anOrg(false);
    const news = await aPost(org, 'News');
    await post(postPath(P.postNow, org, news.id));
    await drain();

    const [publication] = await publicationsOf(org);
    expect([publication!.status, publication!.error, publication!.nextAttemptAt]).toEqual([
      'failed',
      NO_SOCIAL_ACCOUNT,
      null,
    ]);
    expect(await localPostsOf(org)).toEqual([]);
    const [log] = (await get(P.logs(org.id))).body.results as SocialPostLog[];
    expect(log).toMatchObject({
      all_success: false,
      results: [{ success: false, payload: { platforms: [] } }],
    });
    expect(JSON.stringify(log!.results[0]!.ayrshare_result)).toContain(NO_SOCIAL_ACCOUNT);
    expect((await ds().getRepository(SocialPostRow).findOneByOrFail({ id: news.id })).timesPosted).toBe(0);
  });

  it('retries an outage on the back-off and records a refusal once, not retried', async () => {
    const org = await anOrg();
    const down = await aPost(org, 'Down', { description: '#fail-publish Down' });
    const refusedPost = await aPost(org, 'Refused');
    await post(postPath(P.postNow, org, down.id));
    await drain();
    let [outage] = await publicationsOf(org);
    expect([outage!.status, outage!.attempts, outage!.nextAttemptAt !== null]).toEqual(['pending', 1, true]);
    expect(await logsOf(org)).toEqual([]);

    const provider = t.app.get<SocialProvider>(SOCIAL_PROVIDER);
    jest.spyOn(provider, 'publish').mockRejectedValueOnce(new SocialRefusedError('Invalid media'));
    await post(postPath(P.postNow, org, refusedPost.id));
    await drain();
    const refused = (await publicationsOf(org))[1]!;
    expect([refused.status, refused.error]).toEqual(['failed', 'Invalid media']);
    const logs = await logsOf(org);
    expect(logs.map((l) => [l.postId, l.allSuccess])).toEqual([[refusedPost.id, false]]);
    [outage] = await publicationsOf(org);
    expect(outage!.status).toBe('pending');
  });

  it('fills a 2-a-day campaign at 10:00 and 15:00 local exactly once, even ticked twice, late, or by two replicas', async () => {
    const org = await anOrg();
    const a = await aPost(org, 'A', { inQueue: true, weight: 3 });
    const b = await aPost(org, 'B', { inQueue: true });
    const c = await aPost(org, 'C', { inQueue: true });
    await aPost(org, 'Not queued', { weight: 3 });
    await startCampaign(org, { times_per_day: 2 });

    expect(await tickAt(org, '2026-01-05T14:59:00Z')).toBe(0); // 09:59 in New York
    expect(await tickAt(org, '2026-01-05T15:00:00Z')).toBe(1); // 10:00
    expect(await tickAt(org, '2026-01-05T15:01:00Z')).toBe(0);
    expect(await tickAt(org, '2026-01-05T21:30:00Z')).toBe(1); // 16:30: the 15:00 slot, late
    expect(await tickAt(org, '2026-01-05T21:30:00Z')).toBe(0);
    // Two replicas at once on the next day: one row for the slot.
    const tick = t.app.get(SocialCampaignTick);
    await Promise.all([
      tick.tickOrganization(org.id, new Date('2026-01-06T15:02:00Z')),
      tick.tickOrganization(org.id, new Date('2026-01-06T15:02:00Z')),
    ]);
    await drain();

    const rows = await publicationsOf(org);
    expect(rows.map((r) => [r.slotKey, r.dueAt.toISOString(), r.postId, r.status])).toEqual([
      ['campaign:2026-01-05:10:00', '2026-01-05T15:00:00.000Z', a.id, 'done'],
      ['campaign:2026-01-05:15:00', '2026-01-05T20:00:00.000Z', b.id, 'done'],
      ['campaign:2026-01-06:10:00', '2026-01-06T15:00:00.000Z', c.id, 'done'],
    ]);
    expect((await localPostsOf(org)).map((p) => p.idempotencyKey)).toEqual(
      rows.map((r) => `publication:${r.id}`),
    );
    const campaign = (await get(P.campaign(org.id))).body as SocialCampaign;
    expect([campaign.counter, campaign.queued]).toEqual([3, 3]);
  });

  it('does not repost a post within 3 days: the next slot picks another, or none', async () => {
    const org = await anOrg();
    const a = await aPost(org, 'A', { inQueue: true, weight: 3 });
    const b = await aPost(org, 'B', { inQueue: true });
    await startCampaign(org, { times_per_day: 1 });

    await tickAt(org, '2026-01-05T15:00:00Z'); // Monday: A (the heavier)
    await tickAt(org, '2026-01-06T15:00:00Z'); // Tuesday: B (A was posted yesterday)
    expect(await tickAt(org, '2026-01-07T15:00:00Z')).toBe(0); // Wednesday: none is free
    await tickAt(org, '2026-01-08T15:00:00Z'); // Thursday: A, 3 days on
    expect((await publicationsOf(org)).map((r) => [r.slotKey, r.postId])).toEqual([
      ['campaign:2026-01-05:10:00', a.id],
      ['campaign:2026-01-06:10:00', b.id],
      ['campaign:2026-01-08:10:00', a.id],
    ]);
  });

  it('publishes once when a worker dies between claim and publish', async () => {
    const org = await anOrg();
    const news = await aPost(org, 'News');
    // A worker claims the row and is killed before it calls the provider.
    jest.spyOn(job().work, 'run').mockImplementationOnce(async (id) => {
      await job().work.claim(id);
      return undefined;
    });
    await post(postPath(P.postNow, org, news.id));
    await drain();
    let [row] = await publicationsOf(org);
    expect([row!.status, await localPostsOf(org)]).toEqual(['processing', []]);
    // The job delivered again while the claim is held does nothing.
    await job().work.run(row!.id);
    expect(await localPostsOf(org)).toEqual([]);
    // Once stale, the sweep hands the row to another worker, which publishes it once.
    await job().work.sweep(new Date(Date.now() + (t.config.sweepStaleSeconds + 1) * 1000));
    await drain();
    await job().work.sweep();
    await job().work.run(row!.id);
    await drain();
    [row] = await publicationsOf(org);
    expect(row!.status).toBe('done');
    expect(await localPostsOf(org)).toHaveLength(1);
    expect(await logsOf(org)).toHaveLength(1);
  });

  it('publishes once when a worker dies after the provider took the post, before recording it', async () => {
    const org = await anOrg();
    const news = await aPost(org, 'News');
    const provider = t.app.get<SocialProvider>(SOCIAL_PROVIDER);
    const publish = provider.publish.bind(provider);
    jest.spyOn(provider, 'publish').mockImplementationOnce(async (req) => {
      await publish(req);
      throw new Error('worker killed before commit');
    });
    await post(postPath(P.postNow, org, news.id));
    await drain();
    let [row] = await publicationsOf(org);
    expect([row!.status, row!.error, (await localPostsOf(org)).length]).toEqual([
      'pending',
      'worker killed before commit',
      1,
    ]);
    // Its retry falls due: the provider answers the same post for the same key.
    await ds().getRepository(SocialPublicationRow).update({ id: row!.id }, { nextAttemptAt: null });
    await job().work.sweep();
    await drain();
    [row] = await publicationsOf(org);
    expect(row!.status).toBe('done');
    expect(await localPostsOf(org)).toHaveLength(1);
    expect((await logsOf(org)).map((l) => l.allSuccess)).toEqual([true]);
  });

  it('schedules: not in the past, not while queued or incomplete; a new schedule replaces the old; published when due', async () => {
    const org = await anOrg();
    const news = await aPost(org, 'News');
    const queued = await aPost(org, 'Queued', { inQueue: true });
    const draft = await aPost(org, 'Draft', { imageUrl: null, complete: false });
    const path = (id: number) => postPath(P.schedule, org, id);

    const past = await post(path(news.id), { date: new Date(Date.now() - 60_000).toISOString() });
    expect([past.status, past.body]).toEqual([400, { date: [M.scheduleInPast] }]);
    for (const id of [queued.id, draft.id]) {
      const res = await post(path(id), { date: '2030-01-01T15:00:00Z' });
      expect([res.status, res.body]).toEqual([400, { detail: M.unableToSchedule }]);
    }

    const first = await post(path(news.id), { date: '2030-01-01T15:00:00Z' });
    expect(first.status).toBe(201);
    const again = await post(path(news.id), { date: '2030-01-02T15:00:00Z' });
    const rows = await publicationsOf(org);
    expect(rows.map((r) => [r.kind, r.slotKey, r.status, r.dueAt.toISOString()])).toEqual([
      ['scheduled', `scheduled:${news.id}:1`, 'cancelled', '2030-01-01T15:00:00.000Z'],
      ['scheduled', `scheduled:${news.id}:2`, 'pending', '2030-01-02T15:00:00.000Z'],
    ]);
    expect(again.body).toMatchObject({
      scheduled: true,
      scheduled_date: '2030-01-02T15:00:00.000Z',
      scheduled_id: rows[1]!.id,
    });
    // Queue is refused while scheduled.
    const queue = await post(postPath(P.queue, org, news.id));
    expect([queue.status, queue.body]).toEqual([400, { detail: M.queueWhileScheduled }]);

    // Not due yet: the sweep leaves it.
    await job().work.sweep();
    await drain();
    expect(await localPostsOf(org)).toEqual([]);
    // Its time comes.
    await ds()
      .getRepository(SocialPublicationRow)
      .update({ id: rows[1]!.id }, { dueAt: new Date(Date.now() - 1000) });
    await job().work.sweep();
    await drain();
    expect((await localPostsOf(org)).map((p) => p.idempotencyKey)).toEqual([`publication:${rows[1]!.id}`]);
    const done = await ds().getRepository(SocialPostRow).findOneByOrFail({ id: news.id });
    expect([done.scheduledAt, done.timesPosted]).toEqual([null, 1]);

    // Cancel: the pending publication is cancelled, the post unscheduled.
    await post(path(news.id), { date: '2030-02-01T15:00:00Z' });
    const cancelled = await del(path(news.id));
    expect(cancelled.body).toMatchObject({ scheduled: false, scheduled_date: null, scheduled_id: null });
    expect((await publicationsOf(org)).map((r) => r.status)).toEqual(['cancelled', 'done', 'cancelled']);
  });

  it('fails a publication whose post is gone or no longer complete, with the reason', async () => {
    const org = await anOrg();
    const gone = await aPost(org, 'Gone');
    const emptied = await aPost(org, 'Emptied');
    jest.spyOn(job().work, 'run').mockImplementation(async () => undefined);
    await post(postPath(P.postNow, org, gone.id));
    await post(postPath(P.postNow, org, emptied.id));
    await drain();
    jest.restoreAllMocks();
    await ds().getRepository(SocialPostRow).delete({ id: gone.id });
    await ds().getRepository(SocialPostRow).update({ id: emptied.id }, { complete: false, imageUrl: null });
    await job().work.sweep();
    await drain();
    expect((await publicationsOf(org)).map((r) => [r.status, r.error])).toEqual([
      ['failed', 'The post was deleted'],
      ['failed', 'The post is no longer complete'],
    ]);
    expect(await localPostsOf(org)).toEqual([]);
  });

  it('warns on unqueue when the running campaign is left with fewer posts than it posts a day', async () => {
    const org = await anOrg();
    const a = await aPost(org, 'A');
    const b = await aPost(org, 'B');
    const c = await aPost(org, 'C');
    const draft = await aPost(org, 'Draft', { imageUrl: null, complete: false });
    for (const p of [a, b, c]) expect((await post(postPath(P.queue, org, p.id))).body.in_queue).toBe(true);
    const needsWork = await post(postPath(P.queue, org, draft.id));
    expect([needsWork.status, needsWork.body]).toEqual([400, { detail: M.needsWork }]);
    await startCampaign(org, { times_per_day: 2 });

    const first = await del(postPath(P.queue, org, a.id));
    expect([first.body.in_queue, first.body.warning]).toEqual([false, null]);
    const second = await del(postPath(P.queue, org, b.id));
    expect(second.body.warning).toBe(M.removedFromQueue);
    // A paused campaign has nothing to keep running.
    await patch(P.campaign(org.id), { active: false });
    expect((await del(postPath(P.queue, org, c.id))).body.warning).toBeNull();
  });

  it('keeps the campaign: made on first read, next post time in the organization’s zone, null while paused', async () => {
    const org = await anOrg();
    const fresh = (await get(P.campaign(org.id))).body as SocialCampaign;
    expect(fresh).toMatchObject({
      times_per_day: 1,
      active: false,
      counter: 0,
      days: { '1': true, '2': true, '3': true, '4': true, '5': true, '6': true, '7': true },
      next_post_time: null,
      queued: 0,
    });
    const started = await startCampaign(org, { times_per_day: 3, days: { '6': false } });
    expect(started.days['6']).toBe(false);
    expect(started.days['7']).toBe(true);
    const next = new Date(started.next_post_time!);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect([9, 13, 17]).toContain(
      Number(
        new Intl.DateTimeFormat('en-US', { timeZone: NEW_YORK, hour: 'numeric', hour12: false }).format(next),
      ),
    );
    const none = await patch(P.campaign(org.id), {
      days: { '1': false, '2': false, '3': false, '4': false, '5': false, '7': false },
    });
    expect(none.body.next_post_time).toBeNull();
    const bad = await patch(P.campaign(org.id), { times_per_day: 4 });
    expect([bad.status, bad.body]).toEqual([400, { times_per_day: [messages.invalidChoice] }]);
  });

  it('shows a month on the calendar: posted, scheduled, and the campaign’s coming slots, in UTC', async () => {
    const org = await anOrg();
    const a = await aPost(org, 'A', { inQueue: true });
    const later = await aPost(org, 'Later');
    await startCampaign(org, {
      times_per_day: 1,
      days: { '2': false, '3': false, '4': false, '5': false, '6': false, '7': false },
    });
    await tickAt(org, '2026-01-05T15:00:00Z'); // Monday: A posted
    const repo = ds().getRepository(SocialPublicationRow);
    const base = { organizationId: org.id, attempts: 0, title: 'Later', urlId: org.url, postId: later.id };
    // Scheduled for 31 January, 23:00 in New York (1 February in UTC): January's.
    await repo.save({
      ...base,
      kind: 'scheduled',
      status: 'pending',
      slotKey: 'scheduled:x:1',
      dueAt: new Date('2026-02-01T04:00:00Z'),
    });
    // Not shown: a cancelled schedule, and February's.
    await repo.save({
      ...base,
      kind: 'scheduled',
      status: 'cancelled',
      slotKey: 'scheduled:x:2',
      dueAt: new Date('2026-01-10T15:00:00Z'),
    });
    await repo.save({
      ...base,
      kind: 'scheduled',
      status: 'pending',
      slotKey: 'scheduled:x:3',
      dueAt: new Date('2026-02-01T05:00:00Z'),
    });

    const entry = (time: string, title: string, type: string, post: SocialPostRow | null) => ({
      time,
      title,
      type,
      organization_id: org.id,
      url_id: post ? org.url : null,
      post_id: post?.id ?? null,
    });
    const month = await t.app
      .get(SocialCalendarService)
      .month(org.id, 2026, 1, new Date('2026-01-20T12:00:00Z'));
    expect(month).toEqual([
      entry('2026-01-05T15:00:00.000Z', 'A', 'posted', a),
      entry('2026-01-26T15:00:00.000Z', 'Campaign', 'campaign', null),
      entry('2026-02-01T04:00:00.000Z', 'Later', 'scheduled', later),
    ]);
    // Over HTTP, today: January 2026 has passed, so no campaign slots are to come.
    const res = await get(`${P.calendar(org.id)}?year=2026&month=1`);
    expect(res.status).toBe(200);
    expect((res.body as SocialCalendarEntry[]).map((e) => e.type)).toEqual(['posted', 'scheduled']);
  });

  it('lists post logs with the success filter, ordering and paging; post null once the post is gone', async () => {
    const org = await anOrg();
    const ok1 = await aPost(org, 'Ok 1');
    const ok2 = await aPost(org, 'Ok 2');
    await post(postPath(P.postNow, org, ok1.id));
    await drain();
    await put(P.account(org.id, 'facebook'), { connected: false });
    const bad = await aPost(org, 'Bad');
    await post(postPath(P.postNow, org, bad.id));
    await drain();
    await put(P.account(org.id, 'facebook'), { connected: true });
    await post(postPath(P.postNow, org, ok2.id));
    await drain();
    await ds().getRepository(SocialPostRow).delete({ id: ok2.id });

    const titles = async (query: string) => {
      const res = await get(`${P.logs(org.id)}${query}`);
      expect(res.status).toBe(200);
      return [res.body.count, (res.body.results as SocialPostLog[]).map((l) => l.post?.title ?? null)];
    };
    expect(await titles('')).toEqual([3, [null, 'Bad', 'Ok 1']]);
    expect(await titles('?results__success=true')).toEqual([2, [null, 'Ok 1']]);
    expect(await titles('?results__success=false')).toEqual([1, ['Bad']]);
    expect(await titles('?ordering=created_at&per_page=2&page=1')).toEqual([3, ['Ok 1', 'Bad']]);
    expect(await titles('?ordering=created_at&per_page=2&page=2')).toEqual([3, [null]]);
  });

  it('answers the profile and accounts; the provider down is "Service unavailable!"', async () => {
    const org = await anOrg();
    await aPost(org, 'A');
    await aPost(org, 'B', { imageUrl: null, complete: false });
    const profile = await get(P.profile(org.id));
    expect(profile.body).toEqual({
      id: org.id,
      post_count: 2,
      accounts: [
        {
          network: 'facebook',
          url: `https://social.example/facebook/organization-${org.id}`,
          status: true,
          display_name: 'Facebook (local)',
        },
      ],
    });
    expect((await post(P.manage(org.id))).body).toEqual({ url: null });
    const linked = await put(P.account(org.id, 'instagram'), { connected: true });
    expect((linked.body as { network: string }[]).map((a) => a.network)).toEqual(['facebook', 'instagram']);
    const unknown = await put(P.account(org.id, 'myspace'), { connected: true });
    expect([unknown.status, unknown.body]).toEqual([404, { detail: messages.notFound }]);

    const provider = t.app.get<SocialProvider>(SOCIAL_PROVIDER);
    jest.spyOn(provider, 'accounts').mockRejectedValueOnce(new SocialUnavailableError('down'));
    const down = await get(P.profile(org.id));
    expect([down.status, down.body]).toEqual([503, { detail: M.serviceUnavailable }]);
    jest.spyOn(provider, 'manageAccountsUrl').mockRejectedValueOnce(new SocialUnavailableError('down'));
    const manage = await post(P.manage(org.id));
    expect([manage.status, manage.body]).toEqual([400, { detail: M.manageAccountsFailed }]);
  });
});
