import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { isUuid } from '../../db/ids';
import { credentials, prospects, spaceMembers, type TaskRow, tasks, users, workflows } from '../../db/schema';
import { AppError } from '../../errors';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import type { CredentialAccess } from '../credentials';
import {
  type CreateTaskInput,
  type TaskDueWindow,
  type TaskJson,
  type TaskPage,
  type TaskSummary,
  type TasksQuery,
  taskMessages,
  type UpdateTaskInput,
} from './tasks.schema';
import { offsetPage } from '../../openapi/json-fields';

const day = 24 * 60 * 60 * 1000;

/** Who is asking: their id (for `assignee=me` and their own tasks) and which credentials they see. */
export interface TaskViewer {
  userId: string;
  access: CredentialAccess;
}

/** Midnight UTC of `now`'s day: "today" and "this week" are UTC days (docs/decisions.md "Tasks"). */
function startOfDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Monday 00:00 UTC of `now`'s ISO week. */
function startOfWeek(now: Date): Date {
  const today = startOfDay(now);
  const sinceMonday = (today.getUTCDay() + 6) % 7;
  return new Date(today.getTime() - sinceMonday * day);
}

/**
 * spec platform §6: a worker sees the tasks of the credentials available to them
 * and the tasks assigned to them; workspace and platform admins see all.
 */
function visibleTasks(scope: SpaceScope, viewer: TaskViewer): SQL | undefined {
  if (viewer.access.all) return inSpace(tasks, scope);
  const mine = eq(tasks.assigneeId, viewer.userId);
  const ofAccounts =
    viewer.access.ids.length > 0 ? inArray(tasks.credentialId, [...viewer.access.ids]) : undefined;
  return and(inSpace(tasks, scope), ofAccounts ? or(mine, ofAccounts) : mine);
}

/**
 * The due windows never overlap: overdue is before now; today and week start now
 * (a task due earlier today is overdue, not "today") and end at the next UTC
 * midnight, or six days after it.
 */
function dueCondition(due: TaskDueWindow, now: Date): SQL | undefined {
  const tomorrow = new Date(startOfDay(now).getTime() + day);
  switch (due) {
    case 'overdue':
      return lt(tasks.dueAt, now);
    case 'today':
      return and(gte(tasks.dueAt, now), lt(tasks.dueAt, tomorrow));
    case 'week':
      return and(gte(tasks.dueAt, now), lt(tasks.dueAt, new Date(tomorrow.getTime() + 6 * day)));
    case 'all':
      return undefined;
  }
}

function orderOf(query: TasksQuery): SQL[] {
  const direction = query.order ?? (query.sort === 'due_at' ? 'asc' : 'desc');
  const by = direction === 'asc' ? asc : desc;
  // A task with no due date sorts after the dated ones whichever the direction.
  const dueAt = sql`${tasks.dueAt} ${sql.raw(direction)} nulls last`;
  switch (query.sort) {
    case 'due_at':
      return [dueAt, desc(tasks.priority), desc(tasks.createdAt), asc(tasks.id)];
    case 'priority':
      return [by(tasks.priority), sql`${tasks.dueAt} asc nulls last`, desc(tasks.createdAt), asc(tasks.id)];
    case 'created_at':
      return [by(tasks.createdAt), asc(tasks.id)];
  }
}

const taskColumns = {
  task: tasks,
  assignee: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
  prospect: {
    id: prospects.id,
    fullName: prospects.fullName,
    companyName: prospects.companyName,
    phone: prospects.phone,
  },
  credential: {
    id: credentials.id,
    username: credentials.username,
    firstName: credentials.firstName,
    lastName: credentials.lastName,
  },
  workflow: { id: workflows.id, name: workflows.name },
};

function selectTasks(scope: SpaceScope, where: SQL | undefined) {
  return scope.db
    .select(taskColumns)
    .from(tasks)
    .leftJoin(users, eq(users.id, tasks.assigneeId))
    .leftJoin(prospects, eq(prospects.id, tasks.prospectId))
    .leftJoin(credentials, eq(credentials.id, tasks.credentialId))
    .leftJoin(workflows, eq(workflows.id, tasks.workflowId))
    .where(where);
}

type TaskJoined = Awaited<ReturnType<typeof selectTasks>>[number];

const personName = (firstName: string, lastName: string, fallback: string) =>
  `${firstName} ${lastName}`.trim() || fallback;

function taskJson(row: TaskJoined): TaskJson {
  const { task, assignee, prospect, credential, workflow } = row;
  return {
    _id: task.id,
    type: task.type,
    name: task.name,
    info: task.info,
    due_at: task.dueAt?.toISOString() ?? null,
    priority: task.priority,
    status: task.status,
    created_at: task.createdAt.toISOString(),
    completed_at: task.completedAt?.toISOString() ?? null,
    assignee: assignee
      ? { _id: assignee.id, name: personName(assignee.firstName, assignee.lastName, assignee.email) }
      : null,
    prospect: prospect
      ? {
          _id: prospect.id,
          full_name: prospect.fullName,
          company_name: prospect.companyName,
          phone: prospect.phone,
        }
      : null,
    account: credential
      ? {
          _id: credential.id,
          name: personName(credential.firstName, credential.lastName, credential.username),
        }
      : null,
    campaign: workflow ? { _id: workflow.id, name: workflow.name } : null,
  };
}

/** GET /tasks: the viewer's visible tasks, filtered, sorted and paged. */
export async function listTasks(scope: SpaceScope, viewer: TaskViewer, query: TasksQuery): Promise<TaskPage> {
  const now = scope.clock.now();
  const assignee = query.assignee === 'me' ? viewer.userId : query.assignee;
  const where = and(
    visibleTasks(scope, viewer),
    query.status === 'all' ? undefined : eq(tasks.status, query.status),
    assignee === 'all' ? undefined : eq(tasks.assigneeId, assignee),
    query.priority === undefined ? undefined : eq(tasks.priority, query.priority),
    query.type ? eq(tasks.type, query.type) : undefined,
    query.workflow_id ? eq(tasks.workflowId, query.workflow_id) : undefined,
    query.credentials_id ? eq(tasks.credentialId, query.credentials_id) : undefined,
    dueCondition(query.due, now),
  );
  const [rows, [counted]] = await Promise.all([
    selectTasks(scope, where)
      .orderBy(...orderOf(query))
      .limit(query.limit)
      .offset(query.offset),
    scope.db.select({ total: count() }).from(tasks).where(where),
  ]);
  return offsetPage(rows.map(taskJson), counted?.total ?? 0, query);
}

/** One visible task; another workspace's, or one the viewer may not see, is "Task not found". */
export async function findTask(scope: SpaceScope, viewer: TaskViewer, id: string): Promise<TaskRow> {
  if (!isUuid(id)) throw new AppError(404, taskMessages.notFound);
  const [row] = await scope.db
    .select()
    .from(tasks)
    .where(and(visibleTasks(scope, viewer), eq(tasks.id, id)))
    .limit(1);
  if (!row) throw new AppError(404, taskMessages.notFound);
  return row;
}

async function taskById(scope: SpaceScope, id: string): Promise<TaskJson> {
  const [row] = await selectTasks(scope, and(inSpace(tasks, scope), eq(tasks.id, id)));
  if (!row) throw new AppError(404, taskMessages.notFound);
  return taskJson(row);
}

async function assertMember(scope: SpaceScope, userId: string): Promise<void> {
  const [member] = await scope.db
    .select({ userId: spaceMembers.userId })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceId, scope.spaceId), eq(spaceMembers.userId, userId)))
    .limit(1);
  if (!member) throw new AppError(400, taskMessages.assigneeNotMember);
}

async function assertProspect(scope: SpaceScope, prospectId: string): Promise<void> {
  const [prospect] = await scope.db
    .select({ id: prospects.id })
    .from(prospects)
    .where(and(inSpace(prospects, scope), eq(prospects.id, prospectId)))
    .limit(1);
  if (!prospect) throw new AppError(404, taskMessages.prospectNotFound);
}

/**
 * POST /tasks: a task made by hand (type `manual`, no campaign or account). With no
 * assignee it is the creator's, so a worker can always see the task they made.
 */
export async function createTask(
  scope: SpaceScope,
  viewer: TaskViewer,
  input: CreateTaskInput,
): Promise<TaskJson> {
  const assigneeId = input.assignee_id ?? viewer.userId;
  await assertMember(scope, assigneeId);
  if (input.prospect_id) await assertProspect(scope, input.prospect_id);
  const [row] = await scope.db
    .insert(tasks)
    .values({
      spaceId: scope.spaceId,
      type: 'manual',
      name: input.name,
      info: input.info ?? '',
      dueAt: input.due_at ? new Date(input.due_at) : null,
      assigneeId,
      priority: input.priority ?? 100,
      prospectId: input.prospect_id ?? null,
      createdAt: scope.clock.now(),
    })
    .returning({ id: tasks.id });
  if (!row) throw new Error('the task insert returned no row');
  return taskById(scope, row.id);
}

/**
 * PATCH /tasks/:id. `done` stamps completed_at (kept when it was done already),
 * `open` and `canceled` clear it. The engine does not wait on tasks (the step is
 * done when it creates one), so completing a campaign task moves nothing on.
 */
export async function updateTask(
  scope: SpaceScope,
  task: TaskRow,
  input: UpdateTaskInput,
): Promise<TaskJson> {
  const changes: Partial<typeof tasks.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.info !== undefined) changes.info = input.info;
  if (input.due_at !== undefined) changes.dueAt = input.due_at ? new Date(input.due_at) : null;
  if (input.priority !== undefined) changes.priority = input.priority;
  if (input.assignee_id !== undefined) {
    if (input.assignee_id) await assertMember(scope, input.assignee_id);
    changes.assigneeId = input.assignee_id;
  }
  if (input.status !== undefined && input.status !== task.status) {
    changes.status = input.status;
    changes.completedAt = input.status === 'done' ? scope.clock.now() : null;
  }
  if (Object.keys(changes).length > 0) {
    await scope.db
      .update(tasks)
      .set(changes)
      .where(and(inSpace(tasks, scope), eq(tasks.id, task.id)));
  }
  return taskById(scope, task.id);
}

/**
 * A call with the prospect took place (issue 27: the dialer ends an answered call): their open
 * call tasks (`make_call`, from campaign call steps) are done, stamped now. The ids completed.
 * The engine does not wait on tasks, so this moves no campaign; it clears the rep's task list.
 */
export async function completeCallTasks(scope: SpaceScope, prospectId: string): Promise<string[]> {
  const done = await scope.db
    .update(tasks)
    .set({ status: 'done', completedAt: scope.clock.now() })
    .where(
      and(
        inSpace(tasks, scope),
        eq(tasks.prospectId, prospectId),
        eq(tasks.type, 'make_call'),
        eq(tasks.status, 'open'),
      ),
    )
    .returning({ id: tasks.id });
  return done.map((row) => row.id);
}

/** DELETE /tasks/:id: only a task made by hand; a campaign's task is part of its history and is canceled. */
export async function deleteTask(scope: SpaceScope, task: TaskRow): Promise<{ _id: string }> {
  if (task.type !== 'manual') throw new AppError(409, taskMessages.campaignTaskNotDeleted);
  await scope.db.delete(tasks).where(and(inSpace(tasks, scope), eq(tasks.id, task.id)));
  return { _id: task.id };
}

/**
 * GET /tasks/summary, over the tasks the viewer sees: open ones, open ones overdue
 * and due later today (the list's `due` windows), and those done since Monday (UTC).
 */
export async function taskSummary(scope: SpaceScope, viewer: TaskViewer): Promise<TaskSummary> {
  const now = scope.clock.now();
  const isOpen = eq(tasks.status, 'open');
  const counted = (condition: SQL | undefined) =>
    sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [row] = await scope.db
    .select({
      open: counted(isOpen),
      overdue: counted(and(isOpen, dueCondition('overdue', now))),
      dueToday: counted(and(isOpen, dueCondition('today', now))),
      doneThisWeek: counted(and(eq(tasks.status, 'done'), gte(tasks.completedAt, startOfWeek(now)))),
    })
    .from(tasks)
    .where(visibleTasks(scope, viewer));
  return {
    open: row?.open ?? 0,
    overdue: row?.overdue ?? 0,
    due_today: row?.dueToday ?? 0,
    done_this_week: row?.doneThisWeek ?? 0,
  };
}
