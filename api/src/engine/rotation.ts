import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  type CampaignProspectRow,
  type CredentialRow,
  campaignProspects,
  credentials,
  workflowCredentials,
} from '../db/schema';

/**
 * Rotation (engine issue): a campaign has several senders (workflow_credentials);
 * a prospect gets one when it starts, the least loaded in that campaign (ties by
 * the campaign's sender order), and keeps it for the whole thread. When its
 * sender can no longer act (blocked, invalid, inactive, deleted) its pending and
 * active prospects move to another usable sender of the campaign, recorded in
 * `previous_credential_id` / `reassigned_at`; without one they wait
 * (`no_available_sender`).
 */

/** Only an active account acts (platform §4: blocked and deleted are shown as suspended). */
export function isUsableSender(credential: Pick<CredentialRow, 'status'> | null | undefined): boolean {
  return credential?.status === 'active';
}

export async function campaignSenders(db: Db, workflowId: string): Promise<CredentialRow[]> {
  const rows = await db
    .select({ credential: credentials })
    .from(workflowCredentials)
    .innerJoin(credentials, eq(credentials.id, workflowCredentials.credentialId))
    .where(eq(workflowCredentials.workflowId, workflowId))
    .orderBy(workflowCredentials.position);
  return rows.map((row) => row.credential);
}

/** The usable sender of the campaign with the fewest running prospects there, or null. */
export async function leastLoadedSender(
  db: Db,
  workflowId: string,
  exclude: readonly string[] = [],
): Promise<CredentialRow | null> {
  const senders = (await campaignSenders(db, workflowId)).filter(
    (sender) => isUsableSender(sender) && !exclude.includes(sender.id),
  );
  if (senders.length === 0) return null;
  if (senders.length === 1) return senders[0] ?? null;
  const loads = await db
    .select({ credentialId: campaignProspects.credentialId, total: sql<number>`count(*)::int` })
    .from(campaignProspects)
    .where(
      and(
        eq(campaignProspects.workflowId, workflowId),
        inArray(
          campaignProspects.credentialId,
          senders.map((sender) => sender.id),
        ),
        inArray(campaignProspects.state, ['pending', 'active', 'paused', 'campaign_paused']),
      ),
    )
    .groupBy(campaignProspects.credentialId);
  const load = new Map(loads.map((row) => [row.credentialId, Number(row.total)]));
  let best: CredentialRow | null = null;
  for (const sender of senders) {
    if (!best || (load.get(sender.id) ?? 0) < (load.get(best.id) ?? 0)) best = sender;
  }
  return best;
}

/**
 * The sender a prospect acts through now: its own when usable; else (first
 * start or its sender went unusable) another one, recorded on the row. Null =
 * no usable sender in the campaign. The caller holds the row's lock.
 */
export async function ensureSender(
  db: Db,
  cp: CampaignProspectRow,
  now: Date,
  known?: Map<string, CredentialRow>,
): Promise<{ cp: CampaignProspectRow; credential: CredentialRow | null }> {
  let current: CredentialRow | null = null;
  if (cp.credentialId) {
    current = known?.get(cp.credentialId) ?? null;
    if (!current) {
      const [row] = await db.select().from(credentials).where(eq(credentials.id, cp.credentialId));
      current = row ?? null;
      if (current) known?.set(current.id, current);
    }
  }
  if (isUsableSender(current)) return { cp, credential: current };
  const replacement = await leastLoadedSender(db, cp.workflowId, cp.credentialId ? [cp.credentialId] : []);
  if (!replacement) return { cp, credential: null };
  const moved = cp.credentialId !== null;
  const [row] = await db
    .update(campaignProspects)
    .set({
      credentialId: replacement.id,
      ...(moved ? { previousCredentialId: cp.credentialId, reassignedAt: now } : {}),
      updatedAt: now,
    })
    .where(eq(campaignProspects.id, cp.id))
    .returning();
  known?.set(replacement.id, replacement);
  return { cp: row ?? cp, credential: replacement };
}

/** A prospect's sender as `planSenders` settled it: `moved` when it replaces an unusable one. */
export interface PlannedSender {
  credential: CredentialRow | null;
  values: Partial<CampaignProspectRow>;
}

/** Adds to `known` the senders the rows name that it does not hold yet (one query). */
async function loadNamedSenders(
  db: Db,
  rows: readonly CampaignProspectRow[],
  known: Map<string, CredentialRow>,
): Promise<void> {
  const unknown = [
    ...new Set(rows.map((cp) => cp.credentialId).filter((id): id is string => id !== null && !known.has(id))),
  ];
  if (unknown.length === 0) return;
  for (const row of await db.select().from(credentials).where(inArray(credentials.id, unknown)))
    known.set(row.id, row);
}

/** The usable senders of each campaign, in the campaign's sender order. */
async function usableSendersOf(db: Db, workflowIds: string[]): Promise<Map<string, CredentialRow[]>> {
  const senderRows = await db
    .select({ workflowId: workflowCredentials.workflowId, credential: credentials })
    .from(workflowCredentials)
    .innerJoin(credentials, eq(credentials.id, workflowCredentials.credentialId))
    .where(inArray(workflowCredentials.workflowId, workflowIds))
    .orderBy(workflowCredentials.workflowId, workflowCredentials.position);
  const sendersOf = new Map<string, CredentialRow[]>();
  for (const row of senderRows) {
    if (!isUsableSender(row.credential)) continue;
    sendersOf.set(row.workflowId, [...(sendersOf.get(row.workflowId) ?? []), row.credential]);
  }
  return sendersOf;
}

const loadKey = (workflowId: string, credentialId: string) => `${workflowId}:${credentialId}`;

/**
 * How many prospects in the sequence each sender has in each campaign (by `loadKey`), for the
 * campaigns with more than one sender to choose from.
 */
async function senderLoads(
  db: Db,
  workflowIds: string[],
  sendersOf: Map<string, CredentialRow[]>,
): Promise<Map<string, number>> {
  const load = new Map<string, number>();
  const shared = workflowIds.filter((id) => (sendersOf.get(id)?.length ?? 0) > 1);
  if (shared.length === 0) return load;
  const loads = await db
    .select({
      workflowId: campaignProspects.workflowId,
      credentialId: campaignProspects.credentialId,
      total: sql<number>`count(*)::int`,
    })
    .from(campaignProspects)
    .where(
      and(
        inArray(campaignProspects.workflowId, shared),
        inArray(campaignProspects.state, ['pending', 'active', 'paused', 'campaign_paused']),
      ),
    )
    .groupBy(campaignProspects.workflowId, campaignProspects.credentialId);
  for (const row of loads)
    if (row.credentialId) load.set(loadKey(row.workflowId, row.credentialId), Number(row.total));
  return load;
}

/** The campaign's least loaded usable sender other than the prospect's own (ties: sender order). */
function leastLoaded(
  cp: CampaignProspectRow,
  senders: readonly CredentialRow[],
  load: Map<string, number>,
): CredentialRow | null {
  let best: CredentialRow | null = null;
  for (const sender of senders) {
    if (sender.id === cp.credentialId) continue;
    const count = load.get(loadKey(cp.workflowId, sender.id)) ?? 0;
    if (!best || count < (load.get(loadKey(cp.workflowId, best.id)) ?? 0)) best = sender;
  }
  return best;
}

/**
 * `ensureSender` for a batch of locked prospects in three queries, whatever their number: the
 * senders they name, every campaign's senders, and the campaigns' loads. A prospect whose own
 * sender is usable keeps it; any other gets the least loaded usable sender of its campaign (ties by
 * the campaign's sender order), counting the ones given out in this batch. `values` are what to
 * write on the prospect's row (nothing when it keeps its sender).
 */
export async function planSenders(
  db: Db,
  rows: readonly CampaignProspectRow[],
  now: Date,
  known: Map<string, CredentialRow>,
): Promise<Map<string, PlannedSender>> {
  const plan = new Map<string, PlannedSender>();
  await loadNamedSenders(db, rows, known);
  const needing: CampaignProspectRow[] = [];
  for (const cp of rows) {
    const current = cp.credentialId ? (known.get(cp.credentialId) ?? null) : null;
    if (isUsableSender(current)) plan.set(cp.id, { credential: current, values: {} });
    else needing.push(cp);
  }
  if (needing.length === 0) return plan;

  const workflowIds = [...new Set(needing.map((cp) => cp.workflowId))];
  const sendersOf = await usableSendersOf(db, workflowIds);
  const load = await senderLoads(db, workflowIds, sendersOf);
  for (const cp of needing) {
    const best = leastLoaded(cp, sendersOf.get(cp.workflowId) ?? [], load);
    if (!best) {
      plan.set(cp.id, { credential: null, values: {} });
      continue;
    }
    const key = loadKey(cp.workflowId, best.id);
    load.set(key, (load.get(key) ?? 0) + 1);
    known.set(best.id, best);
    const moved = cp.credentialId !== null;
    plan.set(cp.id, {
      credential: best,
      values: {
        credentialId: best.id,
        ...(moved ? { previousCredentialId: cp.credentialId, reassignedAt: now } : {}),
        updatedAt: now,
      },
    });
  }
  return plan;
}

/**
 * A sender went unusable: move its pending and active prospects in every
 * campaign now (the credentials module may call this on a status change; the
 * scheduler also does it lazily when such a prospect is due). Returns how many moved.
 */
export async function rotateAwayFrom(db: Db, credentialId: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(campaignProspects)
      .where(
        and(
          eq(campaignProspects.credentialId, credentialId),
          inArray(campaignProspects.state, ['pending', 'active']),
        ),
      )
      .for('update', { skipLocked: true });
    let moved = 0;
    for (const row of rows) {
      const result = await ensureSender(tx, row, now);
      if (result.credential && result.credential.id !== credentialId) moved += 1;
    }
    return moved;
  });
}
