import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { runDir } from './paths';

// The same ffmpeg build the API ships (a package carrying the binary): the journeys' media is real, made here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const FFMPEG: string = require('@ffmpeg-installer/ffmpeg').path;
const run = promisify(execFile);
const mediaDir = join(runDir, 'media');

/** A file made once per run and reused by every journey asking for the same one. */
async function made(name: string, args: string[]): Promise<string> {
  mkdirSync(mediaDir, { recursive: true });
  const out = join(mediaDir, name);
  await run(FFMPEG, ['-hide_banner', '-v', 'error', ...args, '-y', out]);
  return out;
}

/** A png of `width`×`height` (ffmpeg's test pattern), as a phone's photo would be: the path of the file. */
export function photo(width: number, height: number): Promise<string> {
  return made(`photo-${width}x${height}.png`, [
    ...['-f', 'lavfi', '-i', `testsrc=size=${width}x${height}:rate=1`],
    ...['-frames:v', '1'],
  ]);
}

/** An H.264 mp4 clip of `seconds` at `width`×`height` (test pattern, no sound): the path of the file. */
export function clip(width: number, height: number, seconds: number, fps = 10): Promise<string> {
  return made(`clip-${width}x${height}-${seconds}s.mp4`, [
    ...['-f', 'lavfi', '-i', `testsrc=size=${width}x${height}:rate=${fps}`],
    ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
  ]);
}
