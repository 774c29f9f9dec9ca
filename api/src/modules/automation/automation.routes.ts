import { type Context, Hono } from 'hono';
import type { AppDependencies, AppEnv } from '../../context';
import { isUuid } from '../../db/ids';
import type { EngineDeps } from '../../engine/contracts';
import { AppError } from '../../errors';
import { ok, readJson } from '../../http';
import { authenticate } from '../auth/auth.middleware';
import { credentialAccess } from '../credentials/credential-access';
import { requireSpace } from '../spaces/spaces.middleware';
import { claimInput, reportInput, standaloneEventInput } from './automation.schema';
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

/**
 * /automation (docs/automation-tasks.md): the task protocol a cloud worker or
 * the browser extension pulls social actions from and reports on. Authenticated
 * like every workspace call (a bearer token of a member, `space` query); the
 * member must be allowed to use the credential (platform §6), else 404.
 */
export function automationRoutes(deps: AppDependencies) {
  const router = new Hono<AppEnv>();
  router.use('*', authenticate(deps), requireSpace(deps));
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
  async function task(c: Context<AppEnv>) {
    const id = c.req.param('id') ?? '';
    if (!isUuid(id)) throw new AppError(404, taskNotFound);
    return findTaskForMember(deps.db, c.get('space').id, await access(c), id);
  }

  router.post('/tasks/claim', async (c) => {
    const input = await readJson(c, claimInput);
    await assertCredentialVisible(deps.db, c.get('space').id, await access(c), input.credentials_id);
    const tasks = await claimTasks(engine, {
      credentialId: input.credentials_id,
      worker: input.worker,
      max: input.max,
    });
    return ok(c, { tasks: tasks.map(taskJson) });
  });

  router.post('/tasks/:id/report', async (c) => {
    const found = await task(c);
    const input = await readJson(c, reportInput);
    const outcome = await applyReport(engine, found, input);
    return ok(c, { task: taskJson(outcome.task), applied: outcome.applied });
  });

  router.post('/tasks/:id/heartbeat', async (c) => {
    const found = await task(c);
    const updated = await heartbeatTask(engine, found);
    return ok(c, { task: taskJson(updated) });
  });

  router.post('/events', async (c) => {
    const input = await readJson(c, standaloneEventInput);
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
    return ok(c, { accepted: true });
  });

  return router;
}
