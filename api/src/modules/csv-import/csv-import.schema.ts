import { z } from '@hono/zod-openapi';
import { isMappingTarget } from './csv-columns';

/** spec: outreach §9 "CSV max 5MB". */
export const maxCsvBytes = 5 * 1024 * 1024;
/** The fewest rows a transaction of an import writes (see batchSizeFor); progress is reported after each. */
export const csvBatchSize = 500;

/** The CSV errors of outreach §5 and §8 (the spec names them; the wording is ours). */
export const csvMessages = {
  noFile: 'Please choose a CSV file',
  tooLarge: 'File is too large (max 5 MB)',
  empty: 'The file has no lines',
  notCsv: 'The file could not be read as CSV',
  missingLinkColumn: 'Choose a profile URL or email column',
  fieldTwice: 'Each field can be chosen for one column only',
  noAcceptedLines: 'No accepted lines: every line was a duplicate, incorrect or already added',
  uploadNotFound: 'File not found, please upload it again',
  unknownColumn: 'The mapping names a column the file does not have',
  alreadyImported: 'This file is already imported',
  importNotFound: 'Import not found',
} as const;

const flag = (field: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? undefined : value),
    z
      .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: `${field} must be true or false` })
      .optional()
      .transform((value) => value === true || value === 'true' || value === '1'),
  );

/** Query of POST /workflows/upload_csv_file (outreach §7). */
export const uploadCsvQuery = z.object({
  credentials_id: z.string().optional(),
  is_existing_people: flag('is_existing_people'),
});

/**
 * POST /workflows/set_data_from_csv_file (outreach §7). `user_fields` maps a column
 * header to a field (`first_name`, …, `profile_url`, `work_email`, or
 * `custom_field_N`); `custom_fields`, when given, limits the custom fields kept.
 */
export const importCsvInput = z.object(
  {
    filename: z.string({ error: csvMessages.uploadNotFound }).min(1, csvMessages.uploadNotFound).max(300),
    user_fields: z
      .record(
        z.string().max(300),
        z.string().refine(isMappingTarget, { error: 'Unknown field in user_fields' }),
        { error: 'user_fields must map columns to fields' },
      )
      .refine((mapping) => Object.keys(mapping).length <= 300, { error: 'Too many columns' }),
    is_existing_people: flag('is_existing_people'),
    is_email_only: flag('is_email_only'),
    save_csv: flag('save_csv'),
    credentials_id: z.string().optional(),
    custom_fields: z
      .array(z.string().refine((value) => isMappingTarget(value), { error: 'Unknown custom field' }))
      .max(300)
      .optional(),
    workflow_id: z.uuid({ error: 'workflow_id must be a campaign id' }).optional(),
  },
  { error: 'Body must be a JSON object' },
);
export type ImportCsvInput = z.infer<typeof importCsvInput>;

/**
 * POST /workflows/upload_csv_file, a multipart form with the file as `file`. Anything else
 * in `file` (text, nothing) is the body's one message, as the upload has always answered.
 */
export const uploadCsvForm = z
  .object({
    file: z
      .file()
      .optional()
      .catch(undefined)
      .openapi({ type: 'string', format: 'binary', description: 'The CSV file (max 5 MB)' }),
  })
  .transform((form, context) => {
    if (form.file) return { file: form.file };
    context.addIssue({ code: 'custom', message: csvMessages.noFile, input: form });
    return z.NEVER;
  });

/** The import's id in the path (`/csv_imports/{id}`). */
export const importIdParams = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, description: 'The upload id' }),
});

/** What an upload found in the file, and the mapping we suggest for its columns. */
export const CsvUploadSchema = z
  .object({
    upload_id: z.string(),
    filename: z.string().openapi({ description: 'The name set_data_from_csv_file takes' }),
    original_name: z.string(),
    delimiter: z.string().openapi({ example: ',' }),
    headers: z.array(z.string()),
    row_count: z.number().int().openapi({ description: 'Data lines (the header line aside)' }),
    sample: z
      .array(z.record(z.string(), z.string()))
      .openapi({ description: 'The first 5 data lines, cells by header' }),
    suggested_mapping: z
      .record(z.string(), z.string())
      .openapi({ description: 'Header to field (first_name, …, profile_url, work_email, custom_field_N)' }),
  })
  .openapi('CsvUpload');
export type CsvUploadJson = z.infer<typeof CsvUploadSchema>;

/** Live progress of an import: the payload of `csv_import_progress` and of GET /workflows/csv_imports/{id}. */
export const CsvImportProgressSchema = z
  .object({
    upload_id: z.string(),
    workflow_id: z.string().nullable(),
    search_id: z.string().nullable(),
    status: z.enum(['uploaded', 'importing', 'done', 'failed']),
    total: z.number().int(),
    processed: z.number().int(),
    added: z.number().int(),
    refused: z.number().int(),
    error: z.string().nullable(),
  })
  .openapi('CsvImportProgress');
export type CsvImportProgressJson = z.infer<typeof CsvImportProgressSchema>;
