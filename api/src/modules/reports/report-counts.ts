import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reportCounts } from '../../db/schema';

/**
 * The reports' rollup `report_counts` is kept by the triggers of migration 0015 (docs/decisions.md
 * "Reports rollups"); `report_counts_recompute(space)` there is the one definition of every
 * series from the rows. These two read and apply it.
 */
export interface ReportCountKey {
  day: string;
  hour: number;
  series: string;
  workflowId: string | null;
  stepId: string | null;
  credentialId: string | null;
  userId: string | null;
  variant: string;
  count: number;
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}

const keyColumns = sql`day::text as "day", hour::int as "hour", series, workflow_id as "workflowId",
  step_id as "stepId", credential_id as "credentialId", user_id as "userId", variant, count::int as "count"`;
const keyOrder = sql`order by day, hour, series, workflow_id nulls first, step_id nulls first,
  credential_id nulls first, user_id nulls first, variant`;

/** The workspace's counters as kept (zeros left out), in a stable order. */
export async function storedReportCounts(db: Db, spaceId: string): Promise<ReportCountKey[]> {
  return rowsOf<ReportCountKey>(
    await db.execute(
      sql`select ${keyColumns} from report_counts where space_id = ${spaceId} and count <> 0 ${keyOrder}`,
    ),
  );
}

/** The workspace's counters recomputed from the rows (step executions, messages, prospects, labels). */
export async function recomputedReportCounts(db: Db, spaceId: string): Promise<ReportCountKey[]> {
  return rowsOf<ReportCountKey>(
    await db.execute(
      sql`select ${keyColumns} from report_counts_recompute(${spaceId}::uuid) where count <> 0 ${keyOrder}`,
    ),
  );
}

/** Replaces the workspace's counters by their recomputation (repair, or after a bulk load). */
export async function rebuildReportCounts(db: Db, spaceId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(reportCounts).where(eq(reportCounts.spaceId, spaceId));
    await tx.execute(sql`insert into report_counts
      (space_id, day, hour, series, workflow_id, step_id, credential_id, user_id, variant, count)
      select * from report_counts_recompute(${spaceId}::uuid)`);
  });
}
