import type { ApiBody } from '@outreach/core/contract';
import {
  type CsvError,
  type CsvUpload,
  customField,
  customFieldPattern,
  linkFields,
  maxCsvBytes,
  skipColumn,
} from './csv-import.types';

/** Header → field ('' = skip): the server's suggestion, each header present. */
export function initialMapping(upload: CsvUpload): Record<string, string> {
  return Object.fromEntries(
    upload.headers.map((header) => [header, upload.suggested_mapping[header] ?? skipColumn]),
  );
}

/** The file a user picked, checked before upload (the server checks again). */
export function fileError(file: File | null | undefined): CsvError | null {
  if (!file) return 'noFile';
  if (file.size > maxCsvBytes) return 'tooLarge';
  return null;
}

/** What is wrong with a mapping before submit, or null. */
export function mappingError(mapping: Record<string, string>): CsvError | null {
  const chosen = Object.values(mapping).filter((field) => field !== skipColumn);
  // spec: outreach §5 "CSV: must contain a link column"; §4 "a chosen email or profile URL column is required".
  if (!chosen.some((field) => (linkFields as readonly string[]).includes(field))) return 'missingLinkColumn';
  if (new Set(chosen).size !== chosen.length) return 'fieldTwice';
  return null;
}

/** Numbered custom fields offered for a file: one per column, so every column can be kept. */
export function customFieldsFor(headers: readonly string[]): string[] {
  return headers.map((_, index) => customField(index + 1));
}

export type ImportBody = ApiBody<'post', '/workflows/set_data_from_csv_file'>;

/** POST /workflows/set_data_from_csv_file (outreach §7): skipped columns are left out. */
export function importBody(
  upload: CsvUpload,
  mapping: Record<string, string>,
  options: {
    workflowId: string;
    isExistingPeople: boolean;
    isEmailOnly: boolean;
    credentialId?: string | null;
  },
): ImportBody {
  const userFields = Object.fromEntries(Object.entries(mapping).filter(([, field]) => field !== skipColumn));
  return {
    filename: upload.filename,
    user_fields: userFields,
    custom_fields: Object.values(userFields).filter((field) => customFieldPattern.test(field)),
    is_existing_people: options.isExistingPeople,
    is_email_only: options.isEmailOnly,
    ...(options.credentialId ? { credentials_id: options.credentialId } : {}),
    workflow_id: options.workflowId,
  };
}

/** 0-100, for the progress bar. */
/**
 * The progress to keep when another report of the same import arrives: the socket's events and
 * the polled GET can cross (a GET sent before the last event answers after it), and an import
 * never goes back. A finished import stays finished; otherwise the further one wins (ties: the
 * newer report).
 */
export function laterProgress<T extends { processed: number; status: string }>(
  current: T | undefined,
  incoming: T,
): T {
  if (!current) return incoming;
  const ended = (progress: T) => progress.status === 'done' || progress.status === 'failed';
  if (ended(current)) return current;
  if (ended(incoming)) return incoming;
  return incoming.processed >= current.processed ? incoming : current;
}

export function percentDone(progress: { total: number; processed: number; status: string }): number {
  if (progress.status === 'done') return 100;
  if (progress.total <= 0) return 0;
  return Math.min(100, Math.round((progress.processed * 100) / progress.total));
}
