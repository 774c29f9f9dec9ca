/** Pushing prospects (and deals) to the connected CRM, the queued pushes, and the reload. */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { crmPushes, prospects, type ProspectRow } from '../../db/schema';
import { crmConnections, crmLinks } from '../../db/schema/crm-connections';
import { AppError } from '../../errors';
import type { CrmAdapter } from '../../providers/crm/crm-adapter';
import { type CrmSyncResultJson, maxPushBatch } from './crm-sync.schema';
import { type CrmSyncContext, withCrm } from './crm-connection';

/** The address a contact is found by: work email first, then the found one, then the personal one. */
function emailOf(prospect: ProspectRow): string | null {
  return (
    (prospect.workEmail || prospect.enrichedEmail || prospect.personalEmail || '').trim().toLowerCase() ||
    null
  );
}

interface PushTally {
  pushed: number;
  withoutEmail: number;
  dealsCreated: number;
}

/** Upserts the prospect's contact by email and links it; with `withDeal`, one deal per prospect. */
async function pushProspect(
  context: CrmSyncContext,
  crm: CrmAdapter,
  prospect: ProspectRow,
  withDeal: boolean,
  tally: PushTally,
): Promise<boolean> {
  const email = emailOf(prospect);
  if (!email) {
    tally.withoutEmail += 1;
    return false;
  }
  const contact = await crm.upsertContact({
    email,
    firstName: prospect.firstName,
    lastName: prospect.lastName,
    company: prospect.companyName,
    jobTitle: prospect.position,
    phone: prospect.phone,
  });
  const now = context.scope.clock.now();
  await link(context, 'prospect', prospect.id, contact.id, now);
  tally.pushed += 1;
  if (!withDeal) return true;
  const [existing] = await context.scope.db
    .select({ id: crmLinks.id })
    .from(crmLinks)
    .where(linkWhere(context, 'deal', prospect.id));
  if (existing) return true;
  const [pipeline] = await crm.pipelines();
  const [stage] = pipeline ? await crm.stages(pipeline.id) : [];
  if (!pipeline || !stage) return true;
  const name = prospect.companyName
    ? `${prospect.fullName} (${prospect.companyName})`
    : prospect.fullName || email;
  const deal = await crm.createDeal({
    name,
    pipelineId: pipeline.id,
    stageId: stage.id,
    contactId: contact.id,
  });
  // The deal made for a prospect is linked under the prospect's id: a second push finds it (deduplication).
  await link(context, 'deal', prospect.id, deal.id, now);
  tally.dealsCreated += 1;
  return true;
}

function linkWhere(context: CrmSyncContext, localType: 'prospect' | 'deal', localId: string) {
  return and(
    eq(crmLinks.spaceId, context.scope.spaceId),
    eq(crmLinks.platform, context.platform),
    eq(crmLinks.localType, localType),
    eq(crmLinks.localId, localId),
  );
}

async function link(
  context: CrmSyncContext,
  localType: 'prospect' | 'deal',
  localId: string,
  remoteId: string,
  now: Date,
) {
  await context.scope.db
    .insert(crmLinks)
    .values({
      spaceId: context.scope.spaceId,
      platform: context.platform,
      localType,
      localId,
      remoteId,
      syncedAt: now,
    })
    .onConflictDoUpdate({
      target: [crmLinks.spaceId, crmLinks.platform, crmLinks.localType, crmLinks.localId],
      set: { remoteId, syncedAt: now },
    });
}

/** POST push {profile_ids}: "Push to CRM" for chosen prospects of this workspace. */
export async function pushProspects(context: CrmSyncContext, profileIds: string[], withDeal: boolean) {
  return withCrm(context, async (crm) => {
    const rows = await context.scope.db
      .select()
      .from(prospects)
      .where(
        and(eq(prospects.spaceId, context.scope.spaceId), inArray(prospects.id, [...new Set(profileIds)])),
      );
    // Another workspace's ids are not found, as any unknown id.
    if (rows.length === 0) throw new AppError(404, 'Prospect not found');
    const tally: PushTally = { pushed: 0, withoutEmail: 0, dealsCreated: 0 };
    for (const prospect of rows) await pushProspect(context, crm, prospect, withDeal, tally);
    return {
      pushed_contacts: tally.pushed,
      skipped_without_email: tally.withoutEmail,
      processed_pushes: 0,
      deals_created: tally.dealsCreated,
      last_synced_at: null,
    } satisfies CrmSyncResultJson;
  });
}

/**
 * "Push to CRM" steps recorded for this CRM while it was not connected (the executor
 * leaves them `pending`): each becomes a contact (and a deal unless the step said
 * `deal: false`), then `pushed`, or `failed` when the prospect has no email.
 */
export async function processPendingPushes(context: CrmSyncContext, crmOverride?: CrmAdapter) {
  const pending = await context.scope.db
    .select({ push: crmPushes, prospect: prospects })
    .from(crmPushes)
    .innerJoin(prospects, eq(prospects.id, crmPushes.prospectId))
    .where(
      and(
        eq(crmPushes.spaceId, context.scope.spaceId),
        eq(crmPushes.status, 'pending'),
        sql`${crmPushes.config}->>'crm' = ${context.platform}`,
      ),
    )
    .orderBy(asc(crmPushes.createdAt))
    .limit(maxPushBatch);
  if (pending.length === 0) return { processed: 0, tally: { pushed: 0, withoutEmail: 0, dealsCreated: 0 } };
  const run = async (crm: CrmAdapter) => {
    const tally: PushTally = { pushed: 0, withoutEmail: 0, dealsCreated: 0 };
    for (const { push, prospect } of pending) {
      const pushed = await pushProspect(context, crm, prospect, push.config.deal !== false, tally);
      await context.scope.db
        .update(crmPushes)
        .set({ status: pushed ? 'pushed' : 'failed' })
        .where(eq(crmPushes.id, push.id));
    }
    return { processed: pending.length, tally };
  };
  return crmOverride ? run(crmOverride) : withCrm(context, run);
}

/**
 * POST reload, "Sync now": checks the token (account refreshed), sends the waiting
 * "Push to CRM" steps, then the contacts of prospects with an email that are not on the
 * CRM yet (at most maxPushBatch a sync), and stamps last_synced_at. Pipelines, stages and
 * deals are not copied: the board reads them live (docs/decisions.md "HubSpot and Pipedrive").
 */
export async function reload(context: CrmSyncContext): Promise<CrmSyncResultJson> {
  return withCrm(context, async (crm, row) => {
    const account = await crm.accountInfo();
    const pending = await processPendingPushes(context, crm);
    const unsynced = await context.scope.db
      .select({ prospect: prospects })
      .from(prospects)
      .leftJoin(
        crmLinks,
        and(
          eq(crmLinks.spaceId, prospects.spaceId),
          eq(crmLinks.platform, context.platform),
          eq(crmLinks.localType, 'prospect'),
          eq(crmLinks.localId, prospects.id),
        ),
      )
      .where(
        and(
          eq(prospects.spaceId, context.scope.spaceId),
          isNull(crmLinks.id),
          or(
            sql`coalesce(${prospects.workEmail}, '') <> ''`,
            sql`coalesce(${prospects.enrichedEmail}, '') <> ''`,
            sql`coalesce(${prospects.personalEmail}, '') <> ''`,
          ),
        ),
      )
      .orderBy(asc(prospects.createdAt))
      .limit(maxPushBatch);
    const tally = { ...pending.tally };
    for (const { prospect } of unsynced) await pushProspect(context, crm, prospect, false, tally);
    const now = context.scope.clock.now();
    await context.scope.db
      .update(crmConnections)
      .set({
        lastSyncedAt: now,
        lastError: null,
        account: { ...(row.account as Record<string, unknown>), ...account },
        updatedAt: now,
      })
      .where(eq(crmConnections.id, row.id));
    return {
      pushed_contacts: tally.pushed,
      skipped_without_email: tally.withoutEmail,
      processed_pushes: pending.processed,
      deals_created: tally.dealsCreated,
      last_synced_at: now.toISOString(),
    };
  });
}
