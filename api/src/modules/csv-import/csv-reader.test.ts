import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvParseOptions, parseCsv } from './csv-reader';

/** What csv-parse itself makes of the bytes, with parseCsv's options. */
function csvParseRecords(bytes: Uint8Array, delimiter: string): string[][] {
  return parse(Buffer.from(bytes), csvParseOptions(delimiter)) as string[][];
}

async function records(bytes: Uint8Array): Promise<{ delimiter: string; records: string[][] }> {
  const list: string[][] = [];
  const delimiter = await parseCsv(bytes, (record) => list.push(record));
  return { delimiter, records: list };
}

describe('parseCsv without quotes (read without csv-parse)', () => {
  it.each([
    ['line feeds', 'a,b,c\n1,2,3\n4,5\n'],
    ['CRLF, no line ending at the end', '\uFEFFa;b\r\n1;2\r\n3;4'],
    ['old Mac line endings', 'a\tb\r1\t2\r'],
    ['the first line ending decides: a later lone \\n is part of a cell', 'a,b\r\n1,x\ny\r\n2,z\r\n'],
    ['the first line ending decides: a later \\r is part of a cell', 'a,b\n1,x\ry\n'],
    ['empty lines and blank records skipped', '\n\na,b\n\n , \n,\n1,2\n   \n'],
    ['uneven records, cells kept untrimmed', 'a,b\n 1 ,2,3,4\nonly\n'],
    ['one line, no line ending', 'a,b,c'],
    ['a byte-order mark only in front is dropped', '\uFEFFa,b\n\uFEFF1,2\n'],
    ['accents and emoji', 'Name,Note\nRené,😀 é\n'],
  ])('%s: the records csv-parse makes', async (_name, text) => {
    const bytes = new TextEncoder().encode(text);
    const read = await records(bytes);
    expect(read.records).toEqual(csvParseRecords(bytes, read.delimiter));
  });

  it('a file with quotes, or bytes that are no UTF-8, still goes through csv-parse', async () => {
    const quoted = new TextEncoder().encode('a,b\n"x, y",2\nplain "in" cell,3\n');
    expect((await records(quoted)).records).toEqual([
      ['a', 'b'],
      ['x, y', '2'],
      ['plain "in" cell', '3'],
    ]);
    const invalid = new Uint8Array([0x61, 0x2c, 0x62, 0x0a, 0xff, 0x2c, 0x31, 0x0a]);
    const read = await records(invalid);
    expect(read.records).toEqual([
      ['a', 'b'],
      ['\uFFFD', '1'],
    ]);
    expect(read.records).toEqual(csvParseRecords(invalid, ','));
  });

  it('a large file is read in pieces, every record in order', async () => {
    const lines = Array.from({ length: 40_000 }, (_, index) => `name ${index},person.${index}@example.test`);
    const bytes = new TextEncoder().encode(`Name,Email\r\n${lines.join('\r\n')}\r\n`);
    const read = await records(bytes);
    expect(read.records).toHaveLength(40_001);
    expect(read.records).toEqual(csvParseRecords(bytes, ','));
  });
});
