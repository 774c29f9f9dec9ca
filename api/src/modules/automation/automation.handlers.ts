import type { Context } from 'hono';
import type { AppDependencies, AppEnv } from '../../platform/context';
import { isUuid } from '../../db/ids';
import type { EngineDeps } from '../../engine/contracts';
import { AppError } from '../../errors';
import { okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { workspaceRouter } from '../../openapi/route-kinds';
import { credentialAccess } from '../credentials';
import * as routes from './automation.routes';
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

/** The handlers of /automation, one per declaration of automation.routes.ts, under its operationId. */
export function automationHandlers(deps: AppDependencies): Handlers<typeof routes> {
  const engine: EngineDeps = {
    db: deps.db,
    clock: deps.clock,
    logger: deps.logger,
    realtime: deps.realtime,
    events: deps.events,
    publicUrl: deps.publicUrl ?? '',
  };

  async function access(c: Context<AppEnv>) {
    return credentialAccess(deps.db, c.get('space').id, c.get('user'), c.get('access'));
  }
  async function task(c: Context<AppEnv>, id: string) {
    if (!isUuid(id)) throw new AppError(404, taskNotFound);
    return findTaskForMember(deps.db, c.get('space').id, await access(c), id);
  }

  return {
    claimTasks: async (c) => {
      const input = c.req.valid('json');
      await assertCredentialVisible(deps.db, c.get('space').id, await access(c), input.credentials_id);
      const tasks = await claimTasks(engine, {
        credentialId: input.credentials_id,
        worker: input.worker,
        max: input.max,
      });
      return c.json(okBody({ tasks: tasks.map(taskJson) }), 200);
    },
    reportTask: async (c) => {
      const found = await task(c, c.req.valid('param').id);
      const outcome = await applyReport(engine, found, c.req.valid('json'));
      return c.json(okBody({ task: taskJson(outcome.task), applied: outcome.applied }), 200);
    },
    extendTaskLease: async (c) => {
      const updated = await heartbeatTask(engine, await task(c, c.req.valid('param').id));
      return c.json(okBody({ task: taskJson(updated) }), 200);
    },
    reportAutomationEvent: async (c) => {
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
    },
  };
}

/**
 * /automation (docs/automation-tasks.md): the task protocol a cloud worker or
 * the browser extension pulls social actions from and reports on. Authenticated
 * like every workspace call (a bearer token of a member, `space` query); the
 * member must be allowed to use the credential (platform §6), else 404.
 */
export function automationRoutes(deps: AppDependencies) {
  return bindOperations(workspaceRouter(deps), routes, automationHandlers(deps));
}
