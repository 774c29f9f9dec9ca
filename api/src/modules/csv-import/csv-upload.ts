/** The first step of a CSV import: the uploaded file read once, stored, sampled and its columns mapped. */
import { randomUUID } from 'node:crypto';
import { csvUploads } from '../../db/schema';
import { AppError } from '../../errors';
import type { SpaceScope } from '../../platform/tenancy';
import { suggestMapping, uniqueHeaders } from './csv-columns';
import { type CsvUploadJson, csvMessages, maxCsvBytes } from './csv-import.schema';
import { parseCsv } from './csv-reader';

const sampleSize = 5;
const nul = String.fromCharCode(0);

/**
 * POST /workflows/upload_csv_file: reads the file once (headers, first five lines,
 * line count), keeps its records for the import step, and suggests a
 * mapping of its columns (outreach §3 CSV columns, §4 "upload a file, then map").
 */
export async function uploadCsv(scope: SpaceScope, file: File): Promise<CsvUploadJson> {
  if (file.size > maxCsvBytes) throw new AppError(400, csvMessages.tooLarge);
  if (file.size === 0) throw new AppError(400, csvMessages.empty);

  // Postgres text can not hold NUL; such a byte (in UTF-8 only ever NUL itself) is no part of a CSV anyone means.
  const raw = new Uint8Array(await file.arrayBuffer());
  const bytes = raw.includes(0) ? raw.filter((byte) => byte !== 0) : raw;
  // The records are kept as parsed (a JSON array a line): the import reads them back without a second parse.
  const kept: string[] = [];
  let headers: string[] | undefined;
  let delimiter = ',';
  const sample: Record<string, string>[] = [];
  let rowCount = 0;
  try {
    delimiter = await parseCsv(bytes, (record) => {
      kept.push(JSON.stringify(record));
      if (!headers) {
        headers = uniqueHeaders(record);
        return;
      }
      rowCount += 1;
      if (sample.length < sampleSize) {
        const columns = headers;
        sample.push(Object.fromEntries(columns.map((header, index) => [header, record[index] ?? ''])));
      }
    });
  } catch {
    throw new AppError(400, csvMessages.notCsv);
  }
  if (!headers) throw new AppError(400, csvMessages.empty);

  const id = randomUUID();
  const now = scope.clock.now();
  const [row] = await scope.db
    .insert(csvUploads)
    .values({
      id,
      spaceId: scope.spaceId,
      filename: `${id}.csv`,
      originalName: (file.name.replaceAll(nul, '') || 'upload.csv').slice(0, 200),
      delimiter,
      headers,
      rowCount,
      content: kept.join('\n'),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('insert into csv_uploads returned no row');
  return {
    upload_id: row.id,
    filename: row.filename,
    original_name: row.originalName,
    delimiter,
    headers,
    row_count: rowCount,
    sample,
    suggested_mapping: suggestMapping(headers),
  };
}
