import type { AppDependencies } from '../../context';
import { errorMessages } from '../../errors';
import { createRoute, createRouter, failure, okBody, success, z } from '../../openapi/contract';
import type { UserRow } from '../../db/schema';
import { authenticate } from '../auth/auth.middleware';
import { credentialAccess } from '../credentials/credential-access';
import { requireSpace } from '../spaces/spaces.middleware';
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

const tags = ['Tasks'];
const security = [{ bearer: [] }];
/** Every call of a workspace takes its id as `space` (spec platform §7). */
const spaceQuery = z.object({ space: z.string().optional().openapi({ description: 'The workspace id' }) });
const taskParams = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) });
const signedIn = {
  401: failure(errorMessages.tokenNotValid),
  403: failure(`${errorMessages.spaceNotFound}; ${errorMessages.spaceBlocked}`),
};

export const getTasks = createRoute({
  method: 'get',
  path: '/',
  tags,
  security,
  summary: 'The tasks the member sees, filtered, sorted and paged',
  request: { query: tasksQuery.extend(spaceQuery.shape) },
  responses: {
    200: success(TaskPageSchema, 'A page of tasks'),
    400: failure('status must be one of open, done, canceled, all; limit can not be more than 100'),
    ...signedIn,
  },
});

export const getTaskSummary = createRoute({
  method: 'get',
  path: '/summary',
  tags,
  security,
  summary: 'Open, overdue, due today and done this week, over the tasks the member sees',
  request: { query: spaceQuery },
  responses: {
    200: success(TaskSummarySchema, 'The counts'),
    ...signedIn,
  },
});

export const postTask = createRoute({
  method: 'post',
  path: '/',
  tags,
  security,
  summary: 'Create a task by hand (type manual; the creator’s when no assignee is given)',
  request: {
    query: spaceQuery,
    body: { required: true, content: { 'application/json': { schema: createTaskInput } } },
  },
  responses: {
    201: success(TaskSchema, 'The new task'),
    400: failure(`name: ${taskMessages.fillThisField}; ${taskMessages.assigneeNotMember}`),
    404: failure(taskMessages.prospectNotFound),
    ...signedIn,
  },
});

export const patchTask = createRoute({
  method: 'patch',
  path: '/{id}',
  tags,
  security,
  summary: 'Change a task: name, info, due date, priority, assignee or status',
  request: {
    params: taskParams,
    query: spaceQuery,
    body: { required: true, content: { 'application/json': { schema: updateTaskInput } } },
  },
  responses: {
    200: success(TaskSchema, 'The task as it is now'),
    400: failure(`${taskMessages.nothingToUpdate}; ${taskMessages.assigneeNotMember}`),
    404: failure(taskMessages.notFound),
    ...signedIn,
  },
});

export const removeTask = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  security,
  summary: 'Delete a task made by hand',
  request: { params: taskParams, query: spaceQuery },
  responses: {
    200: success(z.object({ _id: z.string() }), 'The deleted task'),
    404: failure(taskMessages.notFound),
    409: failure(taskMessages.campaignTaskNotDeleted),
    ...signedIn,
  },
});

/**
 * /tasks (outreach §2 Dashboard › My tasks, §3 Task; §7 shows no calls, so the
 * paths are ours, listed in docs/decisions.md "Tasks (inbox area)").
 */
export function tasksRoutes(deps: AppDependencies) {
  const router = createRouter();
  router.use('*', authenticate(deps), requireSpace(deps));

  const viewerOf = async (spaceId: string, user: Pick<UserRow, 'id' | 'isAdmin'>): Promise<TaskViewer> => ({
    userId: user.id,
    access: await credentialAccess(deps.db, spaceId, user),
  });

  router.openapi(getTasks, async (c) => {
    const scope = c.get('scope');
    const viewer = await viewerOf(scope.spaceId, c.get('user'));
    return c.json(okBody(await listTasks(scope, viewer, c.req.valid('query'))), 200);
  });

  router.openapi(getTaskSummary, async (c) => {
    const scope = c.get('scope');
    return c.json(okBody(await taskSummary(scope, await viewerOf(scope.spaceId, c.get('user')))), 200);
  });

  router.openapi(postTask, async (c) => {
    const scope = c.get('scope');
    const viewer = await viewerOf(scope.spaceId, c.get('user'));
    return c.json(okBody(await createTask(scope, viewer, c.req.valid('json'))), 201);
  });

  router.openapi(patchTask, async (c) => {
    const scope = c.get('scope');
    const task = await findTask(scope, await viewerOf(scope.spaceId, c.get('user')), c.req.valid('param').id);
    return c.json(okBody(await updateTask(scope, task, c.req.valid('json'))), 200);
  });

  router.openapi(removeTask, async (c) => {
    const scope = c.get('scope');
    const task = await findTask(scope, await viewerOf(scope.spaceId, c.get('user')), c.req.valid('param').id);
    return c.json(okBody(await deleteTask(scope, task)), 200);
  });

  return router;
}
