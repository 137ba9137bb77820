import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { socialConstants, socialMessages } from '@ensemble/contracts';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import ffprobeInstaller from '@ffprobe-installer/ffprobe';
import { imageThumbnail } from './image-media';
import { MediaRejectedError } from './media-rejected-error';
import { runTool, ToolFailedError } from './run-tool';

/** A video as it is displayed: width and height after its rotation (phones record landscape and rotate). */
export interface VideoFacts {
  durationSeconds: number;
  width: number;
  height: number;
}

export interface VideoCheck {
  canBeReels: boolean;
  /** Over socialConstants.videoConfirmSeconds: the member confirms first (Google Business will not take it). */
  needsConfirmation: boolean;
}

/** The screen waits 1 s for a video's metadata (spec 3 §9); the server may be busy transcoding, so longer. */
export const VIDEO_PROBE_TIMEOUT_MS = 10_000;
/** Far above a 60 s video's transcoding time on two cores; only a stuck ffmpeg reaches it. */
export const VIDEO_TRANSCODE_TIMEOUT_MS = 10 * 60_000;
const THUMBNAIL_TIMEOUT_MS = 30_000;
/** 1080p: what Instagram and Facebook play; a 4K upload would only be downscaled by them. */
export const VIDEO_MAX_LONG_SIDE = 1920;
const THUMBNAIL_AT_SECONDS = 1;

/**
 * Every input is read by the mov demuxer (mp4 and mov) alone: ffmpeg would otherwise sniff the format, and a file
 * named .mp4 holding an HLS or concat playlist could make it open other files or URLs.
 */
const INPUT_FORMAT = ['-f', 'mov'];

/** Long side at most VIDEO_MAX_LONG_SIDE, both sides even (yuv420p needs it), never upscaled. */
const FIT = `min(1,${VIDEO_MAX_LONG_SIDE}/max(iw,ih))`;
const SCALE_FILTER = `scale=w='max(2,2*trunc(iw*${FIT}/2))':h='max(2,2*trunc(ih*${FIT}/2))'`;

interface ProbeOutput {
  streams?: {
    width?: number;
    height?: number;
    duration?: string;
    tags?: { rotate?: string };
    side_data_list?: { rotation?: number }[];
  }[];
  format?: { duration?: string };
}

/**
 * Duration and display size of a video file (mp4 or mov); MediaRejectedError when ffprobe cannot read it as one.
 * A probe running past timeoutMs is killed and rejects with a ToolFailedError (timedOut), not a refusal.
 */
export async function probeVideo(path: string, timeoutMs = VIDEO_PROBE_TIMEOUT_MS): Promise<VideoFacts> {
  let out: Buffer;
  try {
    out = await runTool(
      ffprobeInstaller.path,
      [
        '-v',
        'error',
        ...INPUT_FORMAT,
        '-print_format',
        'json',
        '-show_entries',
        'format=duration:stream=width,height,duration:stream_tags=rotate:stream_side_data=rotation',
        '-select_streams',
        'v:0',
        '-i',
        resolve(path),
      ],
      { timeoutMs, maxStdoutBytes: 1024 * 1024 },
    );
  } catch (err) {
    // An exit code is ffprobe's verdict on the file; a timeout or a missing binary is ours.
    if (err instanceof ToolFailedError && err.exitCode != null)
      throw new MediaRejectedError(socialMessages.mediaType);
    throw err;
  }
  let probe: ProbeOutput;
  try {
    probe = JSON.parse(out.toString('utf8')) as ProbeOutput;
  } catch {
    throw new MediaRejectedError(socialMessages.mediaType);
  }
  const stream = probe.streams?.[0];
  const durationSeconds = Number(probe.format?.duration ?? stream?.duration);
  if (!stream?.width || !stream.height || !Number.isFinite(durationSeconds) || durationSeconds <= 0)
    throw new MediaRejectedError(socialMessages.mediaType);
  const rotation =
    stream.side_data_list?.find((d) => d.rotation != null)?.rotation ?? Number(stream.tags?.rotate ?? 0);
  const quarterTurn = Math.abs(Math.round(rotation)) % 180 === 90;
  return quarterTurn
    ? { durationSeconds, width: stream.height, height: stream.width }
    : { durationSeconds, width: stream.width, height: stream.height };
}

/** Spec 3 §4 Reels: at least 3 s, width / height at most 0.6, at least 540 × 960 (socialConstants). */
export function canBeReels(facts: VideoFacts): boolean {
  return (
    facts.durationSeconds >= socialConstants.reelsMinSeconds &&
    facts.height > 0 &&
    facts.width / facts.height <= socialConstants.reelsMaxAspectRatio &&
    facts.width >= socialConstants.reelsMinWidth &&
    facts.height >= socialConstants.reelsMinHeight
  );
}

/** Refuses a video over socialConstants.videoMaxSeconds (spec 3 §5 wording); whether it can be a Reel, must be confirmed. */
export function checkVideo(facts: VideoFacts): VideoCheck {
  const d = facts.durationSeconds;
  if (d > socialConstants.videoMaxSeconds)
    throw new MediaRejectedError(socialMessages.videoTooLong(Math.round(d)));
  return { canBeReels: canBeReels(facts), needsConfirmation: d > socialConstants.videoConfirmSeconds };
}

/** ffmpeg's -progress `out_time=HH:MM:SS.micro`; null for N/A or the negative value some inputs start with. */
function outTimeSeconds(line: string): number | null {
  const m = /^out_time=(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(line);
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) : null;
}

/**
 * Turns ffmpeg's -progress lines into percentages of durationSeconds with 2 decimals, each above the one before.
 * 100 is kept for finish(): after the last frame the muxer still moves the index to the front.
 */
export function transcodeProgress(
  durationSeconds: number,
  onProgress: (percent: number) => void,
): { line: (line: string) => void; finish: () => void } {
  let last = 0;
  const report = (percent: number) => {
    if (percent <= last) return;
    last = percent;
    onProgress(percent);
  };
  return {
    line: (line) => {
      const seconds = outTimeSeconds(line);
      if (seconds != null && durationSeconds > 0)
        report(Math.min(99.99, Math.round((seconds / durationSeconds) * 10_000) / 100));
    },
    finish: () => report(100),
  };
}

/**
 * Re-encodes a video for every network: H.264 (yuv420p) and AAC in an mp4 whose index comes first (+faststart,
 * so playback starts before the download ends), upright, even-sized, at most VIDEO_MAX_LONG_SIDE on the long side,
 * without its metadata (GPS, device). onProgress gets a percentage with 2 decimals that only grows and ends at
 * 100 once the file is written. A failure deletes the partial output and rejects with ffmpeg's last stderr lines.
 */
export async function transcodeVideo(
  input: string,
  output: string,
  onProgress: (percent: number) => void,
): Promise<void> {
  const progress = transcodeProgress((await probeVideo(input)).durationSeconds, onProgress);
  const target = resolve(output);
  try {
    await runTool(
      ffmpegInstaller.path,
      [
        '-hide_banner',
        '-nostdin',
        '-y',
        ...INPUT_FORMAT,
        '-i',
        resolve(input),
        '-map',
        '0:v:0',
        '-map',
        '0:a:0?',
        '-map_metadata',
        '-1',
        '-map_chapters',
        '-1',
        '-vf',
        SCALE_FILTER,
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-crf',
        '23',
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'aac',
        '-b:a',
        '128k',
        '-movflags',
        '+faststart',
        '-progress',
        'pipe:1',
        '-nostats',
        '-f',
        'mp4',
        target,
      ],
      { timeoutMs: VIDEO_TRANSCODE_TIMEOUT_MS, onLine: progress.line },
    );
  } catch (err) {
    await rm(target, { force: true }).catch(() => undefined);
    throw err;
  }
  progress.finish();
}

/** A JPEG preview of a video: its frame at 1 s (at half its length when shorter), as image thumbnails are sized. */
export async function videoThumbnail(input: string): Promise<Buffer> {
  const { durationSeconds } = await probeVideo(input);
  const at = Math.min(THUMBNAIL_AT_SECONDS, durationSeconds / 2);
  const frame = await runTool(
    ffmpegInstaller.path,
    [
      '-hide_banner',
      '-nostdin',
      '-v',
      'error',
      '-ss',
      at.toFixed(3),
      ...INPUT_FORMAT,
      '-i',
      resolve(input),
      '-frames:v',
      '1',
      '-an',
      '-f',
      'image2pipe',
      '-c:v',
      'png',
      'pipe:1',
    ],
    { timeoutMs: THUMBNAIL_TIMEOUT_MS },
  );
  if (!frame.length) throw new MediaRejectedError(socialMessages.mediaType);
  return imageThumbnail(frame);
}
