import { FULL, ThrottledProgress } from './throttled-progress';

describe('ThrottledProgress', () => {
  const setup = (result = true) => {
    let now = 0;
    const written: number[] = [];
    const progress = new ThrottledProgress(
      async (h) => {
        written.push(h);
        return result;
      },
      { now: () => now },
    );
    return { progress, written, tick: (ms: number) => (now += ms) };
  };

  it('writes every 5 % and 100 % always, in order', async () => {
    const { progress, written } = setup();
    for (let h = 0; h <= 9_990; h += 37) progress.report(h);
    progress.report(FULL);
    await progress.flush();
    expect(written.length).toBeGreaterThanOrEqual(19);
    expect(written.length).toBeLessThanOrEqual(21);
    expect(written.at(-1)).toBe(FULL);
    expect(written.every((h, i) => i === 0 || h - written[i - 1]! >= 500 || h === FULL)).toBe(true);
    expect([...written].sort((a, b) => a - b)).toEqual(written);
  });

  it('writes a small step once a second has passed, never a value that does not grow', async () => {
    const { progress, written, tick } = setup();
    progress.report(100);
    tick(999);
    progress.report(200);
    tick(1);
    progress.report(300);
    progress.report(250);
    await progress.flush();
    expect(written).toEqual([300]);
  });

  it('says the claim was lost and stops writing', async () => {
    const { progress, written } = setup(false);
    progress.report(1_000);
    progress.report(2_000);
    await progress.flush();
    expect(progress.lost).toBe(true);
    expect(written).toEqual([1_000]);
  });
});
