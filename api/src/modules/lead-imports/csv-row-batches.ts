import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FsmState } from '@ensemble/contracts';
import { CsvError } from 'csv-parse';
import { csvRecords } from './csv-format';
import { type CsvRowResult, CsvRowReader } from './csv-row-reader';

export interface DataRow {
  /** 0-based index among the file's data rows. */
  index: number;
  cells: string[];
  result: CsvRowResult;
}

export interface BatchSource {
  data: Buffer;
  headers: string[];
  stage: FsmState;
  /** Data rows already imported (a resumed run skips them). */
  skip: number;
  size: number;
}

/** Rows validated between two turns of the event loop, so other work in the thread gets its turn meanwhile. */
const ROWS_PER_TURN = 50;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The file's data rows after `skip`, parsed and validated, in batches of `size`. */
export async function* validatedBatches(source: BatchSource): AsyncGenerator<DataRow[]> {
  const reader = new CsvRowReader(source.headers, source.stage);
  let index = -1;
  let batch: DataRow[] = [];
  for await (const cells of csvRecords(source.data) as AsyncIterable<string[]>) {
    if (index++ < 0) continue;
    const i = index - 1;
    if (i < source.skip) continue;
    batch.push({ index: i, cells, result: reader.read(cells) });
    if (batch.length === source.size) {
      yield batch;
      batch = [];
    } else if (batch.length % ROWS_PER_TURN === 0) await nextTurn();
  }
  if (batch.length) yield batch;
}

/** Messages from the validation worker (csv-row-batches.worker.ts). */
export type WorkerMessage =
  { batch: DataRow[] } | { done: true } | { error: { message: string; code: string | null } };

/** Batches a worker may have validated ahead of the one being written: the file's rows never pile up. */
export const WORKER_AHEAD = 2;

const WORKER_FILE = join(__dirname, 'csv-row-batches.worker.js');
/** Beside compiled code only: under jest (sources transformed in memory) the rows are read in this thread. */
const workerAvailable = existsSync(WORKER_FILE);

/**
 * The same batches, validated in a worker thread when the file is big enough to pay for the worker's start: the
 * validation (most of an import's CPU) then runs beside the database writes instead of between them.
 */
export async function* validatedBatchesOffThread(
  source: BatchSource,
  rows: number,
): AsyncGenerator<DataRow[]> {
  if (!workerAvailable || rows - source.skip <= source.size * 2) {
    yield* validatedBatches(source);
    return;
  }
  // A view into a larger buffer would be cloned whole: the worker gets the file's bytes alone.
  const whole = source.data.byteOffset === 0 && source.data.byteLength === source.data.buffer.byteLength;
  const worker = new Worker(WORKER_FILE, {
    workerData: { ...source, data: whole ? source.data : Buffer.from(source.data) },
  });
  const inbox: WorkerMessage[] = [];
  let wake: (() => void) | null = null;
  const deliver = (m: WorkerMessage) => {
    inbox.push(m);
    wake?.();
    wake = null;
  };
  worker.on('message', deliver);
  worker.on('error', (err) => deliver({ error: { message: err.message, code: null } }));
  worker.on('exit', (code) =>
    deliver({ error: { message: `validation worker exited (${code})`, code: null } }),
  );
  try {
    for (;;) {
      while (!inbox.length) await new Promise<void>((resolve) => (wake = resolve));
      const m = inbox.shift() as WorkerMessage;
      if ('done' in m) return;
      if ('error' in m) {
        // A malformed file fails the import for good, as when read in this thread.
        throw m.error.code
          ? new CsvError(m.error.code as never, m.error.message)
          : new Error(m.error.message);
      }
      worker.postMessage('next');
      yield m.batch;
    }
  } finally {
    worker.removeAllListeners('exit');
    await worker.terminate();
  }
}
