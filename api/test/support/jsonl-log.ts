import { appendFileSync, readFileSync } from 'node:fs';

/**
 * A file of one JSON value per line, which several processes append to (the crash tests' provider doubles write
 * each call there, so the test sees the calls of the workers it killed).
 */
export const appendJsonLine = (file: string, value: unknown): void =>
  appendFileSync(file, `${JSON.stringify(value)}\n`);

/** Every line written to `file`, in order (none when it does not exist yet). */
export function readJsonLines<T>(file: string): T[] {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T);
}
