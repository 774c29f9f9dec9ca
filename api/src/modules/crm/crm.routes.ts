import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppDependencies, AppEnv } from '../../context';
import { AppError } from '../../errors';
import { ok, readJson, readOptionalJson, readQuery } from '../../http';
import { authenticate } from '../auth/auth.middleware';
import { featuresForTier } from '../spaces/features.service';
import { requireSpace } from '../spaces/spaces.middleware';
import {
  createDealInput,
  createStageInput,
  crmMessages,
  crmPlatform,
  deleteStageInput,
  moveDealInput,
  pipelineInput,
  searchQuery,
  stagesQuery,
  updateDealInput,
  updateStageInput,
} from './crm.schema';
import {
  createDeal,
  createPipeline,
  createStage,
  deleteDeal,
  deletePipeline,
  deleteStage,
  getDeal,
  getStage,
  listCurrencies,
  listOwners,
  listPipelines,
  listStages,
  moveDeal,
  renamePipeline,
  searchCompanies,
  searchProfiles,
  updateDeal,
  updateStage,
} from './crm.service';

/** spec platform §3: the built-in CRM is the native_crm feature; a plan without it gets a 403. */
function requireNativeCrm() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!featuresForTier(c.get('space').tier).native_crm) throw new AppError(403, crmMessages.featureLocked);
    await next();
  });
}

/** A JSON body that may be absent (DELETE): `{}` then. */
async function optionalJson(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const body = await readOptionalJson(c);
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/**
 * /integrations/crm/default (spec outreach §7 "CRM, under /integrations/crm/{platform}"):
 * the built-in CRM. Mounted before /integrations, whose `/:provider/...` routes would take `crm`.
 */
export function crmRoutes(deps: AppDependencies) {
  const router = new Hono<AppEnv>();
  router.use('*', authenticate(deps), requireSpace(deps), requireNativeCrm());

  router.get('/crm_info', (c) => ok(c, { platform: crmPlatform, connected: true }));
  router.get('/owners', async (c) => ok(c, await listOwners(c.get('scope'))));
  router.get('/currencies', (c) => ok(c, listCurrencies()));

  router.get('/pipelines', async (c) => ok(c, await listPipelines(c.get('scope'))));
  router.post('/pipeline', async (c) =>
    ok(c, await createPipeline(c.get('scope'), await readJson(c, pipelineInput)), 201),
  );
  router.put('/pipelines/:id/update', async (c) =>
    ok(c, await renamePipeline(c.get('scope'), c.req.param('id'), await readJson(c, pipelineInput))),
  );
  router.delete('/pipelines/:id/delete', async (c) =>
    ok(c, await deletePipeline(c.get('scope'), c.req.param('id'))),
  );

  router.get('/stages', async (c) =>
    ok(c, await listStages(c.get('scope'), readQuery(c, stagesQuery).pipeline_id)),
  );
  router.get('/stages/:id', async (c) => ok(c, await getStage(c.get('scope'), c.req.param('id'))));
  router.post('/stage', async (c) =>
    ok(c, await createStage(c.get('scope'), await readJson(c, createStageInput)), 201),
  );
  router.put('/stages/:id/update', async (c) =>
    ok(c, await updateStage(c.get('scope'), c.req.param('id'), await readJson(c, updateStageInput))),
  );
  router.delete('/stages/:id/delete', async (c) => {
    const input = deleteStageInput.parse({ ...c.req.query(), ...(await optionalJson(c)) });
    return ok(c, await deleteStage(c.get('scope'), c.req.param('id'), input.stage_to_move || undefined));
  });

  router.get('/profiles', async (c) => {
    const { q, limit } = readQuery(c, searchQuery);
    return ok(c, await searchProfiles(c.get('scope'), q, limit));
  });
  router.get('/companies', async (c) => {
    const { q, limit } = readQuery(c, searchQuery);
    return ok(c, await searchCompanies(c.get('scope'), q, limit));
  });

  router.get('/deals/:id', async (c) => ok(c, await getDeal(c.get('scope'), c.req.param('id'))));
  router.post('/deals', async (c) =>
    ok(c, await createDeal(c.get('scope'), await readJson(c, createDealInput)), 201),
  );
  router.put('/deals/:id/update', async (c) =>
    ok(c, await updateDeal(c.get('scope'), c.req.param('id'), await readJson(c, updateDealInput))),
  );
  router.patch('/deals/:id/update', async (c) =>
    ok(c, await moveDeal(c.get('scope'), c.req.param('id'), await readJson(c, moveDealInput))),
  );
  router.delete('/deals/:id/delete', async (c) => ok(c, await deleteDeal(c.get('scope'), c.req.param('id'))));

  return router;
}
