import { parentPort, workerData } from 'node:worker_threads';
import { CsvError } from 'csv-parse';
import { type BatchSource, validatedBatches, WORKER_AHEAD, type WorkerMessage } from './csv-row-batches';

/** The file arrives as a Uint8Array (structured clone): viewed as a Buffer without copying it. */
const asBuffer = (u: Uint8Array) => Buffer.from(u.buffer, u.byteOffset, u.byteLength);

/** Validates an import's file off the main thread; waits for a 'next' per batch taken (see WORKER_AHEAD). */
async function main(port: NonNullable<typeof parentPort>, source: BatchSource): Promise<void> {
  let credit = WORKER_AHEAD;
  let wake: (() => void) | null = null;
  port.on('message', () => {
    credit++;
    wake?.();
    wake = null;
  });
  const send = (m: WorkerMessage) => port.postMessage(m);
  try {
    for await (const batch of validatedBatches({ ...source, data: asBuffer(source.data) })) {
      while (credit <= 0) await new Promise<void>((resolve) => (wake = resolve));
      credit--;
      send({ batch });
    }
    send({ done: true });
  } catch (err) {
    send({ error: { message: (err as Error).message, code: err instanceof CsvError ? err.code : null } });
  }
  port.close();
}

if (parentPort) void main(parentPort, workerData as BatchSource);
