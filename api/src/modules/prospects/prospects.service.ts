import { and, asc, desc, eq, inArray, sql, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isUuid } from '../../db/ids';
import { preparedQuery } from '../../db/prepared';
import { prospectsCountQuery, prospectsListKey, prospectsListQuery } from './prospects-list';
import {
  campaignProspects,
  dialogs,
  labels,
  messages,
  type ProspectLifecycle,
  type ProspectRow,
  prospectLabels,
  prospectLifecycles,
  prospectNotes,
  prospects,
  workflowSteps,
  workflows,
} from '../../db/schema';
import type { OutreachEvents } from '../../platform/outreach-events';
import { AppError } from '../../errors';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import { findInSpace } from '../../platform/space-rows';
import { callSummaryOf, messageContent, messageContentColumns, smsSummaryOf } from '../inbox';
import { type ProspectFieldsRow, prospectFields } from './prospect-fields';
import { emailKeyOf, profileKeyOf } from './prospect-keys';
import {
  type CreateProspectInput,
  type ListProspectsQuery,
  type NoteJson,
  type ProspectCampaignJson,
  type ProspectDetailJson,
  type ProspectJson,
  type ProspectLabelJson,
  type ProspectMessageJson,
  type ProspectPage,
  prospectMessages,
  type UpdateProspectInput,
} from './prospects.schema';
import { offsetPage } from '../../openapi/json-fields';

/** The columns `prospectJson` reads (the list selects these and no others). */
type ProspectJsonRow = ProspectFieldsRow &
  Pick<ProspectRow, 'id' | 'industry' | 'enrichment' | 'source' | 'createdAt' | 'updatedAt'>;

function prospectJson(row: ProspectJsonRow, rowLabels: ProspectLabelJson[]): ProspectJson {
  return {
    _id: row.id,
    ...prospectFields(row),
    industry: row.industry,
    enrichment: row.enrichment,
    source: row.source,
    labels: rowLabels,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The labels of many prospects in one query, keyed by prospect id. */
async function labelsOf(scope: SpaceScope, ids: string[]): Promise<Map<string, ProspectLabelJson[]>> {
  const byProspect = new Map<string, ProspectLabelJson[]>();
  if (ids.length === 0) return byProspect;
  const rows = await scope.db
    .select({
      prospectId: prospectLabels.prospectId,
      id: labels.id,
      name: labels.name,
      color: labels.color,
      type: labels.type,
    })
    .from(prospectLabels)
    .innerJoin(labels, eq(labels.id, prospectLabels.labelId))
    .where(and(eq(prospectLabels.spaceId, scope.spaceId), inArray(prospectLabels.prospectId, ids)))
    .orderBy(asc(labels.displayOrder), asc(labels.name));
  for (const row of rows) {
    const list = byProspect.get(row.prospectId) ?? [];
    list.push({ _id: row.id, name: row.name, color: row.color, type: row.type });
    byProspect.set(row.prospectId, list);
  }
  return byProspect;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export async function listProspects(scope: SpaceScope, query: ListProspectsQuery): Promise<ProspectPage> {
  // Built once per shape, run with the values (issue 25): drizzle building this statement cost
  // more CPU than running it.
  const key = prospectsListKey(query);
  const values = {
    spaceId: scope.spaceId,
    pattern: query.query ? `%${escapeLike(query.query)}%` : undefined,
    ...Object.fromEntries(query.status.map((status, index) => [`status${index}`, status])),
    ...Object.fromEntries(query.label_ids.filter(isUuid).map((id, index) => [`label${index}`, id])),
    workflowId: query.workflow_id,
    createdFrom: query.created_from?.toISOString(),
    createdTo: query.created_to?.toISOString(),
    limit: query.limit,
    offset: query.offset,
  };
  const rows = await preparedQuery(scope.db, key, (db) => prospectsListQuery(db, query, key)).execute(values);
  // A window past the last match has no row to carry the count: ask for it alone.
  const countKey = `${key}_count`;
  const counted = async () =>
    (
      await preparedQuery(scope.db, countKey, (db) => prospectsCountQuery(db, query, countKey)).execute(
        values,
      )
    )[0]?.total;
  const total = rows[0]?.total ?? (query.offset === 0 ? 0 : Number((await counted()) ?? 0));
  return offsetPage(
    // Not `({ total, labels, ...row })`: V8 copies the rest of each row key by key (issue 25: a tenth
    // of the route's server CPU); prospectJson reads only its own columns.
    rows.map((row) => prospectJson(row, row.labels)),
    total,
    query,
  );
}

export async function findProspect(
  scope: Pick<SpaceScope, 'db' | 'spaceId'>,
  id: string,
): Promise<ProspectRow> {
  return findInSpace<ProspectRow>(
    scope,
    prospects,
    getTableColumns(prospects),
    id,
    prospectMessages.notFound,
  );
}

function noteJson(row: typeof prospectNotes.$inferSelect): NoteJson {
  return { _id: row.id, text: row.text, author_id: row.authorId, created_at: row.createdAt.toISOString() };
}

async function campaignsOf(scope: SpaceScope, prospectId: string): Promise<ProspectCampaignJson[]> {
  const rows = await scope.db
    .select({
      workflowId: workflows.id,
      name: workflows.name,
      status: workflows.status,
      state: campaignProspects.state,
      pauseReason: campaignProspects.pauseReason,
      waitReason: campaignProspects.waitReason,
      nextStepAt: campaignProspects.nextStepAt,
      stepKey: workflowSteps.key,
      stepKind: workflowSteps.kind,
      stepNumber: workflowSteps.number,
    })
    .from(campaignProspects)
    .innerJoin(workflows, eq(workflows.id, campaignProspects.workflowId))
    .leftJoin(
      workflowSteps,
      and(
        eq(workflowSteps.workflowId, campaignProspects.workflowId),
        eq(workflowSteps.key, campaignProspects.currentStepKey),
      ),
    )
    .where(
      and(
        eq(campaignProspects.spaceId, scope.spaceId),
        eq(campaignProspects.prospectId, prospectId),
        sql`${workflows.status} <> 'deleted'`,
      ),
    )
    .orderBy(desc(campaignProspects.createdAt));
  return rows.map((row) => ({
    workflow_id: row.workflowId,
    name: row.name,
    status: row.status,
    state: row.state,
    pause_reason: row.pauseReason,
    wait_reason: row.waitReason,
    next_step:
      row.stepKey && row.stepKind && row.stepNumber !== null
        ? { key: row.stepKey, kind: row.stepKind, number: row.stepNumber }
        : null,
    next_step_at: row.nextStepAt?.toISOString() ?? null,
  }));
}

/** The prospect's dialog messages, oldest first (the last 200). */
async function messagesOf(scope: SpaceScope, prospectId: string): Promise<ProspectMessageJson[]> {
  const rows = await scope.db
    .select({
      id: messages.id,
      dialogId: messages.dialogId,
      detail: messages.detail,
      ...messageContentColumns,
    })
    .from(messages)
    .innerJoin(dialogs, eq(dialogs.id, messages.dialogId))
    .where(
      and(
        eq(dialogs.spaceId, scope.spaceId),
        eq(dialogs.prospectId, prospectId),
        eq(messages.spaceId, scope.spaceId),
      ),
    )
    .orderBy(desc(messages.sentAt))
    .limit(200);
  return rows.reverse().map((row) => ({
    _id: row.id,
    dialog_id: row.dialogId,
    ...messageContent(row),
    call: callSummaryOf(row),
    sms: smsSummaryOf(row),
  }));
}

export async function getProspect(scope: SpaceScope, id: string): Promise<ProspectDetailJson> {
  const row = await findProspect(scope, id);
  const [rowLabels, notes, campaigns, dialogMessages] = await Promise.all([
    labelsOf(scope, [row.id]),
    scope.db
      .select()
      .from(prospectNotes)
      .where(and(inSpace(prospectNotes, scope), eq(prospectNotes.prospectId, row.id)))
      .orderBy(desc(prospectNotes.createdAt), desc(prospectNotes.id)),
    campaignsOf(scope, row.id),
    messagesOf(scope, row.id),
  ]);
  return {
    ...prospectJson(row, rowLabels.get(row.id) ?? []),
    notes: notes.map(noteJson),
    campaigns,
    messages: dialogMessages,
  };
}

function isUniqueViolation(error: unknown): string | null {
  const err = error as { code?: string; constraint_name?: string; constraint?: string; cause?: unknown };
  const inner = (err?.cause ?? err) as { code?: string; constraint_name?: string; constraint?: string };
  if (inner?.code !== '23505' && err?.code !== '23505') return null;
  return inner.constraint_name ?? inner.constraint ?? err.constraint_name ?? err.constraint ?? '';
}

async function assertKeysFree(
  db: Db,
  spaceId: string,
  keys: { profileKey: string | null; emailKey: string | null },
  exceptId?: string,
) {
  const others = (column: PgColumn, value: string) =>
    db
      .select({ id: prospects.id })
      .from(prospects)
      .where(
        and(
          eq(prospects.spaceId, spaceId),
          eq(column, value),
          exceptId ? sql`${prospects.id} <> ${exceptId}` : undefined,
        ),
      )
      .limit(1);
  if (keys.emailKey && (await others(prospects.emailKey, keys.emailKey)).length > 0)
    throw new AppError(409, prospectMessages.emailTaken);
  if (keys.profileKey && (await others(prospects.profileKey, keys.profileKey)).length > 0)
    throw new AppError(409, prospectMessages.profileTaken);
}

function duplicateError(error: unknown): AppError | null {
  const constraint = isUniqueViolation(error);
  if (constraint === null) return null;
  return new AppError(
    409,
    constraint.includes('profile') ? prospectMessages.profileTaken : prospectMessages.emailTaken,
  );
}

function fullNameOf(first: string, last: string): string {
  return [first, last].filter(Boolean).join(' ');
}

/** POST /profiles: one prospect added by hand (source api), deduplicated like every other way in. */
export async function createProspect(scope: SpaceScope, input: CreateProspectInput): Promise<ProspectJson> {
  const profileKey = profileKeyOf(input.profile_url);
  const emailKey = emailKeyOf(input.work_email, input.personal_email);
  if (!profileKey && !emailKey) throw new AppError(400, prospectMessages.needContact);
  await assertKeysFree(scope.db, scope.spaceId, { profileKey, emailKey });
  const firstName = input.first_name ?? '';
  const lastName = input.last_name ?? '';
  const now = scope.clock.now();
  try {
    const [row] = await scope.db
      .insert(prospects)
      .values({
        spaceId: scope.spaceId,
        firstName,
        lastName,
        fullName: fullNameOf(firstName, lastName),
        profileUrl: input.profile_url ?? null,
        profileKey,
        emailKey,
        position: input.position ?? null,
        location: input.location ?? null,
        industry: input.industry ?? null,
        companyName: input.company_name ?? null,
        companyDomain: input.company_domain ?? null,
        personalEmail: input.personal_email ?? null,
        workEmail: input.work_email ?? null,
        phone: input.phone ?? null,
        twitter: input.twitter ?? null,
        website: input.website ?? null,
        customFields: input.custom_fields ?? {},
        source: 'api',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('prospect not inserted');
    return prospectJson(row, []);
  } catch (error) {
    throw duplicateError(error) ?? error;
  }
}

const lifecycleRank = (lifecycle: ProspectLifecycle) => prospectLifecycles.indexOf(lifecycle);

export interface ProspectEventDeps {
  events: OutreachEvents;
}

/**
 * PATCH /profiles/{id}: edits fields; `status` lead or customer moves the
 * lifecycle forward only and emits mark_as_lead / mark_as_customer.
 */
export async function updateProspect(
  scope: SpaceScope,
  deps: ProspectEventDeps,
  id: string,
  input: UpdateProspectInput,
): Promise<ProspectJson> {
  const row = await findProspect(scope, id);
  const pick = <K extends keyof UpdateProspectInput>(key: K, current: string | null) =>
    input[key] === undefined ? current : ((input[key] as string | null) ?? null);
  const firstName = input.first_name === undefined ? row.firstName : (input.first_name ?? '');
  const lastName = input.last_name === undefined ? row.lastName : (input.last_name ?? '');
  const personalEmail = pick('personal_email', row.personalEmail);
  const workEmail = pick('work_email', row.workEmail);
  const profileUrl = pick('profile_url', row.profileUrl);
  const emailKey = emailKeyOf(workEmail, personalEmail);
  const profileKey = profileKeyOf(profileUrl);
  if (!emailKey && !profileKey) throw new AppError(400, prospectMessages.needContact);
  await assertKeysFree(scope.db, scope.spaceId, { profileKey, emailKey }, row.id);

  let lifecycle = row.lifecycle;
  let event: 'mark_as_lead' | 'mark_as_customer' | null = null;
  if (input.status && input.status !== row.lifecycle) {
    if (lifecycleRank(input.status) < lifecycleRank(row.lifecycle))
      throw new AppError(409, prospectMessages.lifecycleBackwards);
    lifecycle = input.status;
    event = input.status === 'lead' ? 'mark_as_lead' : 'mark_as_customer';
  }

  let updated: ProspectRow | undefined;
  try {
    [updated] = await scope.db
      .update(prospects)
      .set({
        firstName,
        lastName,
        fullName: fullNameOf(firstName, lastName),
        profileUrl,
        profileKey,
        emailKey,
        position: pick('position', row.position),
        location: pick('location', row.location),
        industry: pick('industry', row.industry),
        companyName: pick('company_name', row.companyName),
        companyDomain: pick('company_domain', row.companyDomain),
        personalEmail,
        workEmail,
        phone: pick('phone', row.phone),
        twitter: pick('twitter', row.twitter),
        website: pick('website', row.website),
        customFields: input.custom_fields ?? row.customFields,
        lifecycle,
        updatedAt: scope.clock.now(),
      })
      // The lifecycle check runs again in the update: a concurrent "customer" is never overwritten by "lead".
      .where(and(inSpace(prospects, scope), eq(prospects.id, row.id), eq(prospects.lifecycle, row.lifecycle)))
      .returning();
  } catch (error) {
    throw duplicateError(error) ?? error;
  }
  if (!updated) throw new AppError(409, prospectMessages.lifecycleBackwards);
  if (event) {
    await deps.events.emit({
      name: event,
      spaceId: scope.spaceId,
      prospectId: row.id,
      workflowId: null,
      credentialId: null,
      at: scope.clock.now(),
      data: { previous: row.lifecycle, lifecycle },
    });
  }
  const rowLabels = await labelsOf(scope, [row.id]);
  return prospectJson(updated, rowLabels.get(row.id) ?? []);
}

export async function addNote(
  scope: SpaceScope,
  prospectId: string,
  authorId: string,
  text: string,
): Promise<NoteJson> {
  const prospect = await findProspect(scope, prospectId);
  const [row] = await scope.db
    .insert(prospectNotes)
    .values({ spaceId: scope.spaceId, prospectId: prospect.id, authorId, text, createdAt: scope.clock.now() })
    .returning();
  if (!row) throw new Error('note not inserted');
  return noteJson(row);
}

function noteWhere(scope: SpaceScope, prospectId: string, noteId: string) {
  if (!isUuid(noteId)) throw new AppError(404, prospectMessages.noteNotFound);
  return and(
    inSpace(prospectNotes, scope),
    eq(prospectNotes.prospectId, prospectId),
    eq(prospectNotes.id, noteId),
  );
}

export async function updateNote(
  scope: SpaceScope,
  prospectId: string,
  noteId: string,
  text: string,
): Promise<NoteJson> {
  const prospect = await findProspect(scope, prospectId);
  const [row] = await scope.db
    .update(prospectNotes)
    .set({ text })
    .where(noteWhere(scope, prospect.id, noteId))
    .returning();
  if (!row) throw new AppError(404, prospectMessages.noteNotFound);
  return noteJson(row);
}

export async function deleteNote(
  scope: SpaceScope,
  prospectId: string,
  noteId: string,
): Promise<{ _id: string }> {
  const prospect = await findProspect(scope, prospectId);
  const [row] = await scope.db
    .delete(prospectNotes)
    .where(noteWhere(scope, prospect.id, noteId))
    .returning({ id: prospectNotes.id });
  if (!row) throw new AppError(404, prospectMessages.noteNotFound);
  return { _id: row.id };
}

export async function prospectLabelList(scope: SpaceScope, prospectId: string): Promise<ProspectLabelJson[]> {
  return (await labelsOf(scope, [prospectId])).get(prospectId) ?? [];
}
