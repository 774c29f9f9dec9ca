import { parse } from 'csv-parse';

/**
 * Reading CSV (csv-parse): the delimiter (comma, semicolon or tab) is guessed from the
 * first line; a UTF-8 byte-order mark is dropped; quoted cells may hold delimiters and
 * line breaks.
 */

export const delimiters = [',', ';', '\t'] as const;

/** The delimiter used most often outside quotes on the first line (comma when none is). */
export function detectDelimiter(sample: string): string {
  const text = sample.replace(/^\uFEFF/, '');
  const counts = new Map<string, number>(delimiters.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (const character of text) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === '\n' || character === '\r')) break;
    else if (!quoted && counts.has(character)) counts.set(character, (counts.get(character) ?? 0) + 1);
  }
  let best = ',';
  let bestCount = 0;
  for (const [delimiter, total] of counts) {
    if (total > bestCount) {
      best = delimiter;
      bestCount = total;
    }
  }
  return best;
}

/** Bytes parsed between two turns of the event loop: a 5 MB file is read in about twenty steps. */
const pieceLength = 256 * 1024;

/** csv-parse's options for an upload: the one reading of a file that has quotes (and its test's oracle). */
export function csvParseOptions(delimiter: string) {
  return {
    delimiter,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
  } as const;
}

/**
 * Parses the file's bytes as UTF-8 CSV (the delimiter guessed from its first line, a byte-order
 * mark dropped, bytes that are no UTF-8 read as U+FFFD), handing each record to `onRecord` in the
 * file's order, and answers the delimiter. The parser takes the bytes as they are (it decodes
 * each cell, so a character split between two pieces stays whole), a piece at a time with a turn
 * of the event loop between pieces, so a large file never holds the server up; records are taken
 * as the parser makes them (no promise per record). Errors of the parser (an unclosed quote at the
 * end, …) are thrown to the caller.
 */
export async function parseCsv(bytes: Uint8Array, onRecord: (record: string[]) => void): Promise<string> {
  const delimiter = detectDelimiter(new TextDecoder().decode(bytes.subarray(0, 65_536)));
  if (await parseWithoutQuotes(bytes, delimiter, onRecord)) return delimiter;
  const parser = parse(csvParseOptions(delimiter));
  let failure: unknown;
  const ended = new Promise<void>((resolve) => {
    parser.on('end', resolve);
    parser.on('error', (error) => {
      failure ??= error;
      resolve();
    });
  });
  parser.on('data', onRecord);
  for (let at = 0; at < bytes.length && failure === undefined; at += pieceLength) {
    parser.write(Buffer.from(bytes.buffer, bytes.byteOffset + at, Math.min(pieceLength, bytes.length - at)));
    await yieldToEventLoop();
  }
  if (failure === undefined) parser.end();
  await ended;
  if (failure !== undefined) throw failure;
  return delimiter;
}

const quote = 0x22;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The common file, read without csv-parse (about a fifth of its CPU): no quote character at all
 * and valid UTF-8. Such a file is read exactly as csv-parse reads it with parseCsv's options: a
 * byte-order mark dropped; records end at the first line ending the file uses (`\r\n`, `\n` or
 * `\r`; another one is part of a cell); empty lines and records whose cells are all blank are
 * skipped; any number of cells a record. Answers false (nothing handed out) for any other file.
 */
async function parseWithoutQuotes(
  bytes: Uint8Array,
  delimiter: string,
  onRecord: (record: string[]) => void,
): Promise<boolean> {
  if (bytes.includes(quote)) return false;
  let text: string;
  try {
    text = strictUtf8.decode(bytes); // drops a byte-order mark, as csv-parse's `bom`
  } catch {
    return false;
  }
  const firstBreak = text.search(/[\r\n]/);
  const ending =
    firstBreak < 0 ? '\n' : text[firstBreak] === '\n' ? '\n' : text[firstBreak + 1] === '\n' ? '\r\n' : '\r';
  let nextYield = pieceLength;
  for (let start = 0; start < text.length; ) {
    const found = text.indexOf(ending, start);
    const end = found < 0 ? text.length : found;
    if (end > start) {
      const record = text.slice(start, end).split(delimiter);
      if (record.some((cell) => cell.trim() !== '')) onRecord(record);
    }
    start = end + ending.length;
    if (start >= nextYield) {
      nextYield = start + pieceLength;
      await yieldToEventLoop();
    }
  }
  return true;
}

/** Lets other requests and timers run between batches of a long import. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
