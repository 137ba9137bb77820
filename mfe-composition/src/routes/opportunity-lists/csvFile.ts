import { csvHeaderError, leadsCsvConstants, leadsCsvMessages } from '@ensemble/contracts';

/** Enough bytes for any header row; the rest of the file stays unread. */
const HEAD_BYTES = 64 * 1024;

function readText(blob: Blob): Promise<string> {
  // Every current browser has Blob.text(); FileReader is for older engines (and jsdom).
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(blob);
  });
}

/** The cells of one CSV line ("a, b" quoting and doubled quotes inside quotes). */
export function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  cells.push(cell.trim());
  return cells;
}

/** The header row of a CSV file, read in the browser. */
export async function readCsvHeader(file: Blob): Promise<string[]> {
  const head = await readText(file.slice(0, HEAD_BYTES));
  const firstLine = head.split(/\r?\n/)[0] ?? '';
  return firstLine.trim() ? splitCsvLine(firstLine) : [];
}

/**
 * What is wrong with a picked file before it is sent (spec 2 §5): only .csv, within the size limit, and a
 * header naming the contact (FirstName and LastName, or CompanyName) and a way to reach it (CellPhone or Email).
 */
export async function csvFileError(file: File): Promise<string | null> {
  if (!/\.csv$/i.test(file.name)) return leadsCsvMessages.onlyCsv;
  if (file.size > leadsCsvConstants.maxBytes) return leadsCsvMessages.tooLarge;
  let headers: string[];
  try {
    headers = await readCsvHeader(file);
  } catch {
    return leadsCsvMessages.emptyFile;
  }
  if (headers.length === 0) return leadsCsvMessages.emptyFile;
  return csvHeaderError(headers);
}
