import { countCsvRows, csvLine, csvRecords, withCell } from './csv-format';

const FILE = 'Name,Note\r\nAda,"two\r\nlines"\r\n\r\nBob,"a ""quote"""\r\nCy,plain\r\n';

/** The file in chunks of `size` bytes, as a stored file's stream hands it over. */
async function* chunked(text: string, size: number): AsyncGenerator<Uint8Array> {
  const bytes = Buffer.from(text, 'utf8');
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

const records = async (source: AsyncIterable<Uint8Array>) => {
  const out: string[][] = [];
  for await (const record of csvRecords(source)) out.push(record);
  return out;
};

describe('csv format', () => {
  it('counts the data rows of a stream wherever its chunks cut quotes and line breaks', async () => {
    for (const size of [1, 2, 3, 7, 1024]) expect(await countCsvRows(chunked(FILE, size))).toBe(3);
  });

  it('parses a stream wherever its chunks cut it', async () => {
    expect(await records(chunked(FILE, 5))).toEqual([
      ['Name', 'Note'],
      ['Ada', 'two\r\nlines'],
      ['Bob', 'a "quote"'],
      ['Cy', 'plain'],
    ]);
  });

  it('fails the records when reading the file fails', async () => {
    async function* failing(): AsyncGenerator<Uint8Array> {
      yield Buffer.from('Name\r\nAda\r\n');
      throw new Error('storage went away');
    }
    await expect(records(failing())).rejects.toThrow('storage went away');
  });

  it('adds a cell to a record as if the record had been written with it', () => {
    for (const cells of [['a'], ['', 'b'], ['x,y', 'say "hi"', 'two\nlines']]) {
      expect(withCell(csvLine(cells), 'Reason, with a comma')).toBe(
        csvLine([...cells, 'Reason, with a comma']),
      );
    }
  });
});
