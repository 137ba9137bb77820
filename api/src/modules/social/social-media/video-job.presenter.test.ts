import type { SocialVideoJobRow } from '../social-data/social.entities';
import { presentVideoJob } from './video-job.presenter';

const row = (patch: Partial<SocialVideoJobRow>) =>
  ({
    jobKey: 'a'.repeat(32),
    status: 'queued',
    videoName: 'clip.mp4',
    videoHundredths: 0,
    uploadedHundredths: 0,
    url: null,
    thumbnail: null,
    canBeReels: false,
    durationMs: null,
    error: null,
    ...patch,
  }) as SocialVideoJobRow;

describe('presentVideoJob', () => {
  it('gives percentages with 2 decimals from hundredths', () => {
    expect(presentVideoJob(row({ status: 'processing', videoHundredths: 3725 }))).toMatchObject({
      status: 'processing',
      finished: false,
      response: null,
      percentage_video: 37.25,
      percentage_uploaded: 0,
    });
  });

  it('reads uploading from a finished transcoding, and the url once finished', () => {
    expect(presentVideoJob(row({ status: 'processing', videoHundredths: 10_000 })).status).toBe('uploading');
    expect(
      presentVideoJob(
        row({
          status: 'finished',
          videoHundredths: 10_000,
          uploadedHundredths: 10_000,
          url: 'http://x/v.mp4',
          thumbnail: 'http://x/t.jpg',
          durationMs: 3500,
          canBeReels: true,
        }),
      ),
    ).toEqual({
      id: 'a'.repeat(32),
      finished: true,
      response: 'http://x/v.mp4',
      percentage_video: 100,
      percentage_uploaded: 100,
      status: 'finished',
      video_name: 'clip.mp4',
      thumbnail: 'http://x/t.jpg',
      can_be_reels: true,
      duration: 3.5,
    });
  });

  it('answers a failure as finished with its reason', () => {
    expect(presentVideoJob(row({ status: 'failed', error: 'Too long', durationMs: 61_000 }))).toMatchObject({
      finished: true,
      status: 'failed',
      response: 'Too long',
      duration: 61,
    });
  });
});
