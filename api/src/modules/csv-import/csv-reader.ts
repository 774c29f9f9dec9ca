import { Readable } from 'node:stream';
import { parse } from 'csv-parse';

/**
 * Reading CSV as a stream (csv-parse): text arrives in chunks and records leave one
 * at a time, so no step holds every record. The delimiter (comma, semicolon or tab)
 * is guessed from the first line; a UTF-8 byte-order mark is dropped; quoted cells
 * may hold delimiters and line breaks.
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

/** Text chunks of a byte stream, decoded as UTF-8 (a character split across chunks is kept whole). */
export async function* decodeChunks(stream: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  for await (const bytes of stream) {
    const text = decoder.decode(bytes, { stream: true });
    if (text) yield text;
  }
  const tail = decoder.decode();
  if (tail) yield tail;
}

/**
 * Reads enough of `chunks` to guess the delimiter, then yields every record. Errors
 * of the parser (an unclosed quote at the end, …) are thrown to the caller.
 */
export async function* csvRecords(
  chunks: AsyncIterable<string>,
  knownDelimiter?: string,
): AsyncGenerator<{ record: string[]; delimiter: string }> {
  const iterator = chunks[Symbol.asyncIterator]();
  const head: string[] = [];
  let headLength = 0;
  while (headLength < 4096) {
    const next = await iterator.next();
    if (next.done) break;
    head.push(next.value);
    headLength += next.value.length;
  }
  const delimiter = knownDelimiter ?? detectDelimiter(head.join('').slice(0, 65_536));
  async function* all(): AsyncGenerator<string> {
    yield* head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  const parser = Readable.from(all()).pipe(
    parse({
      delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }),
  );
  for await (const record of parser as AsyncIterable<string[]>) yield { record, delimiter };
}

/** Lets other requests and timers run between batches of a long import. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
