import type { ApiSchema } from '@outreach/core/contract';
import type { CsvField } from '@outreach/core/outreach';

/** POST /workflows/upload_csv_file's answer: the header line, a sample and the suggested mapping. */
export type CsvUpload = ApiSchema<'CsvUpload'>;

/** Live progress of an import: `csv_import_progress` and GET /workflows/csv_imports/{id}. */
export type CsvImportProgress = ApiSchema<'CsvImportProgress'>;

/** spec: outreach §9 "CSV max 5MB". */
export const maxCsvBytes = 5 * 1024 * 1024;

/** spec: outreach §3 CSV columns, in the spec's order (the API maps to the same list). */
export { type CsvField, csvFields } from '@outreach/core/outreach';

/** spec: outreach §4 "a chosen email or profile URL column is required". */
export const linkFields: readonly CsvField[] = ['profile_url', 'work_email', 'personal_email'];

/** A column left out of the import. */
export const skipColumn = '';

export const customFieldPattern = /^custom_field_([1-9]\d{0,2})$/;
export const customField = (number: number) => `custom_field_${number}`;

/**
 * The CSV messages of outreach §5 and §8, worded as the API words them (csv-import.schema.ts),
 * so the page says the same thing whether it or the server catches the problem.
 */
export const csvErrors = ['noFile', 'tooLarge', 'missingLinkColumn', 'fieldTwice'] as const;
export type CsvError = (typeof csvErrors)[number];
