import { socialMessages } from '@ensemble/contracts';
import { lifecycleBlocks } from './postLifecycle';

const post = (complete: boolean, in_queue: boolean, scheduled: boolean) => ({
  complete,
  in_queue,
  scheduled,
});

describe('lifecycleBlocks (spec 3 §4)', () => {
  it('allows everything to a complete post that is neither queued nor scheduled', () => {
    expect(lifecycleBlocks(post(true, false, false))).toEqual({ postNow: null, queue: null, schedule: null });
  });
  it('blocks Post now and Schedule while incomplete', () => {
    const b = lifecycleBlocks(post(false, false, false));
    expect(b.postNow).toBe(socialMessages.needsWork);
    expect(b.schedule).toBe(socialMessages.needsWork);
    expect(b.queue).toBeNull();
  });
  it('blocks the queue when scheduled', () => {
    expect(lifecycleBlocks(post(true, false, true)).queue).not.toBeNull();
  });
  it('blocks Schedule when queued', () => {
    const b = lifecycleBlocks(post(true, true, false));
    expect(b.schedule).not.toBeNull();
    expect(b.postNow).toBeNull();
  });
});
