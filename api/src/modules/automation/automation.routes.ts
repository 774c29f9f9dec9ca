import { errorMessages } from '../../errors';
import { failure, jsonBody, success, z } from '../../openapi/contract';
import { workspaceRoute } from '../../openapi/route-kinds';
import {
  AutomationTaskSchema,
  automationTaskParams,
  ClaimedTasksSchema,
  claimInput,
  reportInput,
  standaloneEventInput,
  TaskReportOutcomeSchema,
} from './automation.schema';
import { taskNotFound } from './automation.service';

const tags = ['Automation'] as const;

export const claimTasks = workspaceRoute({
  operationId: 'claimTasks',
  method: 'post',
  path: '/tasks/claim',
  tags,
  summary: "Claim up to `max` of a connected account's due social tasks (a lease of 10 minutes)",
  request: { body: jsonBody(claimInput) },
  responses: {
    200: success(ClaimedTasksSchema, 'The claimed tasks, oldest first'),
    400: failure(
      'credentials_id: credentials_id: Invalid id; worker: Invalid option: expected one of "cloud"|"extension"',
    ),
    404: failure(
      `${errorMessages.notFound} (the account is not in the workspace, or not the member's to use)`,
    ),
  },
});

export const reportTask = workspaceRoute({
  operationId: 'reportTask',
  method: 'post',
  path: '/tasks/{id}/report',
  tags,
  summary: "Report a task's outcome once (a repeated report changes nothing)",
  request: { params: automationTaskParams, body: jsonBody(reportInput) },
  responses: {
    200: success(TaskReportOutcomeSchema, 'The task, and whether this report was applied'),
    400: failure('outcome: Invalid option: expected one of "done"|"failed"'),
    404: failure(taskNotFound),
  },
});

export const extendTaskLease = workspaceRoute({
  operationId: 'extendTaskLease',
  method: 'post',
  path: '/tasks/{id}/heartbeat',
  tags,
  summary: "Extend a claimed task's lease",
  request: { params: automationTaskParams },
  responses: {
    200: success(z.object({ task: AutomationTaskSchema }), 'The task, its lease extended when claimed'),
    404: failure(taskNotFound),
  },
});

export const reportAutomationEvent = workspaceRoute({
  operationId: 'reportAutomationEvent',
  method: 'post',
  path: '/events',
  tags,
  summary: 'Something a prospect did that no task reported (a reply, an accepted connection request)',
  request: { body: jsonBody(standaloneEventInput) },
  responses: {
    200: success(z.object({ accepted: z.literal(true) }), 'The event was applied'),
    400: failure('at: Invalid ISO datetime; prospect_id: prospect_id: Invalid id'),
    404: failure(`${errorMessages.notFound} (the account or the prospect is not in the workspace)`),
  },
});
