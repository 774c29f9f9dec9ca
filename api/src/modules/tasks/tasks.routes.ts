import type { AppDependencies } from '../../platform/context';
import { failure, idParams, jsonBody, okBody, spaceQuery, success, z } from '../../openapi/contract';
import { featureLockedFailure, workspaceRoute, workspaceRouter } from '../../openapi/route-kinds';
import type { UserRow } from '../../db/schema';
import { requireFeature } from '../../platform/entitlements';
import { credentialAccess } from '../credentials';
import {
  createTaskInput,
  TaskPageSchema,
  TaskSchema,
  TaskSummarySchema,
  taskMessages,
  tasksQuery,
  updateTaskInput,
} from './tasks.schema';
import {
  createTask,
  deleteTask,
  findTask,
  listTasks,
  type TaskViewer,
  taskSummary,
  updateTask,
} from './tasks.service';

const tags = ['Tasks'] as const;

/** 402 when the plan does not include the feature (platform/entitlements.ts). */
const locked = featureLockedFailure('dash_tasks', 'basic');

export const listTasksRoute = workspaceRoute({
  operationId: 'listTasks',
  method: 'get',
  path: '/',
  tags,
  summary: 'The tasks the member sees, filtered, sorted and paged',
  request: { query: tasksQuery.extend(spaceQuery.shape) },
  responses: {
    402: locked,
    200: success(TaskPageSchema, 'A page of tasks'),
    400: failure('status must be one of open, done, canceled, all; limit can not be more than 100'),
  },
});

export const getTaskSummary = workspaceRoute({
  operationId: 'getTaskSummary',
  method: 'get',
  path: '/summary',
  tags,
  summary: 'Open, overdue, due today and done this week, over the tasks the member sees',
  responses: {
    402: locked,
    200: success(TaskSummarySchema, 'The counts'),
  },
});

export const createTaskRoute = workspaceRoute({
  operationId: 'createTask',
  method: 'post',
  path: '/',
  tags,
  summary: 'Create a task by hand (type manual; the creator’s when no assignee is given)',
  request: {
    body: jsonBody(createTaskInput),
  },
  responses: {
    402: locked,
    201: success(TaskSchema, 'The new task'),
    400: failure(`name: ${taskMessages.fillThisField}; ${taskMessages.assigneeNotMember}`),
    404: failure(taskMessages.prospectNotFound),
  },
});

export const updateTaskRoute = workspaceRoute({
  operationId: 'updateTask',
  method: 'patch',
  path: '/{id}',
  tags,
  summary: 'Change a task: name, info, due date, priority, assignee or status',
  request: {
    params: idParams,
    body: jsonBody(updateTaskInput),
  },
  responses: {
    402: locked,
    200: success(TaskSchema, 'The task as it is now'),
    400: failure(`${taskMessages.nothingToUpdate}; ${taskMessages.assigneeNotMember}`),
    404: failure(taskMessages.notFound),
  },
});

export const deleteTaskRoute = workspaceRoute({
  operationId: 'deleteTask',
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Delete a task made by hand',
  request: { params: idParams },
  responses: {
    402: locked,
    200: success(z.object({ _id: z.string() }), 'The deleted task'),
    404: failure(taskMessages.notFound),
    409: failure(taskMessages.campaignTaskNotDeleted),
  },
});

/**
 * /tasks (outreach §2 Dashboard › My tasks, §3 Task; §7 shows no calls, so the
 * paths are ours, listed in docs/decisions.md "Tasks (inbox area)").
 */
export function tasksRoutes(deps: AppDependencies) {
  const router = workspaceRouter(deps, requireFeature(deps, 'dash_tasks'));

  const viewerOf = async (spaceId: string, user: Pick<UserRow, 'id' | 'isAdmin'>): Promise<TaskViewer> => ({
    userId: user.id,
    access: await credentialAccess(deps.db, spaceId, user),
  });

  router.openapi(listTasksRoute, async (c) => {
    const scope = c.get('scope');
    const viewer = await viewerOf(scope.spaceId, c.get('user'));
    return c.json(okBody(await listTasks(scope, viewer, c.req.valid('query'))), 200);
  });

  router.openapi(getTaskSummary, async (c) => {
    const scope = c.get('scope');
    return c.json(okBody(await taskSummary(scope, await viewerOf(scope.spaceId, c.get('user')))), 200);
  });

  router.openapi(createTaskRoute, async (c) => {
    const scope = c.get('scope');
    const viewer = await viewerOf(scope.spaceId, c.get('user'));
    return c.json(okBody(await createTask(scope, viewer, c.req.valid('json'))), 201);
  });

  router.openapi(updateTaskRoute, async (c) => {
    const scope = c.get('scope');
    const task = await findTask(scope, await viewerOf(scope.spaceId, c.get('user')), c.req.valid('param').id);
    return c.json(okBody(await updateTask(scope, task, c.req.valid('json'))), 200);
  });

  router.openapi(deleteTaskRoute, async (c) => {
    const scope = c.get('scope');
    const task = await findTask(scope, await viewerOf(scope.spaceId, c.get('user')), c.req.valid('param').id);
    return c.json(okBody(await deleteTask(scope, task)), 200);
  });

  return router;
}
