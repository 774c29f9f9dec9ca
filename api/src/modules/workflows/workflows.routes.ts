import { Hono } from 'hono';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppDependencies, AppEnv } from '../../context';
import { ok, readJson, readQuery } from '../../http';
import { authenticate } from '../auth/auth.middleware';
import { csvImportRoutes } from '../csv-import/csv-import.routes';
import { requireSpace } from '../spaces/spaces.middleware';
import {
  duplicateForCredential,
  duplicateWorkflow,
  moveWorkflow,
  orderWorkflows,
  updateStatus,
} from './workflow-actions';
import { addProspects, listCampaignProspects } from './workflow-prospects';
import { addSearch, rerunSearches, searchCsv, updateSearchStatus } from './workflow-searches';
import { campaignProgress, campaignRates } from './workflow-stats';
import {
  addProspectsInput,
  addSearchInput,
  createWorkflowInput,
  duplicateForCredentialInput,
  listCampaignProspectsQuery,
  listWorkflowsQuery,
  orderInput,
  searchStatusInput,
  updateStatusInput,
  updateWorkflowInput,
} from './workflows.schema';
import {
  createWorkflow,
  fetchWorkflows,
  getWorkflow,
  listWorkflows,
  type MemberScope,
  refuseGeneration,
  updateWorkflow,
} from './workflows.service';

function memberScope(c: Context<AppEnv>): MemberScope {
  return { ...c.get('scope'), user: c.get('user') };
}

const fetchQuery = z.object({
  credentials_id: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.uuid({ error: 'credentials_id must be an account id' }).optional(),
  ),
});

/** /workflows: every campaign call of outreach §7 (the CSV calls come from modules/csv-import). */
export function workflowsRoutes(deps: AppDependencies) {
  const router = new Hono<AppEnv>();
  router.use('*', authenticate(deps), requireSpace(deps));

  // Fixed paths first, so `/:id` never takes them.
  router.route('/', csvImportRoutes());

  router.get('/', async (c) => ok(c, await listWorkflows(c.get('scope'), readQuery(c, listWorkflowsQuery))));

  router.get('/fetch', async (c) =>
    ok(c, await fetchWorkflows(c.get('scope'), readQuery(c, fetchQuery).credentials_id)),
  );

  router.post('/', async (c) => {
    const body = await readJson(c, z.unknown());
    refuseGeneration(body);
    return ok(c, await createWorkflow(memberScope(c), createWorkflowInput.parse(body)), 201);
  });

  router.post('/order', async (c) => {
    const input = await readJson(c, orderInput);
    return ok(c, await orderWorkflows(c.get('scope'), input.workflows_order));
  });

  router.post('/searches/:id/update_status', async (c) => {
    const input = await readJson(c, searchStatusInput);
    return ok(c, await updateSearchStatus(c.get('scope'), c.req.param('id'), input));
  });

  router.get('/searches/:id/download_csv', async (c) => {
    const file = await searchCsv(c.get('scope'), c.req.param('id'));
    return new Response(file.body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${file.filename}"`,
      },
    });
  });

  router.get('/:id', async (c) => ok(c, await getWorkflow(c.get('scope'), c.req.param('id'))));

  router.put('/:id/update/async', async (c) => {
    const input = await readJson(c, updateWorkflowInput);
    return ok(c, await updateWorkflow(memberScope(c), c.req.param('id'), input));
  });

  router.post('/:id/update_status', async (c) => {
    const input = await readJson(c, updateStatusInput);
    return ok(c, await updateStatus(c.get('scope'), c.req.param('id'), input));
  });

  router.post('/:id/delete_async', async (c) =>
    ok(c, await moveWorkflow(c.get('scope'), c.req.param('id'), 'delete')),
  );
  router.post('/:id/archive', async (c) =>
    ok(c, await moveWorkflow(c.get('scope'), c.req.param('id'), 'archive')),
  );
  router.post('/:id/restore', async (c) =>
    ok(c, await moveWorkflow(c.get('scope'), c.req.param('id'), 'restore')),
  );

  router.post('/:id/duplicate', async (c) =>
    ok(c, await duplicateWorkflow(c.get('scope'), c.req.param('id')), 201),
  );

  router.get('/:id/rates', async (c) => ok(c, await campaignRates(c.get('scope'), c.req.param('id'))));
  router.get('/:id/progress', async (c) => ok(c, await campaignProgress(c.get('scope'), c.req.param('id'))));

  router.get('/:id/prospects', async (c) =>
    ok(
      c,
      await listCampaignProspects(
        c.get('scope'),
        c.req.param('id'),
        readQuery(c, listCampaignProspectsQuery),
      ),
    ),
  );
  router.post('/:id/prospects', async (c) => {
    const input = await readJson(c, addProspectsInput);
    return ok(c, await addProspects(c.get('scope'), c.req.param('id'), input.prospect_ids));
  });

  router.post('/:id/rerun_searches', async (c) =>
    ok(c, await rerunSearches(c.get('scope'), c.req.param('id'))),
  );
  router.post('/:id/searches', async (c) => {
    const input = await readJson(c, addSearchInput);
    return ok(c, await addSearch(c.get('scope'), c.req.param('id'), input), 201);
  });

  return router;
}

/**
 * POST /credentials/{id}/duplicate_workflows `{ workflow_ids }` (outreach §7). Mounted
 * at /api/credentials next to the credentials router; it adds this one path only.
 */
export function credentialWorkflowsRoutes(deps: AppDependencies) {
  const router = new Hono<AppEnv>();
  router.post('/:id/duplicate_workflows', authenticate(deps), requireSpace(deps), async (c) => {
    const input = await readJson(c, duplicateForCredentialInput);
    return ok(c, await duplicateForCredential(memberScope(c), c.req.param('id'), input.workflow_ids), 201);
  });
  return router;
}
