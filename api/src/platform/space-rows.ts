import { and, count, countDistinct, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { isUuid } from '../db/ids';
import { workflowSteps, workflows } from '../db/schema';
import { AppError } from '../errors';
import { inSpace, type SpaceScope } from './tenancy';

/** A workspace-owned table with a uuid id and a creation time (videos, voicemails). */
type SpaceTable = PgTable & { id: PgColumn; spaceId: PgColumn; createdAt: PgColumn };

/** Where a page starts and how long it is. */
export interface PageWindow {
  offset: number;
  limit: number;
}

/**
 * A page of the workspace's rows of `table`, newest first (id breaks ties), each as `toJson`
 * gives it, with how many there are in all: the library lists (videos, voicemails).
 */
export async function pageInSpace<Row, Json>(
  scope: SpaceScope,
  table: SpaceTable,
  fields: SelectedFields,
  page: PageWindow,
  toJson: (row: Row) => Json,
): Promise<{ items: Json[]; total: number } & PageWindow> {
  const [rows, totals] = await Promise.all([
    scope.db
      .select(fields)
      .from(table)
      .where(inSpace(table, scope))
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(page.limit)
      .offset(page.offset),
    scope.db.select({ total: count() }).from(table).where(inSpace(table, scope)),
  ]);
  return {
    items: (rows as Row[]).map(toJson),
    total: Number(totals[0]?.total ?? 0),
    offset: page.offset,
    limit: page.limit,
  };
}

/** The workspace's row of `table` with this id, or a 404 with `notFound` (also for an id that is no uuid). */
export async function findInSpace<Row>(
  scope: Pick<SpaceScope, 'db' | 'spaceId'>,
  table: SpaceTable,
  fields: SelectedFields,
  id: string,
  notFound: string,
): Promise<Row> {
  if (!isUuid(id)) throw new AppError(404, notFound);
  const [row] = await scope.db
    .select(fields)
    .from(table)
    .where(and(inSpace(table, scope), eq(table.id, id)));
  if (!row) throw new AppError(404, notFound);
  return row as Row;
}

/**
 * How many of the workspace's campaigns (not deleted) have a live step matching every one of `step`: how the
 * library (videos, voicemails) tells that an item is in use.
 */
export async function campaignsUsing(scope: SpaceScope, ...step: SQL[]): Promise<number> {
  const [result] = await scope.db
    .select({ n: countDistinct(workflowSteps.workflowId) })
    .from(workflowSteps)
    .innerJoin(workflows, eq(workflows.id, workflowSteps.workflowId))
    .where(
      and(
        eq(workflowSteps.spaceId, scope.spaceId),
        ...step,
        isNull(workflowSteps.removedAt),
        sql`${workflows.status} <> 'deleted'`,
      ),
    );
  return Number(result?.n ?? 0);
}
