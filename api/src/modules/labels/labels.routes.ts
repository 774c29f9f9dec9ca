import { Hono } from 'hono';
import type { AppDependencies, AppEnv } from '../../context';
import { ok, readJson, readQuery } from '../../http';
import { authenticate } from '../auth/auth.middleware';
import { requireSpace } from '../spaces/spaces.middleware';
import { createLabelInput, listLabelsQuery, updateLabelInput } from './labels.schema';
import { createLabel, deleteLabel, listLabels, updateLabel } from './labels.service';

/** /labels (spec outreach §7 "GET /labels/fetch; POST create; PUT /labels/{id}; DELETE"). */
export function labelsRoutes(deps: AppDependencies) {
  const router = new Hono<AppEnv>();
  router.use('*', authenticate(deps), requireSpace(deps));

  router.get('/fetch', async (c) =>
    ok(c, await listLabels(c.get('scope'), c.get('user').id, readQuery(c, listLabelsQuery).type)),
  );
  router.post('/', async (c) =>
    ok(c, await createLabel(c.get('scope'), c.get('user').id, await readJson(c, createLabelInput)), 201),
  );
  router.put('/:id', async (c) =>
    ok(
      c,
      await updateLabel(
        c.get('scope'),
        c.get('user').id,
        c.req.param('id'),
        await readJson(c, updateLabelInput),
      ),
    ),
  );
  router.delete('/:id', async (c) =>
    ok(c, await deleteLabel(c.get('scope'), c.get('user').id, c.req.param('id'))),
  );
  return router;
}
