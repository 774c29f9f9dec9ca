import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  type CampaignProspectRow,
  campaignProspects,
  credentials,
  stepExecutions,
  type WorkflowRow,
  workflows,
} from '../db/schema';
import { nextWorkInstant } from './calendar';
import type { EngineDeps, InboundEvent } from './contracts';
import { announceProspectChanges, type ProspectChange } from './notify';
import type { OutreachEvent } from '../platform/outreach-events';
import { advanceProspect, awaitingConnection, outOfOffice, raiseLifecycle } from './progression';
import { engineSettings } from '../platform/engine-settings';

const dayMs = 24 * 60 * 60 * 1000;

/** A prospect still in the sequence: a reply or bounce pauses these. */
const runningStates = ['pending', 'active', 'campaign_paused'] as const;

/**
 * What the prospect did, and how the engine reacts (outreach §4):
 * - reply (any channel): "On a reply the campaign auto-pauses for that prospect",
 *   in every campaign of the workspace, pause reason got reply; lifecycle got reply
 *   (a lead or customer stays so); `got_reply` is emitted.
 * - out_of_office: not a reply; the pending step moves to the return date (or
 *   ENGINE default days later) at the next work hour of the prospect's sender.
 * - bounce: the prospect is paused with "email failed".
 * - unsubscribe: finished in every campaign of the workspace; nothing more is sent.
 * - connection_accepted: lifecycle connected, `invite_accepted`, and a prospect
 *   waiting for the acceptance takes its positive branch now.
 */
export async function handleInbound(deps: EngineDeps, event: InboundEvent): Promise<void> {
  const result = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ cp: campaignProspects, workflow: workflows })
      .from(campaignProspects)
      .innerJoin(workflows, eq(workflows.id, campaignProspects.workflowId))
      .where(
        and(eq(campaignProspects.spaceId, event.spaceId), eq(campaignProspects.prospectId, event.prospectId)),
      )
      .orderBy(campaignProspects.createdAt)
      .for('update', { of: campaignProspects });
    const changes: ProspectChange[] = [];
    const events: OutreachEvent[] = [];
    // The campaign the event belongs to: the one whose sender received it, else the newest running one.
    const home =
      rows.find((row) => event.credentialId !== null && row.cp.credentialId === event.credentialId) ??
      rows.at(-1);
    await reactions[event.kind]({
      tx,
      deps,
      event,
      rows,
      now: deps.clock.now(),
      touched: (cp) =>
        changes.push({
          spaceId: cp.spaceId,
          workflowId: cp.workflowId,
          prospectId: cp.prospectId,
          campaignProspectId: cp.id,
        }),
      emit: (name, data) =>
        events.push({
          spaceId: event.spaceId,
          prospectId: event.prospectId,
          workflowId: home?.workflow.id ?? null,
          credentialId: event.credentialId,
          at: event.at,
          name,
          data,
        }),
    });
    return { changes, events };
  });
  announceProspectChanges(deps, result.changes);
  for (const outreachEvent of result.events) await deps.events.emit(outreachEvent);
}

/** What a reaction to an inbound event works with, inside handleInbound's transaction. */
interface Reaction {
  tx: Db;
  deps: EngineDeps;
  event: InboundEvent;
  /** The prospect's campaign rows, locked, oldest first. */
  rows: { cp: CampaignProspectRow; workflow: WorkflowRow }[];
  now: Date;
  /** A campaign prospect changed: announced after the commit. */
  touched(cp: CampaignProspectRow): void;
  /** An outreach event of the campaign the inbound event belongs to, emitted after the commit. */
  emit(name: OutreachEvent['name'], data: Record<string, unknown>): void;
}

/** Reply or bounce: every running campaign of the prospect pauses (got reply, email failed). */
async function pauseRunning({ tx, event, rows, now, touched, emit }: Reaction): Promise<void> {
  const pauseReason = event.kind === 'reply' ? 'got_reply' : 'email_failed';
  for (const { cp } of rows) {
    if (!runningStates.includes(cp.state as (typeof runningStates)[number])) continue;
    await tx
      .update(campaignProspects)
      .set({ state: 'paused', pauseReason, nextStepAt: null, updatedAt: now })
      .where(eq(campaignProspects.id, cp.id));
    touched(cp);
  }
  if (event.kind === 'reply') {
    await raiseLifecycle(tx, event.spaceId, event.prospectId, 'got_reply', now);
    emit('got_reply', { channel: event.channel, message_id: event.messageId ?? null });
  }
}

/** Out of office: the pending step moves to the return date at the next work hour of the sender. */
async function postponeUntilBack({ tx, deps, event, rows, now, touched }: Reaction): Promise<void> {
  const settings = engineSettings(deps);
  const back = event.returnAt ?? new Date(event.at.getTime() + settings.outOfOfficeDefaultDays * dayMs);
  for (const { cp } of rows) {
    if (cp.state !== 'active' || cp.currentStepKey === null) continue;
    const resume = await resumeInstant(tx, cp, back, settings.workWeekends);
    if (cp.nextStepAt && cp.nextStepAt.getTime() >= resume.getTime()) continue;
    await tx
      .update(campaignProspects)
      .set({ nextStepAt: resume, waitReason: outOfOffice, updatedAt: now })
      .where(eq(campaignProspects.id, cp.id));
    touched(cp);
  }
}

/** Unsubscribe: finished in every campaign; nothing more is sent. */
async function finishAll({ tx, rows, now, touched }: Reaction): Promise<void> {
  for (const { cp } of rows) {
    if (cp.state === 'finished' || cp.state === 'excluded') continue;
    await tx
      .update(campaignProspects)
      .set({
        state: 'finished',
        currentStepKey: null,
        nextStepAt: null,
        waitReason: null,
        updatedAt: now,
      })
      .where(eq(campaignProspects.id, cp.id));
    touched(cp);
  }
}

/** Accepted connection: lifecycle connected, and a prospect waiting for it takes its positive branch. */
async function acceptConnection({ tx, event, rows, now, touched, emit }: Reaction): Promise<void> {
  await raiseLifecycle(tx, event.spaceId, event.prospectId, 'connected', now);
  emit('invite_accepted', { channel: event.channel });
  await markAccepted(
    tx,
    rows.map(({ cp }) => cp.id),
    event.credentialId,
    event.at,
  );
  for (const { cp, workflow } of rows) {
    if (cp.waitReason !== awaitingConnection || cp.currentStepKey === null) continue;
    await advanceProspect(tx, cp, workflow, cp.currentStepKey, 'positive', now);
    touched(cp);
  }
}

/** How the engine reacts to each kind of inbound event (see handleInbound). */
const reactions: Record<InboundEvent['kind'], (reaction: Reaction) => Promise<void>> = {
  reply: pauseRunning,
  bounce: pauseRunning,
  out_of_office: postponeUntilBack,
  unsubscribe: finishAll,
  connection_accepted: acceptConnection,
};

/**
 * Records the acceptance on the connection requests sent to the prospect (by the event's sender
 * when known), first time only: the campaign Stats' `new_accepted` counts `detail.accepted_at`.
 */
async function markAccepted(db: Db, campaignProspectIds: string[], credentialId: string | null, at: Date) {
  if (campaignProspectIds.length === 0) return;
  await db
    .update(stepExecutions)
    .set({
      detail: sql`${stepExecutions.detail} || jsonb_build_object('accepted_at', ${at.toISOString()}::text)`,
    })
    .where(
      and(
        inArray(stepExecutions.campaignProspectId, campaignProspectIds),
        eq(stepExecutions.actionKind, 'connection_request'),
        eq(stepExecutions.status, 'done'),
        eq(stepExecutions.outcome, 'positive'),
        sql`not (${stepExecutions.detail} ? 'accepted_at')`,
        sql`coalesce((${stepExecutions.detail} ->> 'connected')::boolean, false) = false`,
        ...(credentialId ? [eq(stepExecutions.credentialId, credentialId)] : []),
      ),
    );
}

/** The first work hour of the prospect's sender at or after `at` (UTC 9-18 without a sender). */
async function resumeInstant(
  db: Db,
  cp: CampaignProspectRow,
  at: Date,
  workWeekends: boolean,
): Promise<Date> {
  const [credential] = cp.credentialId
    ? await db.select().from(credentials).where(eq(credentials.id, cp.credentialId))
    : [];
  return nextWorkInstant(at, {
    timezone: credential?.timezone ?? 'UTC',
    startHour: credential?.workHoursStart ?? 9,
    endHour: credential?.workHoursEnd ?? 18,
    workWeekends: credential?.workWeekends ?? workWeekends,
  });
}
