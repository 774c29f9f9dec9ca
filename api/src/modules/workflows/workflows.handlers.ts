import type { Context } from 'hono';
import type { AppDependencies, AppEnv } from '../../platform/context';
import { createRouter, okBody } from '../../openapi/contract';
import { bindOperations, guardEach, type Handlers } from '../../openapi/operations';
import { workspaceRouter } from '../../openapi/route-kinds';
import { authenticate } from '../../platform/authenticate';
import {
  assertCampaignsAllowed,
  assertFeature,
  isSmartSequence,
  smartCampaignIds,
} from '../../platform/entitlements';
import { requireSpace } from '../../platform/space-access';
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
import type { SmsSettings } from '../sms';
import * as routes from './workflows.routes';
import {
  createWorkflow,
  fetchWorkflows,
  getWorkflow,
  listWorkflows,
  type MemberScope,
  updateWorkflow,
} from './workflows.service';

/** The one route served under /credentials (credentialWorkflowsRoutes); every other is a /workflows one. */
const { duplicateWorkflowsForCredential, ...campaignRoutes } = routes;

/** The request's scope, who acts and their membership row (so their access needs no second read). */
function memberScope(c: Context<AppEnv>): MemberScope {
  return { ...c.get('scope'), user: c.get('user'), membership: c.get('access').membership };
}

/** The handlers of /workflows, one per declaration of workflows.routes.ts, under its operationId. */
export function workflowsHandlers(deps: AppDependencies, sms: SmsSettings): Handlers<typeof campaignRoutes> {
  return {
    listWorkflows: async (c) =>
      c.json(okBody(await listWorkflows(c.get('scope'), c.req.valid('query'))), 200),
    fetchWorkflows: async (c) =>
      c.json(okBody(await fetchWorkflows(c.get('scope'), c.req.valid('query').credentials_id)), 200),
    createWorkflow: async (c) => {
      const input = c.req.valid('json');
      await assertCampaignsAllowed(deps.db, c.get('space'), {
        smart: isSmartSequence(input),
        request: c.req.raw,
      });
      return c.json(okBody(await createWorkflow(memberScope(c), input)), 201);
    },
    orderWorkflows: async (c) =>
      c.json(okBody(await orderWorkflows(c.get('scope'), c.req.valid('json').workflows_order)), 200),
    updateSearchStatus: async (c) =>
      c.json(
        okBody(await updateSearchStatus(c.get('scope'), c.req.valid('param').id, c.req.valid('json'))),
        200,
      ),
    downloadSearchCsv: async (c) => {
      const file = await searchCsv(c.get('scope'), c.req.valid('param').id);
      return c.body(file.body, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${file.filename}"`,
      });
    },
    getWorkflow: async (c) => c.json(okBody(await getWorkflow(c.get('scope'), c.req.valid('param').id)), 200),
    updateWorkflow: async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      // A smart sequence is saved only on a plan with smart_sequences (made one now, or one already).
      if (isSmartSequence(input) || (await smartCampaignIds(deps.db, c.get('space').id, [id])).length > 0) {
        await assertFeature(deps.db, c.get('space'), 'smart_sequences', c.req.raw);
      }
      return c.json(okBody(await updateWorkflow(memberScope(c), id, input)), 200);
    },
    updateWorkflowStatus: async (c) =>
      c.json(
        okBody(
          await updateStatus(
            c.get('scope'),
            c.req.valid('param').id,
            c.req.valid('json'),
            c.get('space'),
            sms,
          ),
        ),
        200,
      ),
    deleteWorkflow: async (c) =>
      c.json(okBody(await moveWorkflow(c.get('scope'), c.req.valid('param').id, 'delete')), 200),
    archiveWorkflow: async (c) =>
      c.json(okBody(await moveWorkflow(c.get('scope'), c.req.valid('param').id, 'archive')), 200),
    restoreWorkflow: async (c) =>
      c.json(okBody(await moveWorkflow(c.get('scope'), c.req.valid('param').id, 'restore')), 200),
    duplicateWorkflow: async (c) => {
      const { id } = c.req.valid('param');
      const smart = (await smartCampaignIds(deps.db, c.get('space').id, [id])).length > 0;
      await assertCampaignsAllowed(deps.db, c.get('space'), { smart, request: c.req.raw });
      return c.json(okBody(await duplicateWorkflow(c.get('scope'), id)), 201);
    },
    getWorkflowRates: async (c) =>
      c.json(okBody(await campaignRates(c.get('scope'), c.req.valid('param').id)), 200),
    getWorkflowProgress: async (c) =>
      c.json(okBody(await campaignProgress(c.get('scope'), c.req.valid('param').id)), 200),
    listWorkflowProspects: async (c) =>
      c.json(
        okBody(await listCampaignProspects(c.get('scope'), c.req.valid('param').id, c.req.valid('query'))),
        200,
      ),
    addWorkflowProspects: async (c) =>
      c.json(
        okBody(await addProspects(c.get('scope'), c.req.valid('param').id, c.req.valid('json').prospect_ids)),
        200,
      ),
    rerunSearches: async (c) =>
      c.json(okBody(await rerunSearches(c.get('scope'), c.req.valid('param').id)), 200),
    addSearch: async (c) =>
      c.json(okBody(await addSearch(c.get('scope'), c.req.valid('param').id, c.req.valid('json'))), 201),
  };
}

/**
 * /workflows: every campaign call of outreach §7. The CSV calls come from modules/csv-import,
 * which stands on this module: createApp hands its router in (`csvRoutes`), mounted first.
 * bindOperations then registers `/fetch` before `/{id}` (route-order.test.ts).
 */
/** `sms`: the app's messaging and price, which say whether the workspace's numbers can text (start rules). */
export function workflowsRoutes(
  deps: AppDependencies,
  csvRoutes: ReturnType<typeof createRouter>,
  sms: SmsSettings,
) {
  const router = workspaceRouter(deps);
  // Fixed paths first, so `/{id}` never takes them.
  router.route('/', csvRoutes);
  return bindOperations(router, campaignRoutes, workflowsHandlers(deps, sms));
}

/** The handler of POST /credentials/{id}/duplicate_workflows. */
function credentialWorkflowsHandlers(deps: AppDependencies): Handlers<{
  duplicateWorkflowsForCredential: typeof duplicateWorkflowsForCredential;
}> {
  return {
    duplicateWorkflowsForCredential: async (c) => {
      const ids = [...new Set(c.req.valid('json').workflow_ids)];
      const smart = (await smartCampaignIds(deps.db, c.get('space').id, ids)).length > 0;
      await assertCampaignsAllowed(deps.db, c.get('space'), {
        adding: ids.length,
        smart,
        request: c.req.raw,
      });
      return c.json(okBody(await duplicateForCredential(memberScope(c), c.req.valid('param').id, ids)), 201);
    },
  };
}

/**
 * POST /credentials/{id}/duplicate_workflows `{ workflow_ids }` (outreach §7). Mounted
 * at /api/credentials next to the credentials router; it adds this one path only.
 */
export function credentialWorkflowsRoutes(deps: AppDependencies) {
  // Its own middleware: the credentials router serves the rest of /credentials.
  return bindOperations(
    createRouter(),
    guardEach({ duplicateWorkflowsForCredential }, authenticate(deps), requireSpace(deps)),
    credentialWorkflowsHandlers(deps),
  );
}
