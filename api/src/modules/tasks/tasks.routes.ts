import { failure, idParams, jsonBody, spaceQuery, success, z } from '../../openapi/contract';
import { featureLockedFailure, workspaceRoute } from '../../openapi/route-kinds';
import {
  createTaskInput,
  TaskPageSchema,
  TaskSchema,
  TaskSummarySchema,
  taskMessages,
  tasksQuery,
  updateTaskInput,
} from './tasks.schema';

const tags = ['Tasks'] as const;

/** 402 when the plan does not include the feature (platform/entitlements.ts). */
const locked = featureLockedFailure('dash_tasks', 'basic');

export const listTasks = workspaceRoute({
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

export const createTask = workspaceRoute({
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

export const updateTask = workspaceRoute({
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

export const deleteTask = workspaceRoute({
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
