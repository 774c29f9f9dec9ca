import {
  type CampaignJson as SdkCampaignJson,
  firstCampaignError,
  minimumStepDelayHours,
  planLiveEdit,
  type SequenceType,
  type StepJson,
} from '@outreach/core/outreach';
import { and, asc, count, desc, eq, inArray, notInArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import { preparedQuery } from '../../db/prepared';
import {
  campaignProspects,
  credentials,
  integrations,
  type SearchRow,
  searches,
  type UserRow,
  type WorkflowRow,
  type WorkflowStatus,
  workflowCredentials,
  workflows,
} from '../../db/schema';
import { AppError, errorMessages } from '../../errors';
import { serverEvents } from '../../realtime/events';
import type { SpaceAccess } from '../../platform/context';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import { canSee, credentialAccess } from '../credentials';
import { completedStepKeys } from '../../engine/progress';
import { liveSteps, normaliseSequence, stepJson, writeSteps } from './workflow-steps';
import type {
  CampaignJson,
  CampaignSearchJson,
  CreateWorkflowInput,
  ListWorkflowsQuery,
  LiveEditReport,
  UpdatedCampaignJson,
  UpdateWorkflowInput,
  WorkflowJson,
  WorkflowPage,
} from './workflows.schema';
import { offsetPage } from '../../openapi/json-fields';
import { sentFields } from '../../openapi/sent-fields';

/** A workspace scope plus who acts (which senders they may see: outreach §6). */
export interface MemberScope extends SpaceScope {
  readonly user: Pick<UserRow, 'id' | 'isAdmin'>;
  /** The request's membership row when known (credentialAccess then reads none). */
  readonly membership?: SpaceAccess['membership'];
}

/** The short form of the campaigns list (GET /workflows). */
export function workflowJson(row: WorkflowRow, percent = 0): WorkflowJson {
  return {
    _id: row.id,
    name: row.name,
    status: row.status,
    type: row.type,
    is_email_only: row.isEmailOnly,
    position: row.position,
    percent_complete: percent,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function searchJson(row: SearchRow): CampaignSearchJson {
  return {
    _id: row.id,
    link_type: row.linkType,
    url: row.url,
    name: row.name,
    status: row.status,
    custom_fields_keys: row.customFieldsKeys,
    total_count: row.totalCount,
    added_count: row.addedCount,
    refused_count: row.refusedCount,
    created_at: row.createdAt.toISOString(),
  };
}

/** Statuses the campaigns list hides unless asked for (spec outreach §4: deleted is "removed from the list"). */
const hiddenStatuses: WorkflowStatus[] = ['archived', 'deleted'];

/** `%text%` for LIKE, with the LIKE wildcards in the user's text taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** `workflows` rows that send through this credential. */
function sendsThrough(credentialId: string | Placeholder): SQL {
  return sql`exists (select 1 from ${workflowCredentials} where ${workflowCredentials.workflowId} = ${workflows.id} and ${workflowCredentials.credentialId} = ${credentialId})`;
}

/**
 * The campaigns list: hides archived and deleted by default; `deleted_only` /
 * `archived_only` show only those (both: either). `query` matches the name,
 * case-insensitively, anywhere; `credentials_id` keeps the campaigns sending
 * through that account. Manual order first, then newest first.
 */
export async function listWorkflows(
  scope: SpaceScope,
  query: Omit<ListWorkflowsQuery, 'credentials_id'> & { credentials_id?: string | undefined },
): Promise<WorkflowPage> {
  const onlyStatuses: WorkflowStatus[] = [
    ...(query.deleted_only ? (['deleted'] as const) : []),
    ...(query.archived_only ? (['archived'] as const) : []),
  ];
  const conditions: SQL[] = [
    inSpace(workflows, scope),
    onlyStatuses.length > 0
      ? inArray(workflows.status, onlyStatuses)
      : notInArray(workflows.status, hiddenStatuses),
  ];
  if (query.query) conditions.push(sql`lower(${workflows.name}) like ${containsPattern(query.query)}`);
  if (query.credentials_id) conditions.push(sendsThrough(query.credentials_id));
  const where = and(...conditions);

  const rows = await scope.db
    .select()
    .from(workflows)
    .where(where)
    .orderBy(asc(workflows.position), desc(workflows.createdAt), desc(workflows.id))
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await scope.db.select({ total: count() }).from(workflows).where(where);

  const percents = await percentsComplete(
    scope.db,
    rows.map((row) => row.id),
  );
  return offsetPage(
    rows.map((row) => workflowJson(row, percents.get(row.id) ?? 0)),
    counted?.total ?? 0,
    query,
  );
}

/**
 * GET /workflows/fetch: every campaign not deleted, for pickers (prospect views,
 * finder "add to campaign"), as `{ _id, name, status }` in list order. With
 * `credentials_id`, only those sending through that account.
 */
export async function fetchWorkflows(
  scope: SpaceScope,
  credentialId: string | undefined,
): Promise<Pick<WorkflowJson, '_id' | 'name' | 'status'>[]> {
  // Built once per shape (with or without the sender), run with the workspace's id (issue 25).
  const key = credentialId ? 'workflows_fetch_sender' : 'workflows_fetch';
  const query = preparedQuery(scope.db, key, (db) => {
    const conditions: SQL[] = [
      eq(workflows.spaceId, sql.placeholder('spaceId')),
      notInArray(workflows.status, ['deleted']),
    ];
    if (credentialId) conditions.push(sendsThrough(sql.placeholder('credentialId')));
    return db
      .select({ _id: workflows.id, name: workflows.name, status: workflows.status })
      .from(workflows)
      .where(and(...conditions))
      .orderBy(asc(workflows.position), desc(workflows.createdAt), desc(workflows.id))
      .prepare(key);
  });
  return query.execute({ spaceId: scope.spaceId, credentialId });
}

/** The campaign row of this workspace, or 404 'Workflow not found'. */
export async function requireWorkflow(
  db: Db,
  scope: Pick<SpaceScope, 'spaceId'>,
  id: string,
): Promise<WorkflowRow> {
  if (!isUuid(id)) throw new AppError(404, errorMessages.workflowNotFound);
  const [row] = await db
    .select()
    .from(workflows)
    .where(and(inSpace(workflows, scope), eq(workflows.id, id)))
    .limit(1);
  if (!row) throw new AppError(404, errorMessages.workflowNotFound);
  return row;
}

async function senderIds(db: Db, workflowId: string): Promise<string[]> {
  const rows = await db
    .select({ id: workflowCredentials.credentialId })
    .from(workflowCredentials)
    .where(eq(workflowCredentials.workflowId, workflowId))
    .orderBy(asc(workflowCredentials.position));
  return rows.map((row) => row.id);
}

/**
 * A prospect that is through the campaign: finished the sequence (or unsubscribed), or replied
 * (auto-paused "got reply": the sequence sends nothing more to them).
 */
const outOfSequence = sql`${campaignProspects.state} = 'finished' or (${campaignProspects.state} = 'paused' and ${campaignProspects.pauseReason} = 'got_reply')`;

/** percent_complete of several campaigns in one query (the list page). */
async function percentsComplete(db: Db, workflowIds: string[]): Promise<Map<string, number>> {
  if (workflowIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: campaignProspects.workflowId,
      total: count(),
      finished: sql<number>`count(*) filter (where ${outOfSequence})`.mapWith(Number),
    })
    .from(campaignProspects)
    .where(
      and(
        inArray(campaignProspects.workflowId, workflowIds),
        notInArray(campaignProspects.state, ['excluded']),
      ),
    )
    .groupBy(campaignProspects.workflowId);
  return new Map(
    rows.map((row) => [row.id, row.total === 0 ? 0 : Math.round((row.finished * 100) / row.total)]),
  );
}

/** Share of the campaign's prospects (excluded ones aside) that are through it (`outOfSequence`), 0-100. */
async function percentComplete(db: Db, workflowId: string): Promise<number> {
  const [row] = await db
    .select({
      total: count(),
      finished: sql<number>`count(*) filter (where ${outOfSequence})`.mapWith(Number),
    })
    .from(campaignProspects)
    .where(
      and(eq(campaignProspects.workflowId, workflowId), notInArray(campaignProspects.state, ['excluded'])),
    );
  if (!row || row.total === 0) return 0;
  return Math.round((row.finished * 100) / row.total);
}

/** The whole CampaignJson of a campaign row (steps in order, senders in rotation order). */
export async function campaignJson(db: Db, row: WorkflowRow): Promise<CampaignJson> {
  const [steps, senders, sources, percent] = await Promise.all([
    liveSteps(db, row.id),
    senderIds(db, row.id),
    db.select().from(searches).where(eq(searches.workflowId, row.id)).orderBy(asc(searches.createdAt)),
    percentComplete(db, row.id),
  ]);
  return {
    _id: row.id,
    name: row.name,
    status: row.status,
    type: row.type,
    sequences_type: row.sequenceType,
    is_email_only: row.isEmailOnly,
    position: row.position,
    is_existing_people: row.isExistingPeople,
    is_include_talked_before: row.isIncludeTalkedBefore,
    is_only_premium: row.isOnlyPremium,
    is_link_tracking: row.isLinkTracking,
    is_open_tracking: row.isOpenTracking,
    is_ai_targeting: row.isAiTargeting,
    ai_targeting_settings: row.aiTargetingSettings ?? null,
    is_ai_employee: row.isAiEmployee,
    ai_employee_id: row.aiEmployeeId,
    custom_domain: row.customDomainId,
    connection_daily_limit: row.connectionDailyLimit,
    settings: row.settings,
    credentials: senders,
    sequence: steps.map(stepJson),
    sequences_nodes: row.sequencesNodes,
    searches: sources.map(searchJson),
    percent_complete: percent,
    revision: row.revision,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function getWorkflow(scope: SpaceScope, id: string): Promise<CampaignJson> {
  return campaignJson(scope.db, await requireWorkflow(scope.db, scope, id));
}

/** Announces a changed campaign to its workspace (outreach §7 Realtime update_workflow). */
export function announceWorkflow(scope: SpaceScope, campaign: SdkCampaignJson): void {
  scope.realtime.toSpace(scope.spaceId, serverEvents.updateWorkflow, campaign);
}

/**
 * The sender ids, checked: each must be an account of this workspace the member may
 * see (outreach §6 "A worker sees an account only if it is in their available
 * credentials"); anything else is 400 'Credentials not found'.
 */
export async function checkedSenders(scope: MemberScope, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const access = await credentialAccess(scope.db, scope.spaceId, scope.user, {
    membership: scope.membership ?? null,
  });
  const rows = await scope.db
    .select({ id: credentials.id })
    .from(credentials)
    .where(and(inSpace(credentials, scope), inArray(credentials.id, unique)));
  const found = new Set(rows.map((row) => row.id));
  if (unique.some((id) => !found.has(id) || !canSee(access, id))) {
    throw new AppError(400, 'Credentials not found');
  }
  return unique;
}

export async function writeSenders(
  db: Db,
  spaceId: string,
  workflowId: string,
  ids: readonly string[],
): Promise<void> {
  await db.delete(workflowCredentials).where(eq(workflowCredentials.workflowId, workflowId));
  if (ids.length === 0) return;
  await db
    .insert(workflowCredentials)
    .values(ids.map((credentialId, position) => ({ workflowId, credentialId, spaceId, position })));
}

/** The custom field names a campaign's sources bring (placeholders may use them: outreach §3). */
async function customFieldNames(db: Db, workflowId: string): Promise<string[]> {
  const rows = await db
    .select({ keys: searches.customFieldsKeys })
    .from(searches)
    .where(eq(searches.workflowId, workflowId));
  return [...new Set(rows.flatMap((row) => row.keys))];
}

/**
 * spec: outreach §5: the server checks the step rules with the builder's own
 * (`validateCampaign` of @outreach/core/outreach); the first error is the answer.
 * An email step's integration must be one of this workspace's.
 */
async function assertValid(
  db: Db,
  scope: SpaceScope,
  campaign: {
    isEmailOnly: boolean;
    sequenceType: SequenceType;
    steps: StepJson[];
    knownCustomFields: string[];
  },
) {
  const error = firstCampaignError({ ...campaign, minimumDelayHours: minimumStepDelayHours });
  if (error) throw new AppError(400, error.message);
  const integrationIds = [
    ...new Set(
      campaign.steps
        .map((step) => step.config?.integration_id)
        .filter((id): id is string => typeof id === 'string' && id !== ''),
    ),
  ];
  if (integrationIds.length === 0) return;
  const found = integrationIds.every(isUuid)
    ? await db
        .select({ id: integrations.id })
        .from(integrations)
        .where(and(inSpace(integrations, scope), inArray(integrations.id, integrationIds)))
    : [];
  if (found.length !== integrationIds.length) throw new AppError(400, workflowMessages.integrationNotFound);
}

export const workflowMessages = {
  integrationNotFound: 'Integration not found',
} as const;

/** Each field of the create/update body written as it comes, and its column of `workflows`. */
const workflowColumns = {
  name: 'name',
  type: 'type',
  sequences_type: 'sequenceType',
  is_email_only: 'isEmailOnly',
  is_existing_people: 'isExistingPeople',
  is_include_talked_before: 'isIncludeTalkedBefore',
  is_only_premium: 'isOnlyPremium',
  is_link_tracking: 'isLinkTracking',
  is_open_tracking: 'isOpenTracking',
  is_ai_targeting: 'isAiTargeting',
  ai_targeting_settings: 'aiTargetingSettings',
  is_ai_employee: 'isAiEmployee',
  ai_employee_id: 'aiEmployeeId',
  custom_domain: 'customDomainId',
  connection_daily_limit: 'connectionDailyLimit',
  sequences_nodes: 'sequencesNodes',
} as const;

/** Fields of the create/update body that map one to one onto `workflows` columns. */
function columnChanges(input: UpdateWorkflowInput) {
  return sentFields(input, workflowColumns);
}

export async function createWorkflow(scope: MemberScope, input: CreateWorkflowInput): Promise<CampaignJson> {
  const sequence = normaliseSequence(input.sequence);
  await assertValid(scope.db, scope, {
    isEmailOnly: input.is_email_only,
    sequenceType: input.sequences_type,
    steps: sequence,
    knownCustomFields: [],
  });
  const senders = await checkedSenders(scope, input.credentials);
  const now = scope.clock.now();
  const campaign = await scope.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(workflows)
      .values({
        spaceId: scope.spaceId,
        ...columnChanges(input),
        ownerId: scope.user.id,
        name: input.name,
        settings: input.settings,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('insert into workflows returned no row');
    await writeSenders(tx, scope.spaceId, row.id, senders);
    await writeSteps(tx, sequence, {
      spaceId: scope.spaceId,
      workflowId: row.id,
      revision: row.revision,
      now,
    });
    return campaignJson(tx, row);
  });
  announceWorkflow(scope, campaign);
  return campaign;
}

/**
 * PUT /workflows/{id}/update/async. A running (active or paused) campaign follows the
 * live-edit rule of outreach §4: completed steps stay (removing one keeps it with
 * `removed_at`), new steps carry the next revision, and new or unrun steps placed
 * before a completed one are reported as skipped. Steps, senders and fields are
 * saved in one transaction.
 */
export async function updateWorkflow(
  scope: MemberScope,
  id: string,
  input: UpdateWorkflowInput,
): Promise<UpdatedCampaignJson> {
  const current = await requireWorkflow(scope.db, scope, id);
  const changes = columnChanges(input);
  const touchesSettings = input.settings !== undefined;
  if (Object.keys(changes).length === 0 && !touchesSettings && !input.credentials && !input.sequence) {
    return campaignJson(scope.db, current);
  }
  const senders = input.credentials ? await checkedSenders(scope, input.credentials) : undefined;
  const sequence = input.sequence ? normaliseSequence(input.sequence) : undefined;
  const isEmailOnly = input.is_email_only ?? current.isEmailOnly;
  const sequencesType = input.sequences_type ?? current.sequenceType;
  const now = scope.clock.now();

  const result = await scope.db.transaction(async (tx) => {
    const oldSteps = (await liveSteps(tx, current.id)).map(stepJson);
    await assertValid(tx, scope, {
      isEmailOnly,
      sequenceType: sequencesType,
      steps: sequence ?? oldSteps,
      knownCustomFields: await customFieldNames(tx, current.id),
    });
    let plan: LiveEditReport | undefined;
    let revision = current.revision;
    if (sequence) {
      const running = current.status === 'active' || current.status === 'paused';
      const completed = running ? await completedStepKeys(tx, current.id) : new Set<string>();
      const edit = planLiveEdit(oldSteps, sequence, completed, sequencesType);
      // spec: outreach §4 "completed steps stay": a removed completed step is retired (kept with removed_at).
      const [refusal] = edit.errors;
      if (refusal) throw new AppError(400, refusal.message);
      plan = {
        retired_keys: edit.changes.filter((change) => change.retired).map((change) => change.key),
        added_keys: edit.changes.filter((change) => change.change === 'added').map((change) => change.key),
        skipped_keys: edit.changes.filter((change) => change.willBeSkipped).map((change) => change.key),
      };
      const stepsChanged = edit.changes.some((change) => change.change !== 'unchanged');
      if (stepsChanged) revision += 1;
      await writeSteps(tx, sequence, {
        spaceId: scope.spaceId,
        workflowId: current.id,
        revision,
        now,
        retiredKeys: plan.retired_keys,
      });
      if (!running || !stepsChanged) plan = undefined;
    }
    if (senders) await writeSenders(tx, scope.spaceId, current.id, senders);
    const [row] = await tx
      .update(workflows)
      .set({
        ...changes,
        ...(touchesSettings && { settings: { ...current.settings, ...input.settings } }),
        revision: touchesSettings ? Math.max(revision, current.revision + 1) : revision,
        updatedAt: now,
      })
      .where(and(inSpace(workflows, scope), eq(workflows.id, current.id)))
      .returning();
    if (!row) throw new AppError(404, errorMessages.workflowNotFound);
    return { campaign: await campaignJson(tx, row), plan };
  });
  announceWorkflow(scope, result.campaign);
  return result.plan ? { ...result.campaign, live_edit: result.plan } : result.campaign;
}
