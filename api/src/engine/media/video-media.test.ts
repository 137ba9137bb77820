import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { socialMessages } from '@ensemble/contracts';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import ffprobeInstaller from '@ffprobe-installer/ffprobe';
import sharp from 'sharp';
import { MediaRejectedError } from './media-rejected-error';
import { ToolFailedError } from './run-tool';
import {
  canBeReels,
  checkVideo,
  probeVideo,
  transcodeProgress,
  transcodeVideo,
  VIDEO_MAX_LONG_SIDE,
  type VideoFacts,
  videoThumbnail,
} from './video-media';

const run = promisify(execFile);
let dir: string;
const file = (name: string) => join(dir, name);

/** A lavfi test pattern encoded as fast as x264 goes: tiny sizes and frame rates keep each clip well under 1 s. */
async function clip(name: string, size: string, seconds: number, fps: number, extra: string[] = []) {
  await run(ffmpegInstaller.path, [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=${size}:rate=${fps}:duration=${seconds}`],
    ...extra,
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file(name)],
  ]);
}

/** The same stream, marked to be displayed a quarter turn rotated (as phones record portrait video). */
const rotated = (from: string, to: string) =>
  run(ffmpegInstaller.path, [
    ...['-v', 'error', '-y', '-i', file(from), '-c', 'copy', '-metadata:s:v:0', 'rotate=90', file(to)],
  ]);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'media-test-'));
  await Promise.all([
    // odd-sized, 4:4:4 and with sound: what the transcoding must turn into even-sized yuv420p + AAC
    run(ffmpegInstaller.path, [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=161x91:rate=5:duration=2'],
      ...['-f', 'lavfi', '-i', 'sine=duration=2', '-c:v', 'libx264', '-preset', 'ultrafast'],
      ...['-pix_fmt', 'yuv444p', '-c:a', 'aac', '-shortest', '-metadata', 'location=+48.8577+002.2950/'],
      file('short.mov'),
    ]),
    clip('confirm.mp4', '160x90', 31, 5),
    clip('long.mp4', '160x90', 61, 5),
    clip('reel.mp4', '540x960', 3.5, 10),
    clip('landscape.mp4', '960x540', 3.5, 5),
    clip('wide.mp4', '2400x100', 1, 5),
    writeFile(file('junk.mp4'), Buffer.alloc(4000, 7)),
    // without -f mov, ffprobe would sniff a concat list and read the clip it names
    writeFile(file('list.mp4'), 'ffconcat version 1.0\nfile reel.mp4\nduration 3.5\n'),
  ]);
  await Promise.all([
    rotated('short.mov', 'short-rotated.mov'),
    rotated('landscape.mp4', 'portrait-phone.mp4'),
  ]);
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('probeVideo', () => {
  it('reads duration and size', async () => {
    expect(await probeVideo(file('reel.mp4'))).toEqual({ durationSeconds: 3.5, width: 540, height: 960 });
  });

  it('gives the displayed size of a rotated video', async () => {
    const facts = await probeVideo(file('portrait-phone.mp4'));
    expect([facts.width, facts.height]).toEqual([540, 960]);
  });

  it.each(['junk.mp4', 'list.mp4', 'missing.mp4'])('refuses %s as not a video', async (name) => {
    await expect(probeVideo(file(name))).rejects.toThrow(new MediaRejectedError(socialMessages.mediaType));
  });

  it('gives up after its timeout, killing ffprobe', async () => {
    // a FIFO nobody writes to: ffprobe blocks opening it
    await run('mkfifo', [file('stuck.mp4')]);
    const err = await probeVideo(file('stuck.mp4'), 300).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ToolFailedError);
    expect((err as ToolFailedError).timedOut).toBe(true);
  });
});

describe('checkVideo', () => {
  it('accepts a 2 s clip without confirmation; it cannot be a Reel', async () => {
    expect(checkVideo(await probeVideo(file('short.mov')))).toEqual({
      canBeReels: false,
      needsConfirmation: false,
    });
  });

  it('asks to confirm a 31 s video', async () => {
    expect(checkVideo(await probeVideo(file('confirm.mp4')))).toEqual({
      canBeReels: false,
      needsConfirmation: true,
    });
  });

  it('refuses a 61 s video with the spec message', async () => {
    const facts = await probeVideo(file('long.mp4'));
    expect(() => checkVideo(facts)).toThrow(MediaRejectedError);
    expect(() => checkVideo(facts)).toThrow(
      'Max duration of 60 seconds exceeded. Uploaded video duration is 61 seconds.',
    );
  });

  it('lets a 540×960 video of 3.5 s be a Reel, not the same video in landscape', async () => {
    expect(checkVideo(await probeVideo(file('reel.mp4'))).canBeReels).toBe(true);
    expect(checkVideo(await probeVideo(file('landscape.mp4'))).canBeReels).toBe(false);
    expect(checkVideo(await probeVideo(file('portrait-phone.mp4'))).canBeReels).toBe(true);
  });
});

describe('canBeReels', () => {
  const reel: VideoFacts = { durationSeconds: 3, width: 540, height: 960 };
  it.each<[string, Partial<VideoFacts>, boolean]>([
    ['the minimum', {}, true],
    ['shorter than 3 s', { durationSeconds: 2.99 }, false],
    ['an aspect ratio of exactly 0.6', { width: 600, height: 1000 }, true],
    ['an aspect ratio just over 0.6', { width: 601, height: 1000 }, false],
    ['square', { width: 1080, height: 1080 }, false],
    ['narrower than 540', { width: 539, height: 1000 }, false],
    ['lower than 960', { width: 540, height: 959 }, false],
    ['1080×1920 of 60 s', { durationSeconds: 60, width: 1080, height: 1920 }, true],
  ])('%s', (_, change, expected) => {
    expect(canBeReels({ ...reel, ...change })).toBe(expected);
  });
});

describe('transcodeProgress', () => {
  it('reads out_time against the duration: 2 decimals, only growing, 100 at the end', () => {
    const seen: number[] = [];
    const progress = transcodeProgress(2, (p) => seen.push(p));
    for (const line of [
      'frame=0',
      'out_time=N/A',
      'out_time=-577014:32:22.771000',
      'out_time=00:00:00.500000',
      'out_time_ms=1000000',
      'out_time=00:00:01.000000',
      'out_time=00:00:01.000000',
      'out_time=00:00:00.900000',
      'out_time=00:00:01.234567',
      'out_time=00:00:02.100000',
      'progress=end',
    ])
      progress.line(line);
    expect(seen).toEqual([25, 50, 61.73, 99.99]);
    progress.finish();
    expect(seen.at(-1)).toBe(100);
  });

  it('reads hours and minutes', () => {
    const seen: number[] = [];
    transcodeProgress(7200, (p) => seen.push(p)).line('out_time=01:30:00.000000');
    expect(seen).toEqual([75]);
  });
});

describe('transcodeVideo', () => {
  it('makes an upright, even-sized H.264/AAC mp4 and reports progress up to 100', async () => {
    const progress: number[] = [];
    await transcodeVideo(file('short-rotated.mov'), file('out.mp4'), (p) => progress.push(p));
    // ffmpeg reports every 0.5 s and this takes less: often only the end is seen
    expect(progress.at(-1)).toBe(100);
    for (const [i, p] of progress.entries()) if (i > 0) expect(p).toBeGreaterThan(progress[i - 1]);
    const { stdout } = await run(ffprobeInstaller.path, [
      ...['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file('out.mp4')],
    ]);
    const probe = JSON.parse(stdout) as {
      streams: { codec_name: string; width?: number; height?: number; pix_fmt?: string }[];
      format: { tags?: Record<string, string> };
    };
    const [video, audio] = probe.streams;
    expect(video).toMatchObject({ codec_name: 'h264', pix_fmt: 'yuv420p', width: 90, height: 160 });
    expect(audio.codec_name).toBe('aac');
    expect(probe.format.tags?.location).toBeUndefined();
    expect(await probeVideo(file('out.mp4'))).toMatchObject({ width: 90, height: 160 });
  });

  it('scales the long side down to 1920', async () => {
    await transcodeVideo(file('wide.mp4'), file('wide-out.mp4'), () => undefined);
    expect(await probeVideo(file('wide-out.mp4'))).toMatchObject({ width: VIDEO_MAX_LONG_SIDE, height: 80 });
  });

  it("rejects with ffmpeg's last stderr lines", async () => {
    const err = await transcodeVideo(file('short.mov'), file('nowhere/out.mp4'), () => undefined).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ToolFailedError);
    expect((err as Error).message).toMatch(/nowhere\/out\.mp4.*No such file or directory/);
  });

  it('refuses a file that is not a video', async () => {
    await expect(transcodeVideo(file('junk.mp4'), file('junk-out.mp4'), () => undefined)).rejects.toThrow(
      MediaRejectedError,
    );
  });
});

describe('videoThumbnail', () => {
  it('is an upright JPEG frame', async () => {
    const meta = await sharp(await videoThumbnail(file('short-rotated.mov'))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 91, 161]);
    const reel = await sharp(await videoThumbnail(file('reel.mp4'))).metadata();
    expect([reel.width, reel.height]).toEqual([270, 480]);
  });
});
