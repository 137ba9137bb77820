import { type ChildProcess, fork } from 'node:child_process';
import * as path from 'node:path';
import type { TestApp } from './test-app';

/**
 * Worker processes for the crash tests: the API started from its sources with WORKER_ROLE=worker (queues,
 * workers and the scheduler, no HTTP) on the test app's MariaDB database and Redis prefix, with test doubles
 * preloaded (`node -r`) where a test needs to see every provider call.
 */
const API_ROOT = path.resolve(__dirname, '..', '..');

export type Worker = ChildProcess & { output: string[] };

export function startWorker(
  t: Pick<TestApp, 'config'>,
  options: { preload?: string[]; env?: Record<string, string> } = {},
): Worker {
  const child = fork(path.join(API_ROOT, 'src', 'main.ts'), [], {
    cwd: API_ROOT,
    execArgv: [
      '-r',
      path.join(API_ROOT, 'scripts', 'swc-register.js'),
      ...(options.preload ?? []).flatMap((file) => ['-r', file]),
    ],
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: t.config.databaseUrl!,
      REDIS_URL: t.config.redisUrl!,
      QUEUE_PREFIX: t.config.queuePrefix,
      DATA_DIR: t.config.dataDir,
      WORKER_ROLE: 'worker',
      MIGRATIONS_RUN: 'false',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  }) as Worker;
  child.output = [];
  child.stdout?.on('data', (d: Buffer) => child.output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => child.output.push(d.toString()));
  return child;
}

/** Polls `probe` until it answers something truthy; past the time out, fails with the worker's output. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  worker: Worker,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}\nworker output:\n${worker.output.join('')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Sends the signal and waits for the process to be gone (nothing when it already is). */
export async function kill(worker: Worker, signal: NodeJS.Signals): Promise<void> {
  if (worker.exitCode !== null || worker.signalCode !== null) return;
  const exited = new Promise((r) => worker.once('exit', r));
  worker.kill(signal);
  await exited;
}
