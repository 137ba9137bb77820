// What the delivery benchmarks share about their sink (the SMTP server of email-send.mjs, the Twilio stand-in of
// text-send.mjs): it runs as its own process, answers questions over IPC, and is polled until every message
// arrived; and the CPU seconds each process of a run used. Figures only: nothing here asserts.
import { fork } from 'node:child_process';
import { cpuSeconds, fmt, sleep } from './api-under-test.mjs';

/**
 * Forks `script` with `args`; it says { ready } once listening, and answers each { cmd, id, ... } with { id, ... }
 * (or { id, error }). ask(cmd, more) resolves with that answer.
 */
export function forkSink(script, args) {
  const child = fork(script, args.map(String), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let next = 0;
  const waiting = new Map();
  child.on('message', (m) => {
    if (m.ready) waiting.get('ready')?.();
    else waiting.get(m.id)?.(m);
    waiting.delete(m.ready ? 'ready' : m.id);
  });
  let gone = null;
  // A sink that died would leave every question unanswered: say so and fail the run instead of waiting forever.
  child.once('exit', (code, signal) => {
    gone = new Error(`the sink ${script} exited (code ${code}, signal ${signal})`);
    for (const answer of waiting.values()) answer({ error: gone });
    waiting.clear();
  });
  const ask = (cmd, more = {}) =>
    new Promise((resolve, reject) => {
      if (gone) return reject(gone);
      const id = (next += 1);
      waiting.set(id, (m) => (m.error ? reject(m.error) : resolve(m)));
      child.send({ cmd, id, ...more });
    });
  return {
    pid: child.pid,
    ask,
    ready: new Promise((resolve) => waiting.set('ready', resolve)),
    close: () => child.disconnect(),
  };
}

/**
 * Polls the sink's stats until `expected` messages arrived (and `done()` says so, when given) or nothing arrived
 * for `idleMs`; samples `rss` meanwhile.
 */
export async function watch(sink, expected, { rss, idleMs = 90_000, onProgress, done } = {}) {
  const samples = [];
  let last = -1;
  let lastChange = Date.now();
  let lastPrint = Date.now();
  for (;;) {
    const s = await sink.stats();
    if (rss) samples.push({ at: s.messages / expected, mb: rss() });
    if (s.messages !== last) {
      last = s.messages;
      lastChange = Date.now();
    }
    await onProgress?.(s);
    if (Date.now() - lastPrint > 15_000) {
      lastPrint = Date.now();
      console.log(`  … ${fmt(s.messages)} / ${fmt(expected)} messages`);
    }
    const finished = done ? s.messages >= expected && (await done()) : s.messages >= expected;
    if (finished || Date.now() - lastChange > idleMs) return { stats: await sink.stats(), samples };
    await sleep(250);
  }
}

/** CPU seconds per process over a phase (where the two cores went): call the result at the phase's end. */
export function cpuMeter(parts) {
  const read = () =>
    Object.fromEntries(Object.entries(parts).map(([k, pid]) => [k, pid ? cpuSeconds(pid) : NaN]));
  const start = read();
  const startSelf = process.cpuUsage();
  return () => {
    const end = read();
    const self = process.cpuUsage(startSelf);
    const out = Object.fromEntries(Object.keys(parts).map((k) => [k, end[k] - start[k]]));
    out.bench = (self.user + self.system) / 1e6;
    return out;
  };
}

export const cpuLine = (c) =>
  Object.entries(c)
    .filter(([, v]) => Number.isFinite(v))
    .map(([k, v]) => `${k} ${v.toFixed(1)} s`)
    .join(', ');
