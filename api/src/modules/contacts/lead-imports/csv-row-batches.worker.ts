import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { CsvError } from 'csv-parse';
import {
  type BatchSettings,
  CHUNKS_AHEAD,
  type ToWorkerMessage,
  validatedBatches,
  WORKER_AHEAD,
  type WorkerMessage,
  type WorkerReply,
} from './csv-row-batches';

/**
 * Validates an import's file off the main thread. The file arrives in chunks, asked for a few ahead of the parser
 * (see CHUNKS_AHEAD); batches are validated up to WORKER_AHEAD ahead and sent one per request.
 */
async function main(port: MessagePort, settings: BatchSettings): Promise<void> {
  const chunks: (Uint8Array | null)[] = [];
  /** Validated batches, then the end or the failure, oldest first. */
  const ready: WorkerReply[] = [];
  let asked = 0;
  // The parser pulls chunks while the batch loop waits for room: both may be waiting at once.
  const waiting: (() => void)[] = [];
  const until = async (done: () => boolean) => {
    while (!done()) await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const send = (m: WorkerMessage) => port.postMessage(m);
  const answer = () => {
    while (asked > 0 && ready.length) {
      const m = ready.shift() as WorkerReply;
      asked--;
      send(m);
      if (!('batch' in m)) port.close();
    }
    for (const resolve of waiting.splice(0)) resolve();
  };
  port.on('message', (m: ToWorkerMessage) => {
    if ('next' in m) asked++;
    else chunks.push(m.bytes);
    answer();
  });
  async function* bytes(): AsyncGenerator<Uint8Array> {
    send({ read: CHUNKS_AHEAD });
    for (;;) {
      await until(() => chunks.length > 0);
      const chunk = chunks.shift() as Uint8Array | null;
      if (!chunk) return;
      send({ read: 1 });
      yield chunk;
    }
  }
  try {
    for await (const batch of validatedBatches({ ...settings, bytes: bytes() })) {
      await until(() => ready.length < WORKER_AHEAD);
      ready.push({ batch });
      answer();
    }
    ready.push({ done: true });
  } catch (err) {
    ready.push({
      error: { message: (err as Error).message, code: err instanceof CsvError ? err.code : null },
    });
  }
  answer();
}

if (parentPort) void main(parentPort, workerData as BatchSettings);
