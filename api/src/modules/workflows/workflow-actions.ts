import { startFixPaths } from '@outreach/core/outreach';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import { credentials, type WorkflowRow, type WorkflowStatus, workflows } from '../../db/schema';
import { AppError, errorMessages } from '../../errors';
import { serverEvents } from '../../realtime/events';
import type { PlanSpace } from '../../platform/entitlements';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import { canSee, credentialAccess } from '../credentials';
import { activateCampaign, pauseCampaign } from './campaign-activation';
import type { SmsSettings } from '../sms';
import { assertStartable, startMessages, startRefused } from './start-rules';
import { liveSteps, stepJson, writeSteps } from './workflow-steps';
import { type CampaignJson, maxWorkflowNameLength, type UpdateStatusInput } from './workflows.schema';
import {
  announceWorkflow,
  campaignJson,
  type MemberScope,
  requireWorkflow,
  writeSenders,
} from './workflows.service';

/** Messages of the status and order calls (outreach §8 where it names them). */
export const workflowActionMessages = {
  ...startMessages,
  notRunning: 'Only a running campaign can be paused',
  credentialNotFound: 'Credentials not found',
} as const;

async function setStatus(db: Db, scope: SpaceScope, row: WorkflowRow, status: WorkflowStatus, extra = {}) {
  const [updated] = await db
    .update(workflows)
    .set({ status, updatedAt: scope.clock.now(), ...extra })
    .where(and(inSpace(workflows, scope), eq(workflows.id, row.id)))
    .returning();
  if (!updated) throw new AppError(404, errorMessages.workflowNotFound);
  return updated;
}

/** A pause, a delete or an archive: the new status, and the campaign's prospects stopped with it. */
async function stopWith(
  db: Db,
  scope: SpaceScope,
  row: WorkflowRow,
  status: 'paused' | 'deleted' | 'archived',
  extra = {},
): Promise<CampaignJson> {
  const updated = await setStatus(db, scope, row, status, extra);
  await pauseCampaign({ db, clock: scope.clock }, row.id);
  return campaignJson(db, updated);
}

/**
 * POST /workflows/{id}/update_status: start or resume (`active`), pause (`paused`,
 * keeping or pausing the AI Employee: outreach §2). The campaign's prospects follow
 * in the same transaction.
 */
export async function updateStatus(
  scope: SpaceScope,
  id: string,
  input: UpdateStatusInput,
  space: PlanSpace,
  sms: SmsSettings,
): Promise<CampaignJson> {
  const row = await requireWorkflow(scope.db, scope, id);
  if (row.status === 'archived' || row.status === 'deleted') {
    throw startRefused(workflowActionMessages.restoreFirst, startFixPaths.archived);
  }
  const campaign = await scope.db.transaction(async (tx) => {
    if (input.status === 'active') {
      await assertStartable(tx, scope, space, row, sms);
      const updated = await setStatus(tx, scope, row, 'active');
      await activateCampaign({ db: tx, clock: scope.clock }, row.id);
      return campaignJson(tx, updated);
    }
    if (row.status !== 'active' && row.status !== 'paused')
      throw new AppError(400, workflowActionMessages.notRunning);
    const settings =
      input.pause_ai_employee === undefined
        ? row.settings
        : { ...row.settings, pause_ai_employee: input.pause_ai_employee };
    return stopWith(tx, scope, row, 'paused', { settings });
  });
  announceWorkflow(scope, campaign);
  return campaign;
}

/**
 * delete_async, archive, restore (outreach §4). Deleting or archiving stops the
 * campaign's prospects (campaign paused); restoring brings the campaign back
 * paused, so nothing sends until the user resumes it.
 */
export async function moveWorkflow(
  scope: SpaceScope,
  id: string,
  action: 'delete' | 'archive' | 'restore',
): Promise<CampaignJson> {
  const row = await requireWorkflow(scope.db, scope, id);
  const campaign = await scope.db.transaction(async (tx) => {
    if (action === 'restore') {
      if (row.status !== 'archived' && row.status !== 'deleted') return campaignJson(tx, row);
      return campaignJson(tx, await setStatus(tx, scope, row, 'paused'));
    }
    return stopWith(tx, scope, row, action === 'delete' ? 'deleted' : 'archived');
  });
  announceWorkflow(scope, campaign);
  return campaign;
}

/**
 * POST /workflows/order: the ids (orderInput parsed `workflows_order`, each once) become
 * positions 1..n. Every id must be a campaign of this workspace (else 404, nothing changed).
 */
export async function orderWorkflows(
  scope: SpaceScope,
  ids: readonly string[],
): Promise<{ order: string[] }> {
  if (ids.some((id) => !isUuid(id))) throw new AppError(404, errorMessages.workflowNotFound);
  if (ids.length === 0) return { order: [] };
  await scope.db.transaction(async (tx) => {
    const found = await tx
      .select({ id: workflows.id })
      .from(workflows)
      .where(and(inSpace(workflows, scope), inArray(workflows.id, [...ids])));
    if (found.length !== ids.length) throw new AppError(404, errorMessages.workflowNotFound);
    for (const [index, id] of ids.entries()) {
      await tx
        .update(workflows)
        .set({ position: index + 1 })
        .where(and(inSpace(workflows, scope), eq(workflows.id, id)));
    }
  });
  scope.realtime.toSpace(scope.spaceId, serverEvents.refetchWorkflows, { order: ids });
  return { order: [...ids] };
}

function copyName(name: string): string {
  const suffix = ' (copy)';
  return `${name.slice(0, maxWorkflowNameLength - suffix.length)}${suffix}`;
}

/** A draft copy of `row`: fields, settings, steps and senders (or `senders`); never prospects or searches. */
async function copyWorkflow(
  db: Db,
  scope: SpaceScope,
  row: WorkflowRow,
  senders?: string[],
): Promise<CampaignJson> {
  const now = scope.clock.now();
  const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = row;
  const [copy] = await db
    .insert(workflows)
    .values({
      ...fields,
      name: copyName(row.name),
      status: 'draft',
      revision: 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!copy) throw new Error('insert into workflows returned no row');
  const steps = (await liveSteps(db, row.id)).map(stepJson);
  await writeSteps(db, steps, { spaceId: scope.spaceId, workflowId: copy.id, revision: 1, now });
  const original = await campaignJson(db, row);
  await writeSenders(db, scope.spaceId, copy.id, senders ?? original.credentials);
  return campaignJson(db, copy);
}

/** POST /workflows/{id}/duplicate (the /campaigns/duplicate screen). */
export async function duplicateWorkflow(scope: SpaceScope, id: string): Promise<CampaignJson> {
  const row = await requireWorkflow(scope.db, scope, id);
  const copy = await scope.db.transaction((tx) => copyWorkflow(tx, scope, row));
  announceWorkflow(scope, copy);
  scope.realtime.toSpace(scope.spaceId, serverEvents.refetchWorkflows, { duplicated: [copy._id] });
  return copy;
}

/**
 * POST /credentials/{id}/duplicate_workflows `{ workflow_ids }`: a draft copy of each
 * campaign with this account as its only sender (outreach §7; shape decided here).
 */
export async function duplicateForCredential(
  scope: MemberScope,
  credentialId: string,
  workflowIds: readonly string[],
): Promise<CampaignJson[]> {
  const access = await credentialAccess(scope.db, scope.spaceId, scope.user, {
    membership: scope.membership ?? null,
  });
  const [credential] = isUuid(credentialId)
    ? await scope.db
        .select({ id: credentials.id })
        .from(credentials)
        .where(and(inSpace(credentials, scope), eq(credentials.id, credentialId)))
    : [];
  if (!credential || !canSee(access, credential.id)) {
    throw new AppError(404, workflowActionMessages.credentialNotFound);
  }
  const ids = [...new Set(workflowIds)];
  const copies = await scope.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(workflows)
      .where(and(inSpace(workflows, scope), inArray(workflows.id, ids)));
    if (rows.length !== ids.length) throw new AppError(404, errorMessages.workflowNotFound);
    const made: CampaignJson[] = [];
    for (const row of rows) made.push(await copyWorkflow(tx, scope, row, [credential.id]));
    return made;
  });
  for (const copy of copies) announceWorkflow(scope, copy);
  scope.realtime.toSpace(scope.spaceId, serverEvents.refetchWorkflows, {
    duplicated: copies.map((copy) => copy._id),
  });
  return copies;
}
