import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The reports' rollups (report_daily, report_steps, report_steps_monthly, report_hours,
 * report_campaign_hours), campaign_prospects.report_flags and prospects.report_status are kept by
 * the triggers of migrations 0015 and 0016 (docs/decisions.md
 * "Reports rollups"); `report_counts_recompute(space)` there is the one definition of every series
 * from the rows, and `report_rollups_rebuild(space)` fills the rollups from it. These read and
 * apply them. Since migration 0018 the triggers only append to a change log, which
 * `foldReportChanges` adds to the rollups and statuses (the engine every two seconds, each report
 * read before it reads).
 */
export interface ReportCountKey {
  rollup: string;
  day: string;
  hour: number | null;
  series: string;
  workflowId: string | null;
  stepId: string | null;
  credentialId: string | null;
  userId: string | null;
  variant: string | null;
  count: number;
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}

/** Each rollup and its key (the columns it keeps besides space and day); absent ones read null. */
const rollups: { table: string; key: string[]; day?: string }[] = [
  { table: 'report_daily', key: ['series', 'workflow_id', 'credential_id', 'user_id'] },
  {
    table: 'report_steps',
    key: ['series', 'workflow_id', 'step_id', 'credential_id', 'user_id', 'variant'],
  },
  {
    table: 'report_steps_monthly',
    key: ['series', 'workflow_id', 'step_id', 'credential_id', 'user_id', 'variant'],
    day: "date_trunc('month', day)::date",
  },
  { table: 'report_hours', key: ['hour', 'series'] },
  { table: 'report_campaign_hours', key: ['hour', 'series', 'workflow_id', 'credential_id', 'user_id'] },
];

const aliases: Record<string, string> = {
  hour: 'hour::int as "hour"',
  series: 'series',
  workflow_id: 'workflow_id as "workflowId"',
  step_id: 'step_id as "stepId"',
  credential_id: 'credential_id as "credentialId"',
  user_id: 'user_id as "userId"',
  variant: 'variant',
};
const nulls: Record<string, string> = {
  hour: 'null::int as "hour"',
  workflow_id: 'null::uuid as "workflowId"',
  step_id: 'null::uuid as "stepId"',
  credential_id: 'null::uuid as "credentialId"',
  user_id: 'null::uuid as "userId"',
  variant: 'null::text as "variant"',
};

function columnsOf(rollup: { key: string[] }) {
  return sql.raw(
    Object.keys(aliases)
      .map((column) => (rollup.key.includes(column) ? aliases[column] : nulls[column]) as string)
      .join(', '),
  );
}

const order = sql.raw(`order by rollup, day, hour nulls first, series, "workflowId" nulls first,
  "stepId" nulls first, "credentialId" nulls first, "userId" nulls first, variant nulls first`);

/** The workspace's counters as kept (zeros left out), in a stable order. */
export async function storedReportCounts(db: Db, spaceId: string): Promise<ReportCountKey[]> {
  const parts = rollups.map(
    (
      rollup,
    ) => sql`select ${sql.raw(`'${rollup.table}'::text`)} as rollup, day::text as "day", ${columnsOf(rollup)}, count::int as "count"
      from ${sql.raw(rollup.table)} where space_id = ${spaceId}::uuid and count <> 0`,
  );
  return rowsOf<ReportCountKey>(await db.execute(sql`${sql.join(parts, sql` union all `)} ${order}`));
}

/** The workspace's counters recomputed from the rows (step executions, messages, prospects, labels). */
export async function recomputedReportCounts(db: Db, spaceId: string): Promise<ReportCountKey[]> {
  const parts = rollups.map(
    (
      rollup,
    ) => sql`select ${sql.raw(`'${rollup.table}'::text`)} as rollup, ${sql.raw(rollup.day ?? 'day')}::text as "day",
      ${columnsOf(rollup)}, sum(count)::int as "count" from events
      group by ${sql.raw([rollup.day ?? 'day', ...rollup.key].join(', '))} having sum(count) <> 0`,
  );
  return rowsOf<ReportCountKey>(
    await db.execute(
      sql`with events as materialized (select * from report_counts_recompute(${spaceId}::uuid))
        ${sql.join(parts, sql` union all `)} ${order}`,
    ),
  );
}

/** Changes one fold takes at most from each log (a batch of the engine's job). */
export const reportFoldBatch = 50_000;
/**
 * Changes a report read folds first, at most: enough for what one user just did, small enough that
 * a read after a bulk load does not wait for it (the job catches up within seconds).
 */
export const reportReadFoldBatch = 5_000;

/**
 * Adds up to `limit` logged changes of each log to the rollups and recomputes the statuses they
 * mark, in one transaction; returns how many it took, or -1 when another fold is running (this one
 * then does nothing rather than wait: the other one commits within moments).
 */
export async function foldReportChanges(db: Db, limit = reportFoldBatch): Promise<number> {
  const [row] = rowsOf<{ taken: number }>(
    await db.execute(sql`select report_changes_fold(${limit}::int) as taken`),
  );
  return Number(row?.taken ?? 0);
}

/**
 * Folds batch after batch until what was logged is in (a batch less than full: each log is drained,
 * but for the prospects other transactions held); false if another fold held the logs.
 */
export async function foldAllReportChanges(db: Db): Promise<boolean> {
  for (;;) {
    const taken = await foldReportChanges(db);
    if (taken < 0) return false;
    if (taken < reportFoldBatch) return true;
  }
}

/** Replaces the workspace's counters and flags by their recomputation (repair, or after a bulk load). */
export async function rebuildReportCounts(db: Db, spaceId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select report_rollups_rebuild(${spaceId}::uuid)`);
  });
}

/** The workspace's prospects whose kept report_status differs from its recomputation (none, when the triggers are right). */
export async function driftedProspectStatuses(
  db: Db,
  spaceId: string,
): Promise<{ id: string; kept: string; recomputed: string }[]> {
  return rowsOf(
    await db.execute(sql`select p.id::text as id, p.report_status as kept, report_prospect_status(p) as recomputed
      from prospects p where p.space_id = ${spaceId}::uuid and p.report_status <> report_prospect_status(p)`),
  );
}
