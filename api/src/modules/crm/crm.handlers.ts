import type { AppDependencies } from '../../platform/context';
import { okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { workspaceRouter } from '../../openapi/route-kinds';
import { requireFeature } from '../../platform/entitlements';
import { createDeal, deleteDeal, moveDeal, updateDeal } from './crm-deals';
import { authorizeCrm, createPipeline, deletePipeline, listPipelines, renamePipeline } from './crm-pipelines';
import { createStage, deleteStage, getStage, listStages, updateStage } from './crm-stages';
import { dealTimeline } from './crm-timeline';
import * as routes from './crm.routes';
import { crmPlatform } from './crm.schema';
import { getDeal, listCurrencies, listOwners, searchCompanies, searchProfiles } from './crm.service';

/** The handlers of the built-in CRM, one per declaration of crm.routes.ts, under its operationId. */
export const crmHandlers: Handlers<typeof routes> = {
  getCrmInfo: (c) => c.json(okBody({ platform: crmPlatform, connected: true }), 200),
  authorizeCrm: async (c) => c.json(okBody(await authorizeCrm(c.get('scope'))), 200),
  listCrmOwners: async (c) => c.json(okBody(await listOwners(c.get('scope'))), 200),
  listCrmCurrencies: (c) => c.json(okBody(listCurrencies()), 200),

  listPipelines: async (c) => c.json(okBody(await listPipelines(c.get('scope'))), 200),
  createPipeline: async (c) => c.json(okBody(await createPipeline(c.get('scope'), c.req.valid('json'))), 201),
  updatePipeline: async (c) =>
    c.json(okBody(await renamePipeline(c.get('scope'), c.req.valid('param').id, c.req.valid('json'))), 200),
  deletePipeline: async (c) =>
    c.json(okBody(await deletePipeline(c.get('scope'), c.req.valid('param').id)), 200),

  listStages: async (c) =>
    c.json(okBody(await listStages(c.get('scope'), c.req.valid('query').pipeline_id)), 200),
  getStage: async (c) => c.json(okBody(await getStage(c.get('scope'), c.req.valid('param').id)), 200),
  createStage: async (c) => c.json(okBody(await createStage(c.get('scope'), c.req.valid('json'))), 201),
  updateStage: async (c) =>
    c.json(okBody(await updateStage(c.get('scope'), c.req.valid('param').id, c.req.valid('json'))), 200),
  deleteStage: async (c) => {
    // The body's stage_to_move wins over the query's.
    const input = { ...c.req.valid('query'), ...c.req.valid('json') };
    return c.json(
      okBody(await deleteStage(c.get('scope'), c.req.valid('param').id, input.stage_to_move || undefined)),
      200,
    );
  },

  searchCrmProfiles: async (c) => {
    const { q, limit } = c.req.valid('query');
    return c.json(okBody(await searchProfiles(c.get('scope'), q, limit)), 200);
  },
  searchCrmCompanies: async (c) => {
    const { q, limit } = c.req.valid('query');
    return c.json(okBody(await searchCompanies(c.get('scope'), q, limit)), 200);
  },

  getDeal: async (c) => c.json(okBody(await getDeal(c.get('scope'), c.req.valid('param').id)), 200),
  getDealTimeline: async (c) =>
    c.json(okBody(await dealTimeline(c.get('scope'), c.req.valid('param').id)), 200),
  createDeal: async (c) => c.json(okBody(await createDeal(c.get('scope'), c.req.valid('json'))), 201),
  updateDeal: async (c) =>
    c.json(okBody(await updateDeal(c.get('scope'), c.req.valid('param').id, c.req.valid('json'))), 200),
  moveDeal: async (c) =>
    c.json(okBody(await moveDeal(c.get('scope'), c.req.valid('param').id, c.req.valid('json'))), 200),
  deleteDeal: async (c) => c.json(okBody(await deleteDeal(c.get('scope'), c.req.valid('param').id)), 200),
};

/**
 * /integrations/crm/default (spec outreach §7 "CRM, under /integrations/crm/{platform}"):
 * the built-in CRM. Its paths have a segment more than /integrations' `/{provider}/connect`
 * and `/{provider}/disconnect`, so neither router can take the other's calls.
 */
export function crmRoutes(deps: AppDependencies) {
  return bindOperations(workspaceRouter(deps, requireFeature(deps, 'native_crm')), routes, crmHandlers);
}
