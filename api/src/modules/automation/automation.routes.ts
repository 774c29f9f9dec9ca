import type { Context } from 'hono';
import type { AppDependencies, AppEnv } from '../../platform/context';
import { isUuid } from '../../db/ids';
import type { EngineDeps } from '../../engine/contracts';
import { AppError, errorMessages } from '../../errors';
import { failure, jsonBody, okBody, success, z } from '../../openapi/contract';
import { workspaceRoute, workspaceRouter } from '../../openapi/route-kinds';
import { credentialAccess } from '../credentials';
import {
  AutomationTaskSchema,
  automationTaskParams,
  ClaimedTasksSchema,
  claimInput,
  reportInput,
  standaloneEventInput,
  TaskReportOutcomeSchema,
} from './automation.schema';
import {
  applyInboundEvent,
  applyReport,
  assertCredentialVisible,
  assertProspectInSpace,
  claimTasks,
  findTaskForMember,
  heartbeatTask,
  taskJson,
  taskNotFound,
} from './automation.service';

const tags = ['Automation'] as const;

export const claimTasksRoute = workspaceRoute({
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

/**
 * /automation (docs/automation-tasks.md): the task protocol a cloud worker or
 * the browser extension pulls social actions from and reports on. Authenticated
 * like every workspace call (a bearer token of a member, `space` query); the
 * member must be allowed to use the credential (platform §6), else 404.
 */
export function automationRoutes(deps: AppDependencies) {
  const router = workspaceRouter(deps);
  const engine: EngineDeps = {
    db: deps.db,
    clock: deps.clock,
    logger: deps.logger,
    realtime: deps.realtime,
    events: deps.events,
    publicUrl: deps.publicUrl ?? '',
  };

  async function access(c: Context<AppEnv>) {
    return credentialAccess(deps.db, c.get('space').id, c.get('user'));
  }
  async function task(c: Context<AppEnv>, id: string) {
    if (!isUuid(id)) throw new AppError(404, taskNotFound);
    return findTaskForMember(deps.db, c.get('space').id, await access(c), id);
  }

  router.openapi(claimTasksRoute, async (c) => {
    const input = c.req.valid('json');
    await assertCredentialVisible(deps.db, c.get('space').id, await access(c), input.credentials_id);
    const tasks = await claimTasks(engine, {
      credentialId: input.credentials_id,
      worker: input.worker,
      max: input.max,
    });
    return c.json(okBody({ tasks: tasks.map(taskJson) }), 200);
  });

  router.openapi(reportTask, async (c) => {
    const found = await task(c, c.req.valid('param').id);
    const outcome = await applyReport(engine, found, c.req.valid('json'));
    return c.json(okBody({ task: taskJson(outcome.task), applied: outcome.applied }), 200);
  });

  router.openapi(extendTaskLease, async (c) => {
    const updated = await heartbeatTask(engine, await task(c, c.req.valid('param').id));
    return c.json(okBody({ task: taskJson(updated) }), 200);
  });

  router.openapi(reportAutomationEvent, async (c) => {
    const input = c.req.valid('json');
    const spaceId = c.get('space').id;
    await assertCredentialVisible(deps.db, spaceId, await access(c), input.credentials_id);
    await assertProspectInSpace(deps.db, spaceId, input.prospect_id);
    await applyInboundEvent(engine, {
      spaceId,
      credentialId: input.credentials_id,
      prospectId: input.prospect_id,
      kind: input.kind,
      text: input.text ?? null,
      at: new Date(input.at),
    });
    return c.json(okBody({ accepted: true as const }), 200);
  });

  return router;
}
