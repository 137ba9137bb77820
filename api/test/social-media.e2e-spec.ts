import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { socialEndpoints, socialMessages, type SocialVideoJob, urlOf } from '@ensemble/contracts';
import sharp from 'sharp';
import { JOB_QUEUE, type JobQueue } from '../src/engine/work';
import type { InProcessJobQueue } from '../src/engine/work/in-process-job-queue';
import { SocialVideoJobRow } from '../src/modules/social/social-data/social.entities';
import { videoUploadDir } from '../src/modules/social/social-media/media-upload';
import { VideoProcessingJob } from '../src/modules/social/social-media/video-processing.job';
import { anOrganization } from './builders/organization.builder';
import { aUser } from './builders/user.builder';
import { api, asBytes } from './support/api-client';
import { bearer, loginAs } from './support/auth';
import { startTestApp, type TestApp } from './support/test-app';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const FFMPEG: string = require('@ffmpeg-installer/ffmpeg').path;
const run = promisify(execFile);

const media = socialEndpoints.media;

/** Clips made once for both databases: ffmpeg's test pattern, H.264, no audio. */
const clips = { short: '', reels: '', confirm: '', long: '' };
let clipDir: string;

async function clip(name: string, size: string, fps: number, seconds: number): Promise<string> {
  const out = path.join(clipDir, name);
  await run(FFMPEG, [
    ...['-hide_banner', '-v', 'error', '-f', 'lavfi', '-i', `testsrc=size=${size}:rate=${fps}`],
    ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-y', out],
  ]);
  return out;
}

beforeAll(async () => {
  clipDir = await mkdtemp(path.join(tmpdir(), 'ens-social-clips-'));
  clips.short = await clip('short.mp4', '320x240', 10, 2);
  clips.reels = await clip('reels.mp4', '540x960', 10, 3.5);
  clips.confirm = await clip('confirm.mov', '64x64', 5, 31);
  clips.long = await clip('long.mp4', '64x64', 5, 61);
}, 120_000);
afterAll(async () => {
  await rm(clipDir, { recursive: true, force: true });
});

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

describe.each(['mariadb', 'sqlite'] as const)('social media (%s)', (database) => {
  let t: TestApp;
  let token: string;
  let userId: number;
  let org: number;
  let strangerToken: string;
  let strangerOrg: number;

  const queue = () => t.app.get<JobQueue>(JOB_QUEUE) as InProcessJobQueue;
  const drain = async () => {
    for (let i = 0; i < 3; i += 1) {
      await new Promise((r) => setImmediate(r));
      await queue().drain();
    }
  };

  const uploadImage = (bytes: Buffer, filename: string) =>
    t.http.post(api(media.uploadImage.path)).set(bearer(token)).attach('image', bytes, { filename });
  const processVideo = (file: string | Buffer, filename: string, orgId = org, as = token) =>
    t.http
      .post(api(urlOf(media.processVideo, { orgId })))
      .set(bearer(as))
      .attach('image', file, { filename });
  const job = (jobId: string, orgId = org, as = token) =>
    t.http.get(api(urlOf(media.videoJob, { orgId, jobId }))).set(bearer(as));
  const complete = (jobId: string, orgId = org, as = token) =>
    t.http
      .post(api(urlOf(media.completeVideoJob, { orgId })))
      .set(bearer(as))
      .send({ job_id: jobId });
  const served = (url: string) =>
    t.http
      .get(api(`/storage/files/${url.split('/storage/files/')[1]}`))
      .buffer(true)
      .parse(asBytes);

  /** Runs the queued jobs while polling the job as the screen does; every answer seen, the last one last. */
  async function processed(jobId: string): Promise<SocialVideoJob[]> {
    const seen: SocialVideoJob[] = [];
    const poll = async () => {
      const deadline = Date.now() + 90_000;
      while (Date.now() < deadline) {
        const res = await job(jobId);
        expect(res.status).toBe(200);
        seen.push(res.body as SocialVideoJob);
        if (res.body.finished) return;
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    await Promise.all([drain(), poll()]);
    return seen;
  }

  const sourceOf = async (jobKey: string) =>
    (await t.dataSource.getRepository(SocialVideoJobRow).findOneByOrFail({ jobKey })).sourcePath;

  beforeAll(async () => {
    t = await startTestApp({ database, redis: false });
    const owner = await aUser().verified().build();
    userId = owner.id;
    token = (await loginAs(t, owner)).access;
    org = (await anOrganization().ownedBy(owner).build()).id;
    const stranger = await aUser().verified().build();
    strangerToken = (await loginAs(t, stranger)).access;
    strangerOrg = (await anOrganization().ownedBy(stranger).build()).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('images', () => {
    it('refuses an image under 320 px with the spec sentence', async () => {
      const res = await uploadImage(await photo(300, 600), 'small.jpg');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ image: ['Image needs to have width and height at least 320px'] });
    });

    it('stores a 320+ px jpg with a thumbnail under the uploader, both served publicly', async () => {
      const res = await uploadImage(await photo(640, 400), 'beach.jpg');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        url: expect.stringMatching(new RegExp(`/storage/files/u${userId}-social-[0-9a-f]{32}\\.jpg$`)),
        thumbnail: expect.stringMatching(/-thumb\.jpg$/),
        width: 640,
        height: 400,
      });
      const image = await served(res.body.url);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(image.body as Buffer).metadata()).toMatchObject({ width: 640, height: 400 });
      const thumb = await served(res.body.thumbnail);
      expect(thumb.status).toBe(200);
      expect((await sharp(thumb.body as Buffer).metadata()).width).toBe(480);
    });

    it('refuses what is not an image: a text file, a video', async () => {
      for (const [bytes, name] of [
        [Buffer.from('hello'), 'notes.txt'],
        [await readFile(clips.short), 'clip.mp4'],
        [Buffer.from('not really'), 'fake.png'],
      ] as const) {
        const res = await uploadImage(bytes, name);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ image: [socialMessages.mediaType] });
      }
    });

    it('answers the processed image itself without storing it', async () => {
      const res = await t.http
        .post(api(media.processImage.path))
        .set(bearer(token))
        .attach('image', await photo(500, 500), { filename: 'square.jpeg' })
        .buffer(true)
        .parse(asBytes);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ format: 'jpeg', width: 500 });
      const small = await t.http
        .post(api(media.processImage.path))
        .set(bearer(token))
        .attach('image', await photo(320, 200), { filename: 'small.jpg' });
      expect(small.status).toBe(400);
      expect(small.body).toEqual({ image: [socialMessages.imageTooSmall] });
    });

    it('needs a signed-in user', async () => {
      const res = await t.http
        .post(api(media.uploadImage.path))
        .attach('image', await photo(400, 400), { filename: 'a.jpg' });
      expect(res.status).toBe(401);
    });
  });

  describe('videos', () => {
    it('processes a 2 s clip to finished, the percentages reaching 100.00, with a thumbnail', async () => {
      const res = await processVideo(clips.short, 'short.mp4');
      expect(res.status).toBe(202);
      const jobId = res.body.job.id as string;
      expect(jobId).toMatch(/^[0-9a-f]{32}$/);
      const source = await sourceOf(jobId);
      expect(existsSync(source)).toBe(true);

      const seen = await processed(jobId);
      const last = seen.at(-1)!;
      expect(last).toEqual({
        id: jobId,
        finished: true,
        response: expect.stringMatching(new RegExp(`/storage/files/o${org}-social-${jobId}\\.mp4$`)),
        percentage_video: 100,
        percentage_uploaded: 100,
        status: 'finished',
        video_name: 'short.mp4',
        thumbnail: expect.stringMatching(/-thumb\.jpg$/),
        can_be_reels: false,
        duration: 2,
      });
      // What the screen saw only grew.
      for (const key of ['percentage_video', 'percentage_uploaded'] as const)
        expect(seen.map((s) => s[key])).toEqual([...seen.map((s) => s[key])].sort((a, b) => a - b));
      expect(JSON.stringify(last.percentage_video.toFixed(2))).toBe('"100.00"');

      const video = await served(last.response!);
      expect(video.status).toBe(200);
      expect(video.headers['content-type']).toBe('video/mp4');
      const thumb = await served(last.thumbnail!);
      expect(thumb.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(thumb.body as Buffer).metadata()).format).toBe('jpeg');
      // The upload is gone once the job is done; completing it is still answered.
      expect(existsSync(source)).toBe(false);
      expect((await complete(jobId)).status).toBe(204);
    });

    it('says a 540×960 clip of 3.5 s can be a Reel', async () => {
      const res = await processVideo(clips.reels, 'tall.mp4');
      expect(res.status).toBe(202);
      const last = (await processed(res.body.job.id)).at(-1)!;
      expect(last).toMatchObject({ status: 'finished', can_be_reels: true, duration: 3.5 });
    });

    it('accepts a 31 s mov (the confirmation is the screen’s)', async () => {
      const res = await processVideo(clips.confirm, 'long-ish.MOV');
      expect(res.status).toBe(202);
      const last = (await processed(res.body.job.id)).at(-1)!;
      expect(last).toMatchObject({ status: 'finished', duration: 31, percentage_uploaded: 100 });
    });

    it('fails a 61 s clip with the spec sentence and removes its upload', async () => {
      const res = await processVideo(clips.long, 'long.mp4');
      expect(res.status).toBe(202);
      const source = await sourceOf(res.body.job.id);
      const last = (await processed(res.body.job.id)).at(-1)!;
      expect(last).toMatchObject({
        finished: true,
        status: 'failed',
        response: 'Max duration of 60 seconds exceeded. Uploaded video duration is 61 seconds.',
        thumbnail: null,
      });
      expect(existsSync(source)).toBe(false);
    });

    it('refuses what is not a video, keeping nothing', async () => {
      const jobs = () => t.dataSource.getRepository(SocialVideoJobRow).countBy({ organizationId: org });
      const before = await jobs();
      for (const [bytes, name] of [
        [await photo(400, 400), 'photo.jpg'],
        [Buffer.from('hello'), 'notes.txt'],
      ] as const) {
        const res = await processVideo(bytes, name);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ image: [socialMessages.mediaType] });
      }
      expect(await jobs()).toBe(before);
      const uploads = videoUploadDir(t.config.dataDir);
      expect(existsSync(uploads) ? await readdir(uploads) : []).toEqual([]);
    });

    it("answers 404 for another organization's job", async () => {
      const mine = 'b'.repeat(32);
      await t.dataSource.getRepository(SocialVideoJobRow).insert({
        organizationId: org,
        jobKey: mine,
        status: 'finished',
        videoName: 'mine.mp4',
        sourcePath: path.join(clipDir, 'gone.mp4'),
        videoHundredths: 10_000,
        uploadedHundredths: 10_000,
        url: 'https://cdn.example.test/mine.mp4',
      });
      expect((await job(mine)).status).toBe(200);
      // The stranger, in their own organization, naming my job.
      const theirs = await job(mine, strangerOrg, strangerToken);
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual({ detail: 'Not found.' });
      expect((await complete(mine, strangerOrg, strangerToken)).status).toBe(404);
      // Me, in the stranger's organization.
      expect((await job(mine, strangerOrg)).status).toBe(404);
      // A small body: the 404 comes before the upload is read, and a large one would still be being written then
      // (EPIPE on the test's side, not the API's answer).
      expect((await processVideo(Buffer.alloc(1024), 'x.mp4', strangerOrg)).status).toBe(404);
      expect((await job('f'.repeat(32))).status).toBe(404);
    });

    it('picks up again a job whose worker died mid-processing', async () => {
      const jobs = t.dataSource.getRepository(SocialVideoJobRow);
      const dir = videoUploadDir(t.config.dataDir);
      await mkdir(dir, { recursive: true });
      const source = path.join(dir, 'left-behind');
      await copyFile(clips.short, source);
      const jobKey = 'd'.repeat(32);
      // As a killed worker leaves it: claimed long ago, half transcoded.
      const stale = new Date(Date.now() - (t.config.sweepStaleSeconds + 60) * 1000);
      await jobs.insert({
        organizationId: org,
        jobKey,
        status: 'processing',
        videoName: 'orphan.mp4',
        sourcePath: source,
        videoHundredths: 4200,
        claimedBy: 'dead-worker',
        claimedAt: stale,
        attempts: 1,
      });
      await t.app.get(VideoProcessingJob).work.sweep();
      const last = (await processed(jobKey)).at(-1)!;
      expect(last).toMatchObject({ status: 'finished', percentage_video: 100, percentage_uploaded: 100 });
      // Taken by a new claim of this process, not finished under the dead worker's.
      const row = await jobs.findOneByOrFail({ jobKey });
      expect(row.attempts).toBe(2);
      expect(row.claimedBy).not.toBe('dead-worker');
      expect(existsSync(source)).toBe(false);
    });
  });
});
