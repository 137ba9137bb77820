import { InProcessJobQueue } from './in-process-job-queue';

/** The embedded default's queue: jobs of one name run at most `concurrency` at once, the rest in order after. */
describe('InProcessJobQueue', () => {
  const gate = () => {
    let open!: () => void;
    const opened = new Promise<void>((r) => (open = r));
    return { open, opened };
  };
  const tick = () => new Promise((r) => setImmediate(r));

  it('runs at most `concurrency` jobs of a name at once and starts the next as one ends, in order', async () => {
    const queue = new InProcessJobQueue(true, 2);
    const started: number[] = [];
    const gates = new Map<number, ReturnType<typeof gate>>();
    let running = 0;
    let most = 0;
    queue.define('work', async (data) => {
      const n = Number(data.n);
      started.push(n);
      running += 1;
      most = Math.max(most, running);
      const g = gate();
      gates.set(n, g);
      await g.opened;
      running -= 1;
    });
    for (let n = 1; n <= 5; n += 1) await queue.add('work', { n });
    await tick();
    expect(started).toEqual([1, 2]);
    gates.get(2)!.open();
    await tick();
    await tick();
    expect(started).toEqual([1, 2, 3]);
    for (const n of [1, 3, 4, 5]) {
      for (let i = 0; i < 5 && !gates.has(n); i += 1) await tick();
      gates.get(n)!.open();
    }
    await queue.drain();
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('limits each name on its own: one busy name does not hold back another', async () => {
    const queue = new InProcessJobQueue(true, 1);
    const hold = gate();
    const ran: string[] = [];
    queue.define('slow', async () => {
      ran.push('slow');
      await hold.opened;
    });
    queue.define('quick', async () => {
      ran.push('quick');
    });
    await queue.add('slow', {});
    await queue.add('slow', {});
    await queue.add('quick', {});
    await tick();
    await tick();
    expect(ran).toEqual(['slow', 'quick']);
    hold.open();
    await queue.drain();
    expect(ran).toEqual(['slow', 'quick', 'slow']);
  });

  it('a failing job frees its place', async () => {
    const queue = new InProcessJobQueue(true, 1);
    const ran: number[] = [];
    queue.define('flaky', async (data) => {
      ran.push(Number(data.n));
      if (data.n === 1) throw new Error('boom');
    });
    await queue.add('flaky', { n: 1 });
    await queue.add('flaky', { n: 2 });
    await tick();
    await queue.drain();
    expect(ran).toEqual([1, 2]);
  });
});
