import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import { type CsvUploadRow, csvUploads, prospects, searches, type WorkflowRow } from '../../db/schema';
import { AppError } from '../../errors';
import { serverEvents } from '../../realtime/events';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import { linkProspects, announceWorkflow, campaignJson, requireWorkflow } from '../workflows';
import { customFieldPattern, type MappedProspect, mapRecord } from './csv-columns';
import { type InsertedProspect, insertProspects } from './csv-insert';
import {
  type CsvImportProgressJson,
  csvBatchSize,
  csvMessages,
  type ImportCsvInput,
} from './csv-import.schema';
import { yieldToEventLoop } from './csv-reader';

function progressJson(row: CsvUploadRow): CsvImportProgressJson {
  return {
    upload_id: row.id,
    workflow_id: row.workflowId,
    search_id: row.searchId,
    status: row.status,
    total: row.rowCount,
    processed: row.processedCount,
    added: row.addedCount,
    refused: row.refusedCount,
    error: row.error,
  };
}

/** GET /workflows/csv_imports/{id}: the import's progress, for polling. */
export async function importProgress(scope: SpaceScope, id: string): Promise<CsvImportProgressJson> {
  const row = isUuid(id)
    ? (
        await scope.db
          .select()
          .from(csvUploads)
          .where(and(inSpace(csvUploads, scope), eq(csvUploads.id, id)))
      )[0]
    : undefined;
  if (!row) throw new AppError(404, csvMessages.importNotFound);
  return progressJson(row);
}

/**
 * The stored records (a JSON array a line), read back in one piece: Postgres keeps the text
 * compressed, and a slice of it (`substr`) decompresses everything before it, so reading a file
 * in slices cost as much again for each slice as the file did.
 */
async function* storedRecords(db: Db, uploadId: string): AsyncGenerator<string[]> {
  const [row] = await db
    .select({ content: csvUploads.content })
    .from(csvUploads)
    .where(eq(csvUploads.id, uploadId));
  const content = row?.content ?? '';
  for (let start = 0; start < content.length; ) {
    const newline = content.indexOf('\n', start);
    const end = newline < 0 ? content.length : newline;
    if (end > start) yield JSON.parse(content.slice(start, end)) as string[];
    start = end + 1;
  }
}

/** Batches written at once (on PGlite, with its one connection, they simply queue). */
const parallelBatches = 2;

/**
 * Rows a transaction writes: about a tenth of the file, so progress moves in steps a person
 * sees, between 500 and 5,000 (fewer, larger statements are what make an import fast).
 */
export function batchSizeFor(rowCount: number): number {
  return Math.min(5000, Math.max(csvBatchSize, Math.ceil(rowCount / 10)));
}

interface ImportState {
  processed: number;
  /** The highest `processed` a progress event carried. */
  announced: number;
  added: number;
  refused: number;
  seenProfiles: Set<string>;
  seenEmails: Set<string>;
  /** Batches insert without ON CONFLICT first (`insertProspects`) until one meets a taken key. */
  optimistic: boolean;
}

interface ImportPlan {
  scope: SpaceScope;
  upload: CsvUploadRow;
  workflow: WorkflowRow | null;
  searchId: string | null;
  columns: { index: number; target: string }[];
  includeExisting: boolean;
  emailOnly: boolean;
}

const hasEmail = (prospect: MappedProspect) => Boolean(prospect.workEmail ?? prospect.personalEmail);

/** The ids of the workspace's prospects that `rows` left out as known (the rows not in `inserted`). */
async function knownProspectIds(
  tx: Db,
  scope: SpaceScope,
  rows: readonly MappedProspect[],
  inserted: readonly InsertedProspect[],
): Promise<string[]> {
  const insertedProfiles = new Set(inserted.map((row) => row.profileKey).filter(Boolean));
  const insertedEmails = new Set(inserted.map((row) => row.emailKey).filter(Boolean));
  const known = rows.filter(
    (row) =>
      !(row.profileKey && insertedProfiles.has(row.profileKey)) &&
      !(row.emailKey && insertedEmails.has(row.emailKey)),
  );
  if (known.length === 0) return [];
  const profileKeys = known.map((row) => row.profileKey).filter((key): key is string => key !== null);
  const emailKeys = known.map((row) => row.emailKey).filter((key): key is string => key !== null);
  const matches = await tx
    .select({ id: prospects.id })
    .from(prospects)
    .where(
      and(
        inSpace(prospects, scope),
        or(
          profileKeys.length > 0 ? inArray(prospects.profileKey, profileKeys) : sql`false`,
          emailKeys.length > 0 ? inArray(prospects.emailKey, emailKeys) : sql`false`,
        ),
      ),
    );
  return [...new Set(matches.map((row) => row.id))];
}

/**
 * One batch, in one transaction: rows without a valid email or profile URL, rows
 * repeating an earlier row of the file, and (for an email-only campaign) rows without
 * an email are refused; new people are inserted (per-workspace unique keys, ON
 * CONFLICT DO NOTHING); people the workspace already has are linked only with
 * is_existing_people; then everyone goes into the campaign (linkProspects rules).
 */
async function importBatch(plan: ImportPlan, records: string[][], state: ImportState): Promise<void> {
  const { scope, upload } = plan;
  const rows: MappedProspect[] = [];
  let refused = 0;
  for (const record of records) {
    const mapped = mapRecord(record, plan.columns);
    const duplicate =
      mapped &&
      ((mapped.profileKey && state.seenProfiles.has(mapped.profileKey)) ||
        (mapped.emailKey && state.seenEmails.has(mapped.emailKey)));
    if (!mapped || duplicate || (plan.emailOnly && !hasEmail(mapped))) {
      refused += 1;
      continue;
    }
    if (mapped.profileKey) state.seenProfiles.add(mapped.profileKey);
    if (mapped.emailKey) state.seenEmails.add(mapped.emailKey);
    rows.push(mapped);
  }
  const now = scope.clock.now();
  let added = 0;
  let totals: { processed: number; added: number; refused: number } | undefined;
  await scope.db.transaction(async (tx) => {
    const campaign = plan.workflow ? { workflowId: plan.workflow.id, searchId: plan.searchId } : null;
    // People the workspace already has are looked up only when they are to join the campaign too.
    const joinKnown = Boolean(plan.workflow && plan.includeExisting);
    const { inserted, insertedCount, linked, conflicted } = await insertProspects(tx, rows, {
      spaceId: scope.spaceId,
      now,
      campaign,
      returnKeys: joinKnown,
      optimistic: state.optimistic,
    });
    // Once the workspace is seen to have some of the file's people, later batches expect more.
    if (conflicted) state.optimistic = false;
    const existingIds =
      joinKnown && insertedCount < rows.length ? await knownProspectIds(tx, scope, rows, inserted ?? []) : [];
    // spec: outreach §8 "Duplicate ... prospects are not added" unless the user asked to include existing people.
    // People created just now are in no campaign yet: they went in with the insert; known people
    // follow the campaign rules.
    added = plan.workflow ? linked : insertedCount;
    if (plan.workflow && plan.includeExisting && existingIds.length > 0) {
      const existing = await linkProspects(tx, plan.workflow, existingIds, { now, searchId: plan.searchId });
      added += existing.added;
    }
    refused += records.length - refused - added;
    // Counted in the database, under the upload row's lock: with two batches in flight the
    // second to commit adds to what the first wrote, and its totals are the later ones.
    const [counts] = await tx
      .update(csvUploads)
      .set({
        processedCount: sql`${csvUploads.processedCount} + ${records.length}`,
        addedCount: sql`${csvUploads.addedCount} + ${added}`,
        refusedCount: sql`${csvUploads.refusedCount} + ${refused}`,
        updatedAt: now,
      })
      .where(eq(csvUploads.id, upload.id))
      .returning({
        processed: csvUploads.processedCount,
        added: csvUploads.addedCount,
        refused: csvUploads.refusedCount,
      });
    if (!counts) throw new AppError(404, csvMessages.notCsv);
    totals = counts;
    if (plan.searchId) {
      await tx
        .update(searches)
        .set({
          totalCount: counts.processed,
          addedCount: counts.added,
          refusedCount: counts.refused,
          updatedAt: now,
        })
        .where(eq(searches.id, plan.searchId));
    }
  });
  state.processed += records.length;
  state.added += added;
  state.refused += refused;
  // Commits can finish out of order: the bar only ever moves forward.
  if (!totals || totals.processed <= state.announced) return;
  state.announced = totals.processed;
  scope.realtime.toSpace(scope.spaceId, serverEvents.csvImportProgress, {
    upload_id: upload.id,
    workflow_id: plan.workflow?.id ?? null,
    search_id: plan.searchId,
    status: 'importing',
    total: upload.rowCount,
    processed: totals.processed,
    added: totals.added,
    refused: totals.refused,
    error: null,
  } satisfies CsvImportProgressJson);
}

/** The mapping, checked against the file: known columns, and an email or profile URL column (outreach §4). */
function mappedColumns(upload: CsvUploadRow, input: ImportCsvInput) {
  const columns: { index: number; target: string }[] = [];
  const keep = input.custom_fields ? new Set(input.custom_fields) : undefined;
  for (const [header, target] of Object.entries(input.user_fields)) {
    const index = upload.headers.indexOf(header);
    if (index < 0) throw new AppError(400, `${csvMessages.unknownColumn}: ${header}`);
    if (customFieldPattern.test(target) && keep && !keep.has(target)) continue;
    columns.push({ index, target });
  }
  const targets = new Set(columns.map((column) => column.target));
  if (targets.size !== columns.length) throw new AppError(400, csvMessages.fieldTwice);
  if (!['profile_url', 'work_email', 'personal_email'].some((target) => targets.has(target))) {
    throw new AppError(400, csvMessages.missingLinkColumn);
  }
  return columns;
}

/**
 * POST /workflows/set_data_from_csv_file: imports an uploaded file with the user's
 * mapping, streaming its stored records in batches (`batchSizeFor`, one transaction each,
 * yielding to the event loop between them) and reporting `csv_import_progress` to
 * the workspace after every batch. With `workflow_id` the people join that campaign
 * through a `csv` search holding the counts. Answers when done; the same progress is
 * readable meanwhile at GET /workflows/csv_imports/{id}.
 */
export async function importCsv(scope: SpaceScope, input: ImportCsvInput): Promise<CsvImportProgressJson> {
  const [upload] = await scope.db
    .select()
    .from(csvUploads)
    .where(and(inSpace(csvUploads, scope), eq(csvUploads.filename, input.filename)));
  if (!upload) throw new AppError(404, csvMessages.uploadNotFound);
  const columns = mappedColumns(upload, input);
  const workflow = input.workflow_id ? await requireWorkflow(scope.db, scope, input.workflow_id) : null;
  const customKeys = [
    ...new Set(columns.map((column) => column.target).filter((target) => customFieldPattern.test(target))),
  ].sort((left, right) => Number(left.slice(13)) - Number(right.slice(13)));

  const now = scope.clock.now();
  const claimed = await claimUpload(scope, upload, workflow, now);

  const searchId = workflow ? await csvSearch(scope, upload, workflow, customKeys, now) : null;

  const plan: ImportPlan = {
    scope,
    upload: claimed,
    workflow,
    searchId,
    columns,
    includeExisting: input.is_existing_people,
    emailOnly: input.is_email_only || workflow?.isEmailOnly === true,
  };
  const state: ImportState = {
    processed: 0,
    announced: 0,
    added: 0,
    refused: 0,
    seenProfiles: new Set(),
    seenEmails: new Set(),
    optimistic: true,
  };
  await importBatches(plan, state, upload);

  if (state.added === 0) {
    // spec: outreach §8 "no accepted lines": nothing was added, so the empty source goes too.
    if (searchId) await scope.db.delete(searches).where(eq(searches.id, searchId));
    await scope.db
      .update(csvUploads)
      .set({
        status: 'failed',
        searchId: null,
        error: csvMessages.noAcceptedLines,
        updatedAt: scope.clock.now(),
      })
      .where(eq(csvUploads.id, upload.id));
    throw new AppError(400, csvMessages.noAcceptedLines);
  }
  const done = await finish(scope, upload.id, searchId, 'done', null);
  if (workflow) announceWorkflow(scope, await campaignJson(scope.db, workflow));
  return done;
}

/** Claims the upload: a second submit of the same file while (or after) it imports is refused. */
async function claimUpload(
  scope: SpaceScope,
  upload: CsvUploadRow,
  workflow: WorkflowRow | null,
  now: Date,
): Promise<CsvUploadRow> {
  const [claimed] = await scope.db
    .update(csvUploads)
    .set({
      status: 'importing',
      workflowId: workflow?.id ?? null,
      processedCount: 0,
      addedCount: 0,
      refusedCount: 0,
      error: null,
      updatedAt: now,
    })
    .where(and(eq(csvUploads.id, upload.id), inArray(csvUploads.status, ['uploaded', 'failed'])))
    .returning();
  if (!claimed) throw new AppError(400, csvMessages.alreadyImported);
  return claimed;
}

/** The campaign's `csv` search for the file (made once; a second import finds it), holding the counts. */
async function csvSearch(
  scope: SpaceScope,
  upload: CsvUploadRow,
  workflow: WorkflowRow,
  customKeys: string[],
  now: Date,
): Promise<string | null> {
  const [search] = await scope.db
    .insert(searches)
    .values({
      spaceId: scope.spaceId,
      workflowId: workflow.id,
      linkType: 'csv',
      url: upload.filename,
      name: upload.originalName,
      status: 'active',
      customFieldsKeys: customKeys,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: searches.id });
  const searchId =
    search?.id ??
    (
      await scope.db
        .select({ id: searches.id })
        .from(searches)
        .where(
          and(
            eq(searches.workflowId, workflow.id),
            eq(searches.linkType, 'csv'),
            eq(searches.url, upload.filename),
          ),
        )
    )[0]?.id ??
    null;
  await scope.db.update(csvUploads).set({ searchId }).where(eq(csvUploads.id, upload.id));
  return searchId;
}

/**
 * Streams the stored records in batches (`batchSizeFor`), two at a time, yielding to the event
 * loop between them; a failure marks the import failed (400 not a CSV unless it says otherwise).
 */
async function importBatches(plan: ImportPlan, state: ImportState, upload: CsvUploadRow): Promise<void> {
  // Two batches at a time: while Postgres writes one, the next is mapped and sent (each batch maps
  // and takes its rows out of the file's duplicates before its first await, so order holds).
  const running = new Set<Promise<void>>();
  let failure: unknown;
  const start = (records: string[][]) => {
    const batch: Promise<void> = importBatch(plan, records, state)
      .catch((error: unknown) => {
        failure ??= error;
      })
      .finally(() => running.delete(batch));
    running.add(batch);
  };
  try {
    const size = batchSizeFor(upload.rowCount);
    let header = true;
    let batch: string[][] = [];
    for await (const record of storedRecords(plan.scope.db, upload.id)) {
      if (header) {
        header = false;
        continue;
      }
      batch.push(record);
      if (batch.length >= size) {
        start(batch);
        batch = [];
        if (running.size >= parallelBatches) await Promise.race(running);
        if (failure) throw failure;
        await yieldToEventLoop();
      }
    }
    if (batch.length > 0) start(batch);
    await Promise.all(running);
    if (failure) throw failure;
  } catch (error) {
    await Promise.all(running);
    await finish(plan.scope, upload.id, plan.searchId, 'failed', csvMessages.notCsv);
    if (error instanceof AppError) throw error;
    throw new AppError(400, csvMessages.notCsv);
  }
}

async function finish(
  scope: SpaceScope,
  uploadId: string,
  searchId: string | null,
  status: 'done' | 'failed',
  error: string | null,
): Promise<CsvImportProgressJson> {
  const now = scope.clock.now();
  if (searchId) {
    await scope.db
      .update(searches)
      .set({ status: status === 'done' ? 'finished' : 'failed', updatedAt: now })
      .where(eq(searches.id, searchId));
  }
  const [row] = await scope.db
    .update(csvUploads)
    .set({ status, error, updatedAt: now })
    .where(eq(csvUploads.id, uploadId))
    .returning();
  if (!row) throw new AppError(404, csvMessages.importNotFound);
  const progress = progressJson(row);
  scope.realtime.toSpace(scope.spaceId, serverEvents.csvImportProgress, progress);
  return progress;
}
