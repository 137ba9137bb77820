import type { Response } from 'express';

export const csvAttachment = (res: Response, fileName: string) => {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
};

/** Streams a CSV download: the attachment's headers, what `write` writes to the response, then its end. */
export async function streamCsv(
  res: Response,
  fileName: string,
  write: (out: Response) => Promise<void>,
): Promise<void> {
  csvAttachment(res, fileName);
  await write(res);
  res.end();
}
