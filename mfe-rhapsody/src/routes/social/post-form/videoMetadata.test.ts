import { readVideoMetadata } from './videoMetadata';

describe('readVideoMetadata', () => {
  const created = jest.fn(() => 'blob:video');
  const revoked = jest.fn();
  beforeAll(() => {
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
  });
  afterEach(() => jest.useRealTimers());

  it('reads duration and size from the metadata', async () => {
    const spy = jest.spyOn(document, 'createElement');
    const reading = readVideoMetadata(new File(['v'], 'a.mp4'));
    const video = spy.mock.results[0]!.value as HTMLVideoElement;
    spy.mockRestore();
    Object.defineProperty(video, 'duration', { value: 42.5 });
    Object.defineProperty(video, 'videoWidth', { value: 1080 });
    Object.defineProperty(video, 'videoHeight', { value: 1920 });
    video.onloadedmetadata?.(new Event('loadedmetadata'));
    await expect(reading).resolves.toEqual({ duration: 42.5, width: 1080, height: 1920 });
    expect(revoked).toHaveBeenCalledWith('blob:video');
  });

  it('gives up after the 1 s timeout', async () => {
    jest.useFakeTimers();
    const reading = readVideoMetadata(new File(['v'], 'a.mov'));
    jest.advanceTimersByTime(999);
    let settled = false;
    void reading.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(reading).resolves.toBeNull();
  });
});
