import { PassThrough, type Writable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export const csvAttachment = (reply: FastifyReply, fileName: string) => {
  void reply.header('Content-Type', 'text/csv; charset=utf-8');
  void reply.header('Content-Disposition', `attachment; filename="${fileName}"`);
};

/**
 * Streams a CSV download: the attachment's headers, then what `write` writes, through the reply (so compression
 * and the CORS headers apply), then its end. `write` waits for 'drain' when the client reads slower than it writes.
 */
export async function streamCsv(
  reply: FastifyReply,
  fileName: string,
  write: (out: Writable) => Promise<void>,
): Promise<void> {
  csvAttachment(reply, fileName);
  const out = new PassThrough();
  void reply.send(out);
  try {
    await write(out);
    out.end();
  } catch (err) {
    // The status line is gone by now: the client sees a cut-off download, the log says why.
    out.destroy(err as Error);
    throw err;
  }
}
