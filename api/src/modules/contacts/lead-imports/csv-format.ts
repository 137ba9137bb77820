import { type Options, parse } from 'csv-parse';
import { pipeline, type Writable } from 'node:stream';

/** One CSV record (RFC 4180: quoted when it holds a quote, a comma or a line break), CRLF-terminated. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')}\r\n`;
}

/** A record made by csvLine with one more cell at its end. */
export const withCell = (line: string, cell: string) => `${line.slice(0, -2)},${csvLine([cell])}`;

/**
 * The reader of uploaded files, for the upload check and the job alike: a UTF-8 BOM is dropped, blank lines and
 * rows of empty cells are not rows, and rows may be shorter or longer than the header.
 */
const READ_OPTIONS: Options = {
  bom: true,
  skip_empty_lines: true,
  skip_records_with_empty_values: true,
  relax_column_count: true,
  relax_quotes: true,
};

/** A file's bytes as the parser takes them: a stored file's stream, or chunks handed over by another thread. */
export type CsvBytes = Iterable<Uint8Array> | AsyncIterable<Uint8Array>;

/**
 * Streams the records of a file (the header row first). The bytes go to the parser in small chunks so that
 * back-pressure holds only a chunk's worth of records, however large the file. A failed read fails the records;
 * records left unread close the source.
 */
export function csvRecords(bytes: CsvBytes, extra: Options = {}): AsyncIterable<string[]> {
  const parser = parse({ ...READ_OPTIONS, ...extra });
  // The outcome reaches the reader through the parser (destroyed with the error); nothing is left to report here.
  pipeline(bytes, parser, () => undefined);
  return parser;
}

/** The header row and whether a data row follows, reading no further than that. */
export async function csvHead(bytes: CsvBytes): Promise<{ headers: string[]; hasRows: boolean }> {
  const records: string[][] = [];
  for await (const record of csvRecords(bytes, { to: 2 })) records.push(record);
  return { headers: records[0] ?? [], hasRows: records.length > 1 };
}

/** A cell the export neutralized ("'=…", "'+1…") reads back as it was, so an exported file re-imports as is. */
export const unneutralizeCsvCell = (s: string) => (/^'[=+\-@\t\r]/.test(s) ? s.slice(1) : s);

/** A file name safe in a Content-Disposition header. */
export const attachmentName = (base: string) =>
  `${base.replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '') || 'export'}.csv`;

/** Resolves when a response can take more, or when the client has gone. */
export const drained = (out: Writable) =>
  new Promise<void>((resolve) => {
    out.once('drain', resolve);
    out.once('close', resolve);
  });

/**
 * The data rows of a file, counted by a byte scan rather than a parse (a tenth of the time): line breaks outside
 * quotes, blank lines left out, less the header. Rows of empty cells count here but are skipped by the reader,
 * so this is an upper bound that the import corrects when it ends.
 */
export async function countCsvRows(bytes: CsvBytes): Promise<number> {
  let lines = 0;
  let quoted = false;
  let content = false;
  for await (const data of bytes) {
    for (let i = 0; i < data.length; i++) {
      const b = data[i];
      if (b === 0x22) quoted = !quoted;
      if (b === 0x0a && !quoted) {
        if (content) lines++;
        content = false;
      } else if (b !== 0x0d) content = true;
    }
  }
  if (content) lines++;
  return Math.max(0, lines - 1);
}
