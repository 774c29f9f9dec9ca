import { urlSearchLinkTypes } from '@outreach/core/outreach';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { credentials } from './credentials';
import { spaceOwned } from './spaces';
import { workflows } from './workflows';
import { optionalRef, ownerRef, timestamps } from './columns';

/** spec: outreach §3 Search link types: those a user pastes a URL for, then API and CSV imports. */
export const searchLinkTypes = [...urlSearchLinkTypes, 'api', 'csv'] as const;
export type SearchLinkType = (typeof searchLinkTypes)[number];

/** spec: outreach §4 Search statuses. */
export const searchStatuses = [
  'new',
  'paused',
  'active',
  'failed',
  'finished',
  'stopped',
  'absent',
  'rerun',
] as const;
export type SearchStatus = (typeof searchStatuses)[number];

/**
 * Where a campaign's prospects come from (outreach §3 Search): a network search
 * or list URL, the API, or one CSV file. `customFieldsKeys` are the custom field
 * names the source brings (CSV custom columns).
 */
export const searches = pgTable(
  'searches',
  {
    ...spaceOwned(),
    workflowId: ownerRef('workflow_id', () => workflows.id),
    linkType: text('link_type', { enum: searchLinkTypes }).notNull(),
    /** The search URL; for CSV the file name; null for API. */
    url: text('url'),
    name: text('name').notNull().default(''),
    status: text('status', { enum: searchStatuses }).notNull().default('new'),
    customFieldsKeys: jsonb('custom_fields_keys').$type<string[]>().notNull().default([]),
    /** Rows read, prospects added, rows refused (duplicates, bad data, other workspace). */
    totalCount: integer('total_count').notNull().default(0),
    addedCount: integer('added_count').notNull().default(0),
    refusedCount: integer('refused_count').notNull().default(0),
    ...timestamps(),
  },
  (table) => [
    index('searches_workflow_idx').on(table.workflowId, table.createdAt),
    index('searches_space_idx').on(table.spaceId),
    // spec: outreach §5 "A search that already exists in a campaign is rejected".
    uniqueIndex('searches_workflow_url_unique').on(table.workflowId, table.linkType, table.url),
  ],
);

export type SearchRow = typeof searches.$inferSelect;

/** spec: outreach §4 CSV import: uploaded, then mapped and imported. */
export const csvUploadStatuses = ['uploaded', 'importing', 'done', 'failed'] as const;
export type CsvUploadStatus = (typeof csvUploadStatuses)[number];

/**
 * An uploaded CSV file (outreach §4 "upload a file, then map columns and submit"):
 * the text is kept so the import step re-reads it as a stream after the user maps
 * the columns; the counters are the live progress of that import.
 */
export const csvUploads = pgTable(
  'csv_uploads',
  {
    ...spaceOwned(),
    credentialId: optionalRef('credential_id', () => credentials.id),
    workflowId: optionalRef('workflow_id', () => workflows.id),
    searchId: optionalRef('search_id', () => searches.id),
    /** The name the import step refers to (`<upload id>.csv`, unique); `originalName` is the user's. */
    filename: text('filename').notNull(),
    originalName: text('original_name').notNull(),
    delimiter: text('delimiter').notNull().default(','),
    headers: jsonb('headers').$type<string[]>().notNull().default([]),
    rowCount: integer('row_count').notNull().default(0),
    /**
     * The file's records as parsed at upload, one JSON array of cells a line (header first): the
     * import streams them back without parsing the CSV a second time.
     */
    content: text('content').notNull(),
    status: text('status', { enum: csvUploadStatuses }).notNull().default('uploaded'),
    processedCount: integer('processed_count').notNull().default(0),
    addedCount: integer('added_count').notNull().default(0),
    refusedCount: integer('refused_count').notNull().default(0),
    error: text('error'),
    ...timestamps(),
  },
  (table) => [
    index('csv_uploads_space_idx').on(table.spaceId, table.createdAt),
    uniqueIndex('csv_uploads_space_filename_unique').on(table.spaceId, table.filename),
  ],
);

export type CsvUploadRow = typeof csvUploads.$inferSelect;
