import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { type FsmState, neutralizeCsvCell } from '@ensemble/contracts';
import { CsvError } from 'csv-parse';
import { type CsvBytes, csvLine, csvRecords } from './csv-format';
import { type CsvRowResult, CsvRowReader } from './csv-row-reader';

export interface DataRow {
  /** 0-based index among the file's data rows. */
  index: number;
  /**
   * Its cells as one record (csvLine), formula-neutralized, as the rejected-rows file repeats them: one string to hand
   * between threads.
   */
  line: string;
  result: CsvRowResult;
}

/** How a file's rows are read and batched. */
export interface BatchSettings {
  headers: string[];
  stage: FsmState;
  /** Data rows already imported (a resumed run skips them). */
  skip: number;
  size: number;
}

export interface BatchSource extends BatchSettings {
  bytes: CsvBytes;
}

/** Rows validated between two turns of the event loop, so other work in the thread gets its turn meanwhile. */
const ROWS_PER_TURN = 50;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The file's data rows after `skip`, parsed and validated, in batches of `size`. */
export async function* validatedBatches(source: BatchSource): AsyncGenerator<DataRow[]> {
  const reader = new CsvRowReader(source.headers, source.stage);
  let index = -1;
  let batch: DataRow[] = [];
  for await (const cells of csvRecords(source.bytes) as AsyncIterable<string[]>) {
    if (index++ < 0) continue;
    const i = index - 1;
    if (i < source.skip) continue;
    // Neutralized (as exports are): the rejected-rows file is opened in a spreadsheet, which must not run a cell.
    batch.push({ index: i, line: csvLine(cells.map(neutralizeCsvCell)), result: reader.read(cells) });
    if (batch.length === source.size) {
      yield batch;
      batch = [];
    } else if (batch.length % ROWS_PER_TURN === 0) await nextTurn();
  }
  if (batch.length) yield batch;
}

/** What the validation worker (csv-row-batches.worker.ts) answers a request for the next batch with. */
export type WorkerReply =
  { batch: DataRow[] } | { done: true } | { error: { message: string; code: string | null } };

/** Messages from the worker: a reply, or a request for `read` more chunks of the file. */
export type WorkerMessage = WorkerReply | { read: number };

/** Messages to the worker: a request for the next batch, or the file's next chunk (null: its end). */
export type ToWorkerMessage = { next: true } | { bytes: Uint8Array | null };

/**
 * Batches the worker may have validated ahead of the one being written. It keeps them until asked: a batch reaches
 * this thread when it is about to be written, so its rows are young garbage here once written instead of
 * lingering until a full collection.
 */
export const WORKER_AHEAD = 2;

/**
 * Chunks of the file on their way to the worker or waiting in it: enough that the worker rarely waits for this
 * thread (busy with a batch's writes), few enough that the file is never held whole (64 KiB per chunk from disk).
 */
export const CHUNKS_AHEAD = 8;

const WORKER_FILE = join(__dirname, 'csv-row-batches.worker.js');
/** Beside compiled code only: under jest (sources transformed in memory) the rows are read in this thread. */
const workerAvailable = existsSync(WORKER_FILE);

/**
 * The same batches, validated in a worker thread when the file is big enough to pay for the worker's start: the
 * validation (most of an import's CPU) then runs beside the database writes instead of between them. This thread
 * reads the file and hands it over chunk by chunk as the worker asks for it; each batch is asked for as it is
 * taken.
 */
export async function* validatedBatchesOffThread(
  source: BatchSource,
  rows: number,
): AsyncGenerator<DataRow[]> {
  if (!workerAvailable || rows - source.skip <= source.size * 2) {
    yield* validatedBatches(source);
    return;
  }
  const { bytes, ...settings } = source;
  const worker = new Worker(WORKER_FILE, { workerData: settings satisfies BatchSettings });
  const send = (m: ToWorkerMessage) => worker.postMessage(m);
  const inbox: WorkerReply[] = [];
  let wake: (() => void) | null = null;
  const deliver = (m: WorkerReply) => {
    inbox.push(m);
    wake?.();
    wake = null;
  };
  const file = (async function* () {
    yield* bytes;
  })();
  let wanted = 0;
  let reading = false;
  let ended = false;
  /** Sends the chunks asked for, one read at a time; a failed read fails the import like a worker's error. */
  const pump = async () => {
    if (reading) return;
    reading = true;
    try {
      while (wanted > 0 && !ended) {
        const next = await file.next();
        wanted--;
        ended = !!next.done;
        send({ bytes: next.done ? null : next.value });
      }
    } catch (err) {
      deliver({ error: { message: (err as Error).message, code: null } });
    } finally {
      reading = false;
    }
  };
  worker.on('message', (m: WorkerMessage) => {
    if ('read' in m) {
      wanted += m.read;
      void pump();
    } else deliver(m);
  });
  worker.on('error', (err) => deliver({ error: { message: err.message, code: null } }));
  worker.on('exit', (code) =>
    deliver({ error: { message: `validation worker exited (${code})`, code: null } }),
  );
  try {
    for (;;) {
      send({ next: true });
      while (!inbox.length) await new Promise<void>((resolve) => (wake = resolve));
      const m = inbox.shift() as WorkerReply;
      if ('done' in m) return;
      if ('error' in m) {
        // A malformed file fails the import for good, as when read in this thread.
        throw m.error.code
          ? new CsvError(m.error.code as never, m.error.message)
          : new Error(m.error.message);
      }
      yield m.batch;
    }
  } finally {
    worker.removeAllListeners('exit');
    await worker.terminate();
    if (!ended) await file.return(undefined);
  }
}
