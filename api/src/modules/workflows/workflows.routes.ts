import { Hono } from 'hono';
import type { AppDependencies, AppEnv } from '../../context';
import { ok, readJson, readQuery } from '../../http';
import { authenticate } from '../auth/auth.middleware';
import { requireSpace } from '../spaces/spaces.middleware';
import { createWorkflowInput, listWorkflowsQuery, updateWorkflowInput } from './workflows.schema';
import { createWorkflow, getWorkflow, listWorkflows, updateWorkflow } from './workflows.service';

/**
 * /workflows (spec outreach §7 Campaigns). Status changes, order, rates, CSV and
 * searches arrive with the campaigns-engine issue.
 */
export function workflowsRoutes(deps: AppDependencies) {
  const router = new Hono<AppEnv>();
  router.use('*', authenticate(deps), requireSpace(deps));

  router.get('/', async (c) => ok(c, await listWorkflows(c.get('scope'), readQuery(c, listWorkflowsQuery))));

  router.post('/', async (c) => {
    const input = await readJson(c, createWorkflowInput);
    return ok(c, await createWorkflow(c.get('scope'), input), 201);
  });

  router.get('/:id', async (c) => ok(c, await getWorkflow(c.get('scope'), c.req.param('id'))));

  router.put('/:id/update/async', async (c) => {
    const input = await readJson(c, updateWorkflowInput);
    return ok(c, await updateWorkflow(c.get('scope'), c.req.param('id'), input));
  });

  return router;
}
