import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { type CampaignProspectRow, campaignProspects, type StepExecutionRow } from '../db/schema';

/**
 * The engine's hot path writes a batch of rows with one statement per table:
 * `UPDATE … FROM jsonb_to_recordset($1)`, the rows passed as one JSON
 * parameter (works the same on Postgres and PGlite). The caller holds the rows'
 * locks and passes every mutable column, so a row is written back whole.
 *
 * Each update also names its rows as `id = any($ids::uuid[])`: the planner then finds them
 * through the primary key. Joined to the JSON rows alone (which it guesses at 100) it reads
 * the whole table once a table has some thousands of rows, and every batch grows with it.
 */

/**
 * `column = any($ids::uuid[])`: a batch's ids as one parameter (an array literal; uuids need no
 * quoting). drizzle's `inArray` binds (and builds) one parameter per id, which for the engine's
 * 200-row batches cost more than the query. `column` may be an alias (`sql\`cp.id\``).
 */
export function idIn(column: AnyPgColumn | SQL, ids: readonly string[]): SQL {
  return sql`${column} = any(${`{${ids.join(',')}}`}::uuid[])`;
}

/** A new execution (a claimed step), as the insert names its columns. */
export interface ExecutionInsert {
  space_id: string;
  workflow_id: string;
  campaign_prospect_id: string;
  step_id: string;
  step_key: string;
  credential_id: string;
  idempotency_key: string;
  action_kind: string;
  /** The claiming process (engine_workers.id); null when the caller is no engine process (tests). */
  worker_id: string | null;
}

/**
 * Inserts claimed executions as `scheduled` at `now`; a key already taken is left out (ON
 * CONFLICT DO NOTHING: the idempotency key is the claim). Answers the rows inserted.
 */
export async function insertExecutions(
  db: Db,
  rows: ExecutionInsert[],
  now: Date,
): Promise<{ id: string; campaignProspectId: string }[]> {
  if (rows.length === 0) return [];
  const result = await db.execute(sql`
    insert into step_executions (id, space_id, workflow_id, campaign_prospect_id, step_id, step_key,
      credential_id, idempotency_key, action_kind, worker_id, status, scheduled_at)
    select gen_random_uuid(), v.space_id, v.workflow_id, v.campaign_prospect_id, v.step_id, v.step_key,
      v.credential_id, v.idempotency_key, v.action_kind, v.worker_id, 'scheduled', ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(
      space_id uuid, workflow_id uuid, campaign_prospect_id uuid, step_id uuid, step_key text,
      credential_id uuid, idempotency_key text, action_kind text, worker_id uuid)
    on conflict do nothing
    returning id, campaign_prospect_id`);
  const returned = Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
  return (returned as { id: string; campaign_prospect_id: string }[]).map((row) => ({
    id: row.id,
    campaignProspectId: row.campaign_prospect_id,
  }));
}

/**
 * The claim's lease on campaign prospects (the scheduler holds their locks): due again at
 * `until` if the step's job is lost, no wait reason. Only ids travel: every row gets the same values.
 */
export async function leaseCampaignProspects(db: Db, ids: string[], until: Date, now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(leaseStatement(ids, until, now));
}

export function leaseStatement(ids: string[], until: Date, now: Date): SQL {
  return sql`
    update campaign_prospects set next_step_at = ${until.toISOString()}::timestamptz, wait_reason = null,
      updated_at = ${now.toISOString()}::timestamptz
    where ${idIn(campaignProspects.id, ids)}`;
}

/** The mutable columns of a step execution, as the statement names them. */
export interface ExecutionWrite {
  id: string;
  status: StepExecutionRow['status'];
  outcome: StepExecutionRow['outcome'];
  skip_reason: string | null;
  wait_reason: string | null;
  error: string | null;
  detail: Record<string, unknown>;
  started_at: Date | null;
  finished_at: Date | null;
}

export function executionColumns(row: StepExecutionRow): ExecutionWrite {
  return {
    id: row.id,
    status: row.status,
    outcome: row.outcome,
    skip_reason: row.skipReason,
    wait_reason: row.waitReason,
    error: row.error,
    detail: row.detail,
    started_at: row.startedAt,
    finished_at: row.finishedAt,
  };
}

export async function writeExecutions(db: Db, rows: ExecutionWrite[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(executionsStatement(rows));
}

export function executionsStatement(rows: ExecutionWrite[]): SQL {
  return sql`
    update step_executions as e set
      status = v.status, outcome = v.outcome, skip_reason = v.skip_reason,
      wait_reason = v.wait_reason, error = v.error, detail = v.detail,
      started_at = v.started_at, finished_at = v.finished_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(
      id uuid, status text, outcome text, skip_reason text, wait_reason text, error text,
      detail jsonb, started_at timestamptz, finished_at timestamptz)
    where e.id = v.id and ${idIn(
      sql`e.id`,
      rows.map((row) => row.id),
    )}`;
}

/** Writes back whole campaign-prospect rows (every column the engine moves). */
export async function writeCampaignProspects(db: Db, rows: CampaignProspectRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(campaignProspectsStatement(rows));
}

export function campaignProspectsStatement(rows: CampaignProspectRow[]): SQL {
  const values = rows.map((row) => ({
    id: row.id,
    state: row.state,
    pause_reason: row.pauseReason,
    credential_id: row.credentialId,
    current_step_key: row.currentStepKey,
    next_step_at: row.nextStepAt,
    wait_reason: row.waitReason,
    approval_state: row.approvalState,
    progress_revision: row.progressRevision,
    previous_credential_id: row.previousCredentialId,
    reassigned_at: row.reassignedAt,
    started_at: row.startedAt,
    updated_at: row.updatedAt,
  }));
  return sql`
    update campaign_prospects as cp set
      state = v.state, pause_reason = v.pause_reason, credential_id = v.credential_id,
      current_step_key = v.current_step_key, next_step_at = v.next_step_at,
      wait_reason = v.wait_reason, approval_state = v.approval_state,
      progress_revision = v.progress_revision, previous_credential_id = v.previous_credential_id,
      reassigned_at = v.reassigned_at, started_at = v.started_at, updated_at = v.updated_at
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(
      id uuid, state text, pause_reason text, credential_id uuid, current_step_key text,
      next_step_at timestamptz, wait_reason text, approval_state text, progress_revision int,
      previous_credential_id uuid, reassigned_at timestamptz, started_at timestamptz,
      updated_at timestamptz)
    where cp.id = v.id and ${idIn(
      sql`cp.id`,
      rows.map((row) => row.id),
    )}`;
}
