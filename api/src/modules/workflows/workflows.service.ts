import { and, asc, count, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { isUuid } from '../../db/ids';
import { type WorkflowRow, type WorkflowStatus, workflows } from '../../db/schema';
import { AppError, errorMessages } from '../../errors';
import { serverEvents } from '../../realtime/events';
import { inSpace, type SpaceScope } from '../../tenancy';
import type {
  CreateWorkflowInput,
  ListWorkflowsQuery,
  UpdateWorkflowInput,
  WorkflowJson,
  WorkflowPage,
} from './workflows.schema';

export function workflowJson(row: WorkflowRow): WorkflowJson {
  return {
    _id: row.id,
    name: row.name,
    status: row.status,
    type: row.type,
    is_email_only: row.isEmailOnly,
    position: row.position,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Statuses the campaigns list hides unless asked for (spec outreach §4: deleted is "removed from the list"). */
const hiddenStatuses: WorkflowStatus[] = ['archived', 'deleted'];

/** `%text%` for LIKE, with the LIKE wildcards in the user's text taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The campaigns list: hides archived and deleted by default; `deleted_only` /
 * `archived_only` show only those (both: either). `query` matches the name,
 * case-insensitively, anywhere. Manual order first, then newest first.
 */
export async function listWorkflows(scope: SpaceScope, query: ListWorkflowsQuery): Promise<WorkflowPage> {
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
  const where = and(...conditions);

  const rows = await scope.db
    .select()
    .from(workflows)
    .where(where)
    .orderBy(asc(workflows.position), desc(workflows.createdAt), desc(workflows.id))
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await scope.db.select({ total: count() }).from(workflows).where(where);

  return {
    items: rows.map(workflowJson),
    total: counted?.total ?? 0,
    offset: query.offset,
    limit: query.limit,
  };
}

export async function getWorkflow(scope: SpaceScope, id: string): Promise<WorkflowJson> {
  if (!isUuid(id)) throw new AppError(404, errorMessages.workflowNotFound);
  const [row] = await scope.db
    .select()
    .from(workflows)
    .where(and(inSpace(workflows, scope), eq(workflows.id, id)))
    .limit(1);
  if (!row) throw new AppError(404, errorMessages.workflowNotFound);
  return workflowJson(row);
}

export async function createWorkflow(scope: SpaceScope, input: CreateWorkflowInput): Promise<WorkflowJson> {
  const now = scope.clock.now();
  const [row] = await scope.db
    .insert(workflows)
    .values({
      spaceId: scope.spaceId,
      name: input.name,
      type: input.type,
      isEmailOnly: input.is_email_only,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('insert into workflows returned no row');
  const workflow = workflowJson(row);
  scope.realtime.toSpace(scope.spaceId, serverEvents.updateWorkflow, workflow);
  return workflow;
}

export async function updateWorkflow(
  scope: SpaceScope,
  id: string,
  input: UpdateWorkflowInput,
): Promise<WorkflowJson> {
  if (!isUuid(id)) throw new AppError(404, errorMessages.workflowNotFound);
  const changes = {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.type !== undefined && { type: input.type }),
    ...(input.is_email_only !== undefined && { isEmailOnly: input.is_email_only }),
  };
  if (Object.keys(changes).length === 0) return getWorkflow(scope, id);

  const [row] = await scope.db
    .update(workflows)
    .set({ ...changes, updatedAt: scope.clock.now() })
    .where(and(inSpace(workflows, scope), eq(workflows.id, id)))
    .returning();
  if (!row) throw new AppError(404, errorMessages.workflowNotFound);
  const workflow = workflowJson(row);
  scope.realtime.toSpace(scope.spaceId, serverEvents.updateWorkflow, workflow);
  return workflow;
}
