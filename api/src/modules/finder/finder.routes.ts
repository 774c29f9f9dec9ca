import { Hono } from 'hono';
import type { AppDependencies, AppEnv } from '../../context';
import { AppError } from '../../errors';
import { ok, readJson, readQuery } from '../../http';
import { authenticate } from '../auth/auth.middleware';
import { requireSpace } from '../spaces/spaces.middleware';
import {
  addToWorkflowInput,
  filterValuesQuery,
  finderListQuery,
  finderMessages,
  finderSelectionQuery,
} from './finder.schema';
import { addToWorkflow, enrichPeople, filterValues, searchPeople } from './finder.service';

/**
 * The Prospect Finder (spec outreach §7 "Prospect finder"), mounted at /api so
 * both `/v2/looch/...` and `/looch/filters/...` keep the spec's paths. The
 * data set is local (modules/finder/finder-dataset.ts).
 */
export function finderRoutes(deps: AppDependencies) {
  const router = new Hono<AppEnv>();
  const guard = [authenticate(deps), requireSpace(deps)] as const;
  router.use('/v2/looch/*', ...guard);
  router.use('/looch/*', ...guard);

  router.get('/v2/looch/profiles', async (c) =>
    ok(c, await searchPeople(c.get('scope'), readQuery(c, finderListQuery))),
  );

  router.get('/looch/filters/:filter', async (c) =>
    ok(c, await filterValues(c.get('scope'), c.req.param('filter'), readQuery(c, filterValuesQuery))),
  );

  router.post('/v2/looch/profiles/add_to_workflow', async (c) => {
    const selection = readQuery(c, finderSelectionQuery);
    const input = await readJson(c, addToWorkflowInput);
    return ok(c, await addToWorkflow(c.get('scope'), selection, input));
  });

  router.post('/v2/looch/profiles/enrich', async (c) =>
    ok(c, await enrichPeople(c.get('scope'), readQuery(c, finderSelectionQuery))),
  );

  // No GoHighLevel integration exists in this product yet: a clear refusal, never a 500.
  router.post('/v2/looch/profiles/push_to_ghl', () => {
    throw new AppError(400, finderMessages.ghlNotConfigured);
  });

  return router;
}
