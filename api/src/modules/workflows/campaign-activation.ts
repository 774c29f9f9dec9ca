import { and, eq, sql } from 'drizzle-orm';
import { campaignProspects, workflows } from '../../db/schema';
import type { EngineDeps } from '../../engine/contracts';
import { firstStep, loadSteps } from '../../engine/progression';

/**
 * The campaign's start and pause rules (spec outreach §4), with the campaign module that changes
 * its status (workflow-actions.ts), not in the engine: the engine only runs the prospects these
 * rules make active.
 */

/**
 * spec: outreach §4, a campaign is started or resumed (C1 calls this in the
 * status transaction, with `deps.db` = that transaction): its paused prospects
 * go on where they stood, its pending ones start now, each with a sender from
 * the campaign's senders in turn, at the first step.
 */
export async function activateCampaign(
  deps: Pick<EngineDeps, 'db' | 'clock'>,
  workflowId: string,
): Promise<void> {
  const now = deps.clock.now();
  const db = deps.db;
  const [workflow] = await db.select().from(workflows).where(eq(workflows.id, workflowId));
  if (!workflow) return;
  // Lock the rows this start changes in id order first, the order the engine locks them in when it
  // completes steps, so the two never wait on each other in a cycle (40P01).
  await db.execute(sql`
    select id from campaign_prospects
    where workflow_id = ${workflowId} and state in ('campaign_paused', 'pending')
    order by id
    for update
  `);
  await db
    .update(campaignProspects)
    .set({
      state: 'active',
      nextStepAt: sql`coalesce(${campaignProspects.nextStepAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(and(eq(campaignProspects.workflowId, workflowId), eq(campaignProspects.state, 'campaign_paused')));
  const first = firstStep(await loadSteps(db, workflowId), workflow);
  // Round robin over the usable senders, in the campaign's order, for those without one.
  await db.execute(sql`
    with senders as (
      select wc.credential_id, row_number() over (order by wc.position, wc.credential_id) - 1 as idx
      from workflow_credentials wc join credentials c on c.id = wc.credential_id
      where wc.workflow_id = ${workflowId} and c.status = 'active'
    ),
    total as (select count(*)::int as n from senders),
    waiting as (
      select id, row_number() over (order by created_at, id) - 1 as rn
      from campaign_prospects where workflow_id = ${workflowId} and state = 'pending'
    )
    update campaign_prospects cp set
      state = 'active',
      credential_id = coalesce(cp.credential_id,
        (select s.credential_id from senders s, total t where t.n > 0 and s.idx = waiting.rn % t.n)),
      current_step_key = ${first?.key ?? null},
      next_step_at = ${now.toISOString()}::timestamptz,
      approval_state = ${first?.requiresApproval ? 'awaiting_approval' : null},
      progress_revision = ${workflow.revision},
      started_at = ${now.toISOString()}::timestamptz,
      updated_at = ${now.toISOString()}::timestamptz
    from waiting
    where cp.id = waiting.id and cp.state = 'pending'
  `);
}

/** spec: outreach §4 "campaign paused": running prospects wait for the resume. */
export async function pauseCampaign(
  deps: Pick<EngineDeps, 'db' | 'clock'>,
  workflowId: string,
): Promise<void> {
  await deps.db
    .update(campaignProspects)
    .set({ state: 'campaign_paused', updatedAt: deps.clock.now() })
    .where(and(eq(campaignProspects.workflowId, workflowId), eq(campaignProspects.state, 'active')));
}
